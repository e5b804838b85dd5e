import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import a11y from './a11y.module.css';
import styles from './LoadingOverlay.module.css';
import { Spinner } from './Spinner';

export interface LoadingOverlayProps {
  visible: boolean;
  /** Optional text under the spinner; screen readers hear "Loading…" when absent. */
  label?: ReactNode;
}

/** A full-screen translucent layer with a spinner that blocks taps while something is in flight. */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  const { t } = useLingui();
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.box}>
        <Spinner size={32} />
        {label ? <div className={styles.label}>{label}</div> : <span className={a11y.srOnly}>{t`Loading…`}</span>}
      </div>
    </div>,
    document.body,
  );
}
