import type { ReactNode } from 'react';
import { cx } from '@/ui';
import type { Tone } from './order-format';
import line from '@/ui/TradeLine.module.css';
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
  /** How the order ended when it made no profit to show (a cancelled order), in the profit's place. */
  state?: string;
  /** The card's figures (use Figure). */
  children: ReactNode;
  onOpen: () => void;
  /** Buttons under the figures. */
  actions?: ReactNode;
}

/** One order as a card: the first line and the figures open its detail; actions sit apart, under them. */
export function OrderCardFrame({ id, badge, code, extra, profit, state, children, onOpen, actions }: OrderCardFrameProps) {
  return (
    <article className={styles.card} aria-labelledby={`order-${id}`}>
      <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
        <span className={line.head}>
          <span className={cx(line.side, badge.tone === 'up' ? line.buy : line.sell)}>{badge.text}</span>
          <span id={`order-${id}`} className={line.code}>
            {code}
          </span>
          <span className={line.multiple}>{extra}</span>
          {profit ? (
            <span className={cx('num', line.profit, line[profit.tone])}>
              <span dir="ltr">{profit.text}</span>
            </span>
          ) : null}
          {state ? <span className={styles.state}>{state}</span> : null}
        </span>
        <span className={line.figures}>{children}</span>
      </button>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

/** A label over its value; `wide` takes the whole line (a date). */
export function Figure({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <span className={cx(line.figure, wide && line.wide)}>
      <span className={line.figureLabel}>{label}</span>
      <span className={cx('num', line.figureValue)}>{value}</span>
    </span>
  );
}
