import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { loadingCountAtom } from '@/lib/store';
import { cx, LoadingOverlay, Toaster } from '@/ui';
import styles from './AppFrame.module.css';
import { TabBar } from './TabBar';
import { showsTabBar } from './tabs';
import { UpdatePrompt } from './UpdatePrompt';
import { useOnline } from '@/lib/useOnline';
import { NotificationBridge } from '@/shared/notify';
import { SessionReminder } from '@/shared/protection';
import { setDocumentTitle } from '@/ui';

/**
 * The frame around every screen: the offline notice, the footer tabs where they belong, the new-version prompt,
 * toasts, the spinner, the bridge to the notifications (the app badge, a tapped notification), and the session
 * reminder a customer may set on themselves (issue 38).
 */
export function AppFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { t } = useLingui();
  const online = useOnline();
  const loading = useAtomValue(loadingCountAtom) > 0;
  const tabs = showsTabBar(pathname);
  // The trade screen's Buy and Sell stick above the tab bar, and toasts above them; other screens with tabs keep
  // room at their end for the toasts right above the tab bar, so none hides the end of a list.
  const toastRoom = tabs && pathname !== '/trade';
  // Home and trade stay alive behind other screens, so their titles are set here as they are shown; every other
  // screen names itself through its PageHeader.
  const keptTitle = pathname === '/' ? t`Markets` : pathname === '/trade' ? t`Trade` : null;
  useEffect(() => {
    if (keptTitle) setDocumentTitle(keptTitle);
  }, [keptTitle]);
  return (
    <div className={cx(styles.frame, tabs && styles.withTabs, toastRoom && styles.toastRoom)}>
      {!online && (
        <div className={styles.offline} role="status">
          {t`You are offline. Prices may be out of date and nothing can be sent until you reconnect.`}
        </div>
      )}
      {/* The one main landmark; display: contents keeps the screens' layout as it was. */}
      <main className={styles.main}>{children}</main>
      {tabs && <TabBar />}
      <UpdatePrompt />
      <Toaster above={toastRoom ? 'tab-bar' : 'action-bar'} />
      <LoadingOverlay visible={loading} />
      <NotificationBridge />
      <SessionReminder />
    </div>
  );
}
