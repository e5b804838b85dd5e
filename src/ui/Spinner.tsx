import a11y from './a11y.module.css';
import { cx } from './cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Diameter in px; defaults to 20. */
  size?: number;
  className?: string;
  /** An accessible label. Without it the spinner is decorative (the surrounding control says it is busy). */
  label?: string;
}

/** A circular indeterminate spinner in the current text colour. */
export function Spinner({ size = 20, className, label }: SpinnerProps) {
  const stroke = Math.max(2, Math.round(size / 9));
  const r = (size - stroke) / 2;
  return (
    <span
      className={cx(styles.root, className)}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <svg className={styles.svg} width={size} height={size} viewBox={`0 0 ${String(size)} ${String(size)}`} focusable="false" aria-hidden>
        <circle className={styles.track} cx={size / 2} cy={size / 2} r={r} strokeWidth={stroke} fill="none" />
        <circle
          className={styles.arc}
          cx={size / 2}
          cy={size / 2}
          r={r}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={`${String(Math.PI * r * 0.6)} ${String(Math.PI * r * 2)}`}
        />
      </svg>
      {label ? <span className={a11y.srOnly}>{label}</span> : null}
    </span>
  );
}
