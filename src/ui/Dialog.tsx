import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import styles from './Dialog.module.css';
import { useModal } from './use-modal';
import { usePresence } from './use-presence';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; laid out side by side, equal widths. */
  actions?: ReactNode;
  /** Tapping the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Escape closes (default true). */
  closeOnEscape?: boolean;
  /** role=alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A centred modal dialog with a title, content and an actions row. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  closeOnBackdrop = true,
  closeOnEscape = true,
  role = 'dialog',
  className,
}: DialogProps) {
  const mounted = usePresence(open, 180);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModal(open, onClose, panelRef, { closeOnEscape });

  if (!mounted || typeof document === 'undefined') return null;
  const hasBody = children != null && children !== false && children !== '';

  return createPortal(
    <div className={cx(styles.root, open ? styles.open : styles.closed)}>
      <div className={styles.backdrop} aria-hidden onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasBody ? bodyId : undefined}
        tabIndex={-1}
        className={cx(styles.panel, className)}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {hasBody ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {actions != null ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
