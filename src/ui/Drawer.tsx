import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import styles from './Drawer.module.css';
import { ModalHeader } from './ModalHeader';
import { useModal } from './use-modal';
import { usePresence } from './use-presence';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  className?: string;
}

/** A modal panel that slides in from the inline-start edge (left in LTR, right in RTL). */
export function Drawer({ open, onClose, title, children, 'aria-label': ariaLabel, className }: DrawerProps) {
  const mounted = usePresence(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, onClose, panelRef);

  if (!mounted || typeof document === 'undefined') return null;
  const hasTitle = title != null && title !== false;

  return createPortal(
    <div className={cx(styles.root, open ? styles.open : styles.closed)}>
      <div className={styles.backdrop} aria-hidden onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx(styles.panel, className)}
      >
        <ModalHeader title={title} titleId={titleId} onClose={onClose} divided />
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
