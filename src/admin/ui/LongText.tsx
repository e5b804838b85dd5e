import type { ChangeEvent } from 'react';
import styles from './LongText.module.css';

/** A labelled text area for long values: terms, announcements, an article's HTML. */
export function LongText({
  label,
  name,
  value,
  onChange,
  rows = 4,
  maxLength,
  readOnly,
  mono,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  readOnly?: boolean;
  /** Monospaced, for markup. */
  mono?: boolean;
}) {
  return (
    <label className={styles.longtext}>
      <span>{label}</span>
      <textarea
        className={mono ? styles.mono : undefined}
        name={name}
        // Each language's text in its own direction (an Arabic announcement runs right to left).
        dir="auto"
        rows={rows}
        maxLength={maxLength}
        readOnly={readOnly}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
    </label>
  );
}
