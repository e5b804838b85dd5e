import type { ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { cx } from './cx';
import { CheckIcon } from './icons';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** A native checkbox with a custom box; the whole row (at least 44px high) toggles it. */
export function Checkbox({ checked, onChange, label, disabled = false, id, name, className }: CheckboxProps) {
  return (
    <label className={cx(styles.root, disabled && styles.disabled, className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.currentTarget.checked);
        }}
      />
      <span className={styles.box} aria-hidden>
        <CheckIcon size={14} strokeWidth={3} className={styles.check} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
