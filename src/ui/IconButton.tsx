import type { ComponentProps } from 'react';
import { cx } from './cx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** The accessible name (required: the button shows only an icon). */
  label: string;
  /** Show a small dot badge (unread). */
  badge?: boolean;
}

/** A 44px square button holding one icon, for headers and toolbars. */
export function IconButton({ label, badge = false, type = 'button', className, children, ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} className={cx(styles.button, className)} {...rest}>
      {children}
      {badge ? <span className={styles.badge} aria-hidden /> : null}
    </button>
  );
}
