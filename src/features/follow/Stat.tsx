import type { ReactNode } from 'react';
import { cx } from '@/ui';
import type { Tone } from '@common/money-text';
import styles from './Follow.module.css';

/**
 * A label over its figure; `tone` colours a gain or a loss; numbers read left to right in every language. A figure in
 * words (`words`: "3 h 20 min") follows the language's own direction, or Arabic would read its units backwards.
 */
export function Stat({
  label,
  value,
  tone,
  big = false,
  words = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: Tone;
  big?: boolean;
  words?: boolean;
  testId?: string;
}) {
  return (
    <span className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={cx('num', styles.statValue, big && styles.big, tone && styles[tone])} data-testid={testId}>
        <bdi dir={words ? 'auto' : 'ltr'}>{value}</bdi>
      </span>
    </span>
  );
}
