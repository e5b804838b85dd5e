import { useLingui } from '@lingui/react/macro';
import a11y from './a11y.module.css';
import { cx } from './cx';
import styles from './Skeleton.module.css';

export interface SkeletonRowsProps {
  /** Number of placeholder rows; defaults to 10 (the spec's list skeleton). */
  count?: number;
  className?: string;
}

/** Placeholder list rows (icon circle, two lines, a number) shown while a list loads. */
export function SkeletonRows({ count = 10, className }: SkeletonRowsProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.rows, className)} role="status">
      <span className={a11y.srOnly}>{t`Loading…`}</span>
      <div aria-hidden>
        {Array.from({ length: Math.max(0, count) }, (_, i) => (
          <div key={i} className={styles.row}>
            <span className={cx(styles.block, styles.circle)} />
            <span className={styles.lines}>
              <span className={cx(styles.block, styles.lineWide)} />
              <span className={cx(styles.block, styles.lineNarrow)} />
            </span>
            <span className={cx(styles.block, styles.number)} />
          </div>
        ))}
      </div>
    </div>
  );
}
