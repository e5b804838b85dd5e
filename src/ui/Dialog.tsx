import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Dialog.module.css';
import { ModalLayer } from './ModalLayer';

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
  const titleId = useId();
  const bodyId = useId();
  const hasBody = children != null && children !== false && children !== '';
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      layerClassName={styles.layer}
      panelClassName={cx(styles.panel, className)}
      exitMs={180}
      closeOnBackdrop={closeOnBackdrop}
      closeOnEscape={closeOnEscape}
      role={role}
      labelledBy={titleId}
      describedBy={hasBody ? bodyId : undefined}
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
    </ModalLayer>
  );
}
