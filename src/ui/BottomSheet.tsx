import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './BottomSheet.module.css';
import { ModalHeader } from './ModalHeader';
import { ModalLayer } from './ModalLayer';

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
  const titleId = useId();
  const hasTitle = title != null && title !== false;
  const withClose = showClose ?? hasTitle;
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      layerClassName={styles.layer}
      panelClassName={cx(styles.panel, className)}
      closeOnBackdrop={closeOnBackdrop}
      labelledBy={hasTitle ? titleId : undefined}
      label={ariaLabel}
    >
      <div className={styles.handle} aria-hidden />
      {hasTitle || withClose ? <ModalHeader title={title} titleId={titleId} onClose={onClose} showClose={withClose} /> : null}
      <div className={styles.body}>{children}</div>
      {footer != null ? <div className={styles.footer}>{footer}</div> : null}
    </ModalLayer>
  );
}
