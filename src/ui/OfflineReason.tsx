import { useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/useOnline';
import { cx } from './cx';
import styles from './OfflineReason.module.css';

/**
 * Why the buttons beside it are disabled while the network is gone: nothing that moves money is queued or sent
 * offline (issue 19). Shown only offline; the buttons read useOnline() to be disabled at the same moment.
 */
export function OfflineReason({ className }: { className?: string }) {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <p className={cx(styles.reason, className)} data-testid="offline-reason">
      {t`You are offline: nothing is sent until you reconnect.`}
    </p>
  );
}
