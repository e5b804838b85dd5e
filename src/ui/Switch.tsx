import type { ReactNode } from 'react';
import a11y from './a11y.module.css';
import { cx } from './cx';
import styles from './Switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name; shown before the switch unless hideLabel. */
  label: ReactNode;
  /** Keep the label for screen readers only (for example when a ListItem shows the text). */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** An on/off switch: a native checkbox with role="switch". */
export function Switch({ checked, onChange, label, hideLabel = false, disabled = false, id, name, className }: SwitchProps) {
  return (
    <label className={cx(styles.root, disabled && styles.disabled, className)}>
      <span className={hideLabel ? a11y.srOnly : styles.label}>{label}</span>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.currentTarget.checked);
        }}
      />
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
    </label>
  );
}
