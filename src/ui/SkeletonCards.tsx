import { useLingui } from '@lingui/react/macro';
import a11y from './a11y.module.css';
import { Card } from './Card';
import { cx } from './cx';
import styles from './Skeleton.module.css';

export interface SkeletonCardsProps {
  /** Number of placeholder cards; defaults to 2 (the spec's order skeleton). */
  count?: number;
  className?: string;
}

/** Placeholder order cards (a header line and label/value pairs) shown while orders load. */
export function SkeletonCards({ count = 2, className }: SkeletonCardsProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.cards, className)} role="status">
      <span className={a11y.srOnly}>{t`Loading…`}</span>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        <Card as="div" key={i} aria-hidden>
          <div className={styles.cardHead}>
            <span className={cx(styles.block, styles.title)} />
            <span className={cx(styles.block, styles.badge)} />
          </div>
          {[0, 1, 2].map((pair) => (
            <div key={pair} className={styles.pair}>
              <span className={cx(styles.block, styles.pairLabel)} />
              <span className={cx(styles.block, styles.pairValue)} />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
