import type { ReactNode } from 'react';
import { cx } from '@/ui';
import type { Tone } from './order-format';
import styles from './OrderCard.module.css';

interface OrderCardFrameProps {
  id: number;
  /** The direction (buy or sell, up or down), in its colour. */
  badge: { text: string; tone: 'up' | 'down' };
  code: string;
  /** A short figure after the code: the multiple, the expiry. */
  extra: ReactNode;
  /** The profit at the end of the first line; null where there is none yet. */
  profit: { text: string; tone: Tone } | null;
  /** The card's figures (use Figure). */
  children: ReactNode;
  onOpen: () => void;
  /** Buttons under the figures. */
  actions?: ReactNode;
}

/** One order as a card: the first line and the figures open its detail; actions sit apart, under them. */
export function OrderCardFrame({ id, badge, code, extra, profit, children, onOpen, actions }: OrderCardFrameProps) {
  return (
    <article className={styles.card} aria-labelledby={`order-${id}`}>
      <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
        <span className={styles.head}>
          <span className={cx(styles.side, badge.tone === 'up' ? styles.buy : styles.sell)}>{badge.text}</span>
          <span id={`order-${id}`} className={styles.code}>
            {code}
          </span>
          <span className={styles.multiple}>{extra}</span>
          {profit ? (
            <span className={cx('num', styles.profit, styles[profit.tone])}>
              <span dir="ltr">{profit.text}</span>
            </span>
          ) : null}
        </span>
        <span className={styles.figures}>{children}</span>
      </button>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

/** A label over its value; `wide` takes the whole line (a date). */
export function Figure({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <span className={cx(styles.figure, wide && styles.wide)}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={cx('num', styles.figureValue)}>{value}</span>
    </span>
  );
}
