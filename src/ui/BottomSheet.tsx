import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './BottomSheet.module.css';
import { cx } from './cx';
import { ModalHeader } from './ModalHeader';
import { useModal } from './use-modal';
import { usePresence } from './use-presence';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Pinned under the scrolling body (for example a confirm button). */
  footer?: ReactNode;
  /** Tapping the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Show the close button in the header (default true when there is a title). */
  showClose?: boolean;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  className?: string;
}

/** A modal panel that slides up from the bottom edge. */
export function BottomSheet({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnBackdrop = true,
  showClose,
  'aria-label': ariaLabel,
  className,
}: BottomSheetProps) {
  const mounted = usePresence(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, onClose, panelRef);

  if (!mounted || typeof document === 'undefined') return null;
  const hasTitle = title != null && title !== false;
  const withClose = showClose ?? hasTitle;

  return createPortal(
    <div className={cx(styles.root, open ? styles.open : styles.closed)}>
      <div className={styles.backdrop} aria-hidden onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx(styles.panel, className)}
      >
        <div className={styles.handle} aria-hidden />
        {hasTitle || withClose ? (
          <ModalHeader title={title} titleId={titleId} onClose={onClose} showClose={withClose} />
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer != null ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
