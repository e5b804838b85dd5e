import type { ComponentProps } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'up' | 'down' | 'danger';
export type ButtonSize = 's' | 'm' | 'l';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner in place of the label and disables the button. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'm',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(styles.button, styles[variant], styles[size], block && styles.block, loading && styles.loading, className)}
      {...rest}
    >
      <span className={styles.label}>{children}</span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size={size === 's' ? 14 : 18} />
        </span>
      ) : null}
    </button>
  );
}
