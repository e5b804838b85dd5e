import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons';
import { toast as defaultStore } from './toast-store';
import type { ToastKind, ToastStore } from './toast-store';
import styles from './Toaster.module.css';

export interface ToasterProps {
  /** Defaults to the app-wide `toast` store. */
  store?: ToastStore;
  /**
   * What the toasts sit above: room for a screen's sticky action bar over the tab bar (the default, the trade
   * screen's Buy and Sell), or the tab bar alone, in the room a screen with tabs keeps free at its end (AppFrame), so
   * a toast never hides the end of a list (its empty state) scrolled into view.
   */
  above?: 'action-bar' | 'tab-bar';
}

function KindIcon({ kind }: { kind: ToastKind }) {
  if (kind === 'success') return <CheckIcon size={18} className={styles.success} />;
  if (kind === 'error') return <AlertIcon size={18} className={styles.error} />;
  return <InfoIcon size={18} className={styles.info} />;
}

/** Renders the toast queue into document.body inside a polite live region. Mount exactly once, near the root. */
export function Toaster({ store = defaultStore, above = 'action-bar' }: ToasterProps) {
  const { t } = useLingui();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.region} data-above={above} aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <div key={item.id} className={styles.toast} data-kind={item.kind}>
          <KindIcon kind={item.kind} />
          <span className={styles.message}>{item.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t`Close`}
            onClick={() => {
              store.dismiss(item.id);
            }}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
