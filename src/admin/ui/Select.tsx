import { useId, type ReactNode } from 'react';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: keyboard, screen readers and long lists work as the platform makes them. */
export function Select({
  label,
  value,
  options,
  onChange,
  name,
  hint,
}: {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  name?: string;
  /** A line under the choice: what it does. */
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.label}>{label}</span>
      <select id={id} name={name} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </label>
  );
}
