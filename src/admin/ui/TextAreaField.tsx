import type { ReactNode } from 'react';
import styles from './TextAreaField.module.css';

/**
 * A labelled textarea for what an operator writes (a reason, a note), with the line that says what is missing under
 * it: the field is marked invalid while that line shows, and typing clears it (the caller's `onChange`).
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  maxLength,
  rows = 3,
  problem = null,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  /** What is wrong with the text, said under it; null when nothing is. */
  problem?: string | null;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <textarea
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={problem !== null || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem !== null ? <span className={styles.problem}>{problem}</span> : null}
    </label>
  );
}
