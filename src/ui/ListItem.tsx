import type { MouseEventHandler, ReactNode } from 'react';
import { cx } from './cx';
import { ChevronIcon } from './icons';
import styles from './List.module.css';

export interface ListItemProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Content at the inline end (a value, a badge, a Switch). */
  trailing?: ReactNode;
  /** Makes the row a <button>. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Show the forward chevron; defaults to true when the row is clickable. */
  chevron?: boolean;
  disabled?: boolean;
  /** Title in the danger colour (logout, delete). */
  danger?: boolean;
  className?: string;
}

/** A settings-style row. Clickable rows are buttons with a chevron that points forward (mirrored in RTL). */
export function ListItem({
  icon,
  title,
  description,
  trailing,
  onClick,
  chevron,
  disabled = false,
  danger = false,
  className,
}: ListItemProps) {
  const clickable = onClick !== undefined;
  const showChevron = chevron ?? clickable;
  const content = (
    <>
      {icon != null ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.text}>
        <span className={cx(styles.title, danger && styles.danger)}>{title}</span>
        {description != null ? <span className={styles.description}>{description}</span> : null}
      </span>
      {trailing != null ? <span className={styles.trailing}>{trailing}</span> : null}
      {showChevron ? <ChevronIcon size={18} className={styles.chevron} /> : null}
    </>
  );
  if (clickable) {
    return (
      <button type="button" className={cx(styles.item, styles.clickable, className)} onClick={onClick} disabled={disabled}>
        {content}
      </button>
    );
  }
  return <div className={cx(styles.item, disabled && styles.disabledRow, className)}>{content}</div>;
}
