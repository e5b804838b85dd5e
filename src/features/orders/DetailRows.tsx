import type { ReactNode } from 'react';
import type { DecidingTick } from '@common/api/trade';
import { priceText, timeText } from './order-format';
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
