import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ForexOrder, PartialClose } from '@common/api/trade';
import { DetailRow, PriceValue, SlippageValue, TickValue } from './DetailRows';
import { moneyText, profitText } from './order-format';
import styles from './OrderDetail.module.css';

/**
 * The parts of a position closed before (issue 35), oldest first: each its lots, the tick that decided it, what it
 * realised, its share of the opening fee, what it left after that, and its receipt against the price seen.
 */
export function PartialCloseHistory({ order, parts, tag }: { order: ForexOrder; parts: readonly PartialClose[]; tag: string }) {
  const { t } = useLingui();
  const headingId = useId();
  if (parts.length === 0) return null;
  const precision = order.ForexTradeLists.PricePrecision;
  const signed = (value: string) => {
    const profit = profitText(value, tag);
    return (
      <span dir="ltr" className={styles[profit.tone]}>
        {profit.text}
      </span>
    );
  };
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t`Partial closes`}
      </h3>
      <ol className={styles.parts}>
        {parts.map((part) => {
          const lots = part.Quantity;
          return (
            <li key={part.Id} aria-label={t`${lots} lots closed`}>
              <p className={styles.partTitle}>{t`${lots} lots closed`}</p>
              <dl className={styles.list}>
                <DetailRow label={t`Closing tick`} value={<TickValue tick={part.Tick} precision={precision} tag={tag} />} />
                {part.SeenPrice ? (
                  <DetailRow
                    label={t`Expected close price`}
                    value={<PriceValue value={part.SeenPrice} precision={precision} tag={tag} />}
                  />
                ) : null}
                {part.Slippage ? (
                  <DetailRow
                    label={t`Close slippage`}
                    value={<SlippageValue slippage={part.Slippage} side={order.OrderType} at="close" precision={precision} tag={tag} />}
                  />
                ) : null}
                <DetailRow label={t`Profit before fees (USD)`} value={signed(part.FactProfits)} />
                <DetailRow label={t`Fee share (USD)`} value={<span dir="ltr">{moneyText(part.TradeFee, tag)}</span>} />
                <DetailRow label={t`Profit after fees (USD)`} value={signed(part.NetProfits)} />
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
