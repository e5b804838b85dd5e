import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { dismissUpdate, serviceWorkerUpdate } from '@/lib/service-worker';
import { Button } from '@/ui';
import styles from './UpdatePrompt.module.css';

const subscribe = (listener: () => void) => serviceWorkerUpdate.subscribe(listener);
const current = () => serviceWorkerUpdate.get();

/** Tells the user a new version is ready; it takes over and the page reloads only when they tap reload. */
export function UpdatePrompt() {
  const { t } = useLingui();
  const apply = useSyncExternalStore(subscribe, current);
  if (!apply) return null;
  return (
    <div className={styles.prompt} role="status">
      <p className={styles.text}>{t`A new version of Meridian is ready.`}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="s" onClick={dismissUpdate}>
          {t`Later`}
        </Button>
        <Button variant="primary" size="s" onClick={apply}>
          {t`Reload`}
        </Button>
      </div>
    </div>
  );
}
