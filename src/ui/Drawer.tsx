import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Drawer.module.css';
import { ModalHeader } from './ModalHeader';
import { ModalLayer } from './ModalLayer';

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
  const titleId = useId();
  const hasTitle = title != null && title !== false;
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      layerClassName={styles.layer}
      panelClassName={cx(styles.panel, className)}
      labelledBy={hasTitle ? titleId : undefined}
      label={ariaLabel}
    >
      <ModalHeader title={title} titleId={titleId} onClose={onClose} divided />
      <div className={styles.body}>{children}</div>
    </ModalLayer>
  );
}
