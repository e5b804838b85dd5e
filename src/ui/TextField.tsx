import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  label?: ReactNode;
  /** Shown under the field in the danger colour; marks the input aria-invalid. */
  error?: ReactNode;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  /** Content before the input inside the box (icon, currency). */
  prefix?: ReactNode;
  /** Content after the input inside the box (unit, button). */
  suffix?: ReactNode;
  /** Class of the outer wrapper (className goes there too). */
  className?: string;
  /** Class of the <input> itself. */
  inputClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  prefix,
  suffix,
  className,
  inputClassName,
  id,
  disabled,
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `tf${autoId}`;
  const messageId = `${inputId}-msg`;
  const hasError = error != null && error !== false && error !== '';
  const message = hasError ? error : hint;
  const hasMessage = message != null && message !== false && message !== '';
  const describedBy = cx(describedByProp, hasMessage && messageId) || undefined;

  return (
    <div className={cx(styles.field, disabled && styles.disabled, className)}>
      {label != null ? (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <div className={cx(styles.box, hasError && styles.invalid)}>
        {prefix != null ? <span className={styles.affix}>{prefix}</span> : null}
        <input
          id={inputId}
          className={cx(styles.input, inputClassName)}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {suffix != null ? <span className={styles.affix}>{suffix}</span> : null}
      </div>
      {hasMessage ? (
        <div id={messageId} className={hasError ? styles.error : styles.hint} role={hasError ? 'alert' : undefined}>
          {message}
        </div>
      ) : null}
    </div>
  );
}
