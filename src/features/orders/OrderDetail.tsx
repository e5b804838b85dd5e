import { useLingui } from '@lingui/react/macro';
import type { DecidingTick, ForexOrder } from '@common/api/trade';
import { ORDER_STATUS } from '@common/contract';
import { BottomSheet } from '@/ui';
import { DetailRow, PriceValue, TickValue, TimeValue } from './DetailRows';
import { moneyText, profitText } from './order-format';
import { isCancelledOrder, netProfitOf } from './order-outcome';
import styles from './OrderDetail.module.css';
import { TimeZoneNote } from './TimeZoneNote';
import { useOrderLabels } from './useOrderLabels';

interface OrderDetailProps {
  open: boolean;
  /** The order shown (kept while the sheet slides away after the order left the list). */
  order: ForexOrder | null;
  tag: string;
  onClose: () => void;
}

/**
 * Everything about one order, and for a fill or a close the tick that decided it (its sequence number, its time in
 * the user's zone and its price) and why: the honest-settlement record the server keeps.
 */
export function OrderDetail({ open, order, tag, onClose }: OrderDetailProps) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  if (!order) return null;
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: string) => <PriceValue value={value} precision={precision} tag={tag} />;
  const money = (value: string) => <span dir="ltr">{moneyText(value, tag)}</span>;
  const time = (ms: number) => <TimeValue ms={ms} tag={tag} />;
  const signed = (value: string) => {
    const profit = profitText(value, tag);
    return (
      <span dir="ltr" className={styles[profit.tone]}>
        {profit.text}
      </span>
    );
  };
  const dealing = order.Status === ORDER_STATUS.dealing;
  const cancelled = isCancelledOrder(order);
  // Closed after it filled: a close price, a profit and the fee it paid.
  const closed = order.Status === ORDER_STATUS.history && !cancelled;
  const holding = order.Status === ORDER_STATUS.holding;
  // A cancel (by the user, or by a stop-out) gives the fee back; a demo reset sets the balance instead.
  const feeRefunded = cancelled && order.CloseReason !== 'demo_reset';
  // Why it left the book; a cancel by the user is the state row already (a stop-out's or a demo reset's is not).
  const closeReason = order.Status === ORDER_STATUS.history && order.CloseReason !== 'cancelled' ? order.CloseReason : null;
  const tick = (value: DecidingTick) => <TickValue tick={value} precision={precision} tag={tag} />;
  const name = order.ForexTradeLists.ShowCode;
  return (
    <BottomSheet open={open} onClose={onClose} title={t`Order details: ${name}`}>
      <dl className={styles.list}>
        <DetailRow label={t`Order number`} value={<span dir="ltr">{order.Id}</span>} />
        {cancelled ? <DetailRow label={t`Status`} value={t({ message: 'Cancelled', context: 'order close reason' })} /> : null}
        <DetailRow label={t`Direction`} value={labels.side(order.OrderType)} />
        <DetailRow label={t`Lots`} value={<span dir="ltr">{order.Quantity}</span>} />
        <DetailRow label={t({ message: 'Multiple', context: 'leverage' })} value={<span dir="ltr">{`×${String(order.Multiple)}`}</span>} />
        <DetailRow label={dealing || cancelled ? t`Pending price` : t`Open price`} value={price(order.OriginPrice)} />
        {closed ? <DetailRow label={t`Close price`} value={price(order.Price)} /> : null}
        {holding ? <DetailRow label={t`Current price`} value={price(order.UpdatePrice)} /> : null}
        {holding ? <DetailRow label={t`Profit (USD)`} value={signed(order.FactProfits)} /> : null}
        {closed ? <DetailRow label={t`Profit before fees (USD)`} value={signed(order.FactProfits)} /> : null}
        <DetailRow label={feeRefunded ? t`Fee refunded (USD)` : t`Fee (USD)`} value={money(order.TradeFee)} />
        {closed ? <DetailRow label={t`Profit after fees (USD)`} value={signed(netProfitOf(order))} /> : null}
        <DetailRow label={t`Margin (USD)`} value={money(order.CautionMoney)} />
        <DetailRow label={t`Stop-loss`} value={price(order.TargetLossPrice)} />
        <DetailRow label={t`Take-profit`} value={price(order.TargetProfitPrice)} />
        <DetailRow label={t`Placed at`} value={time(order.CreateTimeHandler)} />
        {order.OpenReason ? <DetailRow label={t`Opened by`} value={labels.openReason(order.OpenReason)} /> : null}
        {order.OpenTick ? <DetailRow label={t`Opening tick`} value={tick(order.OpenTick)} /> : null}
        {closed ? <DetailRow label={t`Closed at`} value={time(order.CompleteTimeHandler)} /> : null}
        {cancelled ? <DetailRow label={t`Cancelled at`} value={time(order.CompleteTimeHandler)} /> : null}
        {closeReason ? <DetailRow label={t`Close reason`} value={labels.closeReason(closeReason)} /> : null}
        {closed && order.CloseTick ? <DetailRow label={t`Closing tick`} value={tick(order.CloseTick)} /> : null}
      </dl>
      {order.OpenTick || order.CloseTick ? <p className={styles.note}>{t`Ticks are numbered by the market feed.`}</p> : null}
      <TimeZoneNote className={styles.note} />
    </BottomSheet>
  );
}
