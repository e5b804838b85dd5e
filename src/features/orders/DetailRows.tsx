import type { ReactNode } from 'react';
import type { DecidingTick, Slippage } from '@common/api/trade';
import type { Side } from '@common/contract';
import { cx } from '@/ui';
import { priceText, timeText } from './order-format';
import { slippageText } from './receipt';
import styles from './OrderDetail.module.css';

/** One line of an order's detail: its name at the start, its value at the end. */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
}

/** A time in the user's zone, in the language's own order (right to left in Arabic), kept apart from the text around it. */
export function TimeValue({ ms, tag }: { ms: number; tag: string }) {
  return <bdi>{timeText(ms, tag)}</bdi>;
}

/** A price with the instrument's decimals, always left to right. */
export function PriceValue({ value, precision, tag }: { value: string; precision: number; tag: string }) {
  return <span dir="ltr">{priceText(value, precision, tag)}</span>;
}

/** The tick that decided a fill, a close or a settlement: its sequence number, time and price, one under another. */
export function TickValue({ tick, precision, tag }: { tick: DecidingTick; precision: number; tag: string }) {
  return (
    <span className={styles.tick}>
      <span dir="ltr">{`#${String(tick.Seq)}`}</span>
      <TimeValue ms={tick.Time} tag={tag} />
      <PriceValue value={tick.Price} precision={precision} tag={tag} />
    </span>
  );
}

/**
 * A receipt's slippage: its price distance and its money, both signed in the user's favour ("+" better than seen) and
 * coloured so, always left to right.
 */
export function SlippageValue({ slippage, side, at, precision, tag }: SlippageValueProps) {
  const shown = slippageText(slippage, side, at, precision, tag);
  return (
    <span className={cx(styles.tick, styles[shown.tone])}>
      <span dir="ltr">{shown.price}</span>
      <span dir="ltr">{`${shown.money} USD`}</span>
    </span>
  );
}

interface SlippageValueProps {
  slippage: Slippage;
  side: Side;
  at: 'open' | 'close';
  precision: number;
  tag: string;
}
