import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import styles from './RecordRow.module.css';

export type RecordRowProps = ComponentProps<'article'> & {
  /** The amount on the end side, its digits left to right whatever the language's direction. */
  value: ReactNode;
  /** Colours the amount (a gain, a loss). */
  valueClassName?: string;
};

/** One record of a list: its lines (children) stacked on the start side, its amount on the end. */
export function RecordRow({ value, valueClassName, className, children, ...rest }: RecordRowProps) {
  return (
    <article className={cx(styles.row, className)} {...rest}>
      <div className={styles.main}>{children}</div>
      <span className={cx(styles.value, 'num', valueClassName)} dir="ltr">
        {value}
      </span>
    </article>
  );
}
