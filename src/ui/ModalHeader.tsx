import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';
import styles from './ModalHeader.module.css';

interface ModalHeaderProps {
  /** The panel's title; the panel points aria-labelledby at `titleId`. */
  title?: ReactNode;
  titleId: string;
  onClose: () => void;
  showClose?: boolean;
  /** A line under the header, for panels whose body scrolls beneath it. */
  divided?: boolean;
}

/** The title row shared by the bottom sheet and the drawer: the title at the start, a close button at the end. */
export function ModalHeader({ title, titleId, onClose, showClose = true, divided = false }: ModalHeaderProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.header, divided && styles.divided)}>
      {title != null && title !== false ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : (
        <span />
      )}
      {showClose ? (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
          <CloseIcon size={22} />
        </button>
      ) : null}
    </div>
  );
}
