import type { ReactNode } from 'react';
import { cx } from '@/ui';
import type { Tone } from '@common/money-text';
import styles from './Follow.module.css';

/** A label over its figure; `tone` colours a gain or a loss; numbers read left to right in every language. */
export function Stat({
  label,
  value,
  tone,
  big = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: Tone;
  big?: boolean;
  testId?: string;
}) {
  return (
    <span className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={cx('num', styles.statValue, big && styles.big, tone && styles[tone])} data-testid={testId}>
        <bdi dir="ltr">{value}</bdi>
      </span>
    </span>
  );
}
