import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { DecidingTick, ForexOrder, Slippage } from '@common/api/trade';
import { ORDER_STATUS } from '@common/contract';
import { isTrailing } from '@/shared/stop-levels';
import { TickProofSection } from '@/shared/tick-proof';
import { BottomSheet, Button } from '@/ui';
import { DetailRow, PriceValue, SlippageValue, TickValue, TimeValue } from './DetailRows';
import { moneyText, profitText } from './order-format';
import { isCancelledOrder, netProfitOf } from './order-outcome';
import styles from './OrderDetail.module.css';
import { PartialCloseForm } from './PartialCloseForm';
import { PartialCloseHistory } from './PartialCloseHistory';
import { receiptsOf } from './receipt';
import { TimeZoneNote } from './TimeZoneNote';
import { useOrderLabels } from './useOrderLabels';

interface OrderDetailProps {
  open: boolean;
  /** The order shown (kept while the sheet slides away after the order left the list). */
  order: ForexOrder | null;
  tag: string;
  onClose: () => void;
  /** Closing part of a holding position from here (issue 35): the server's answer, or its refusal. */
  partClose?: { onClosed: (answer: ForexOrder) => void; onRefused: (error: unknown) => void } | undefined;
}

/**
 * Everything about one order, and for a fill or a close the tick that decided it (its sequence number, its time in
 * the user's zone and its price) and why: the honest-settlement record the server keeps; with its receipts (the price
 * expected and the slippage met), the parts closed before, a trailing stop and a pending order's expiry (issue 35);
 * for a filled order the proof of those ticks, checked on this device, and once closed its replay (issue 37).
 */
export function OrderDetail({ open, order, tag, onClose, partClose }: OrderDetailProps) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const navigate = useNavigate();
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
  const side = order.OrderType;
  const slippage = (value: Slippage, at: 'open' | 'close') => (
    <SlippageValue slippage={value} side={side} at={at} precision={precision} tag={tag} />
  );
  const trailing = isTrailing(order);
  // Lots at the open beside the lots left, once a part was closed.
  const receipts = receiptsOf(order);
  const split = receipts.parts.length > 0;
  const openReceipt = order.OpenTick !== null;
  const closeReceipt = closed && order.CloseTick !== null;
  const anySlippage =
    (openReceipt && receipts.open !== null) ||
    (closeReceipt && receipts.close !== null) ||
    receipts.parts.some((part) => part.Slippage !== null);
  const expiry = dealing || (cancelled && order.ExpireAt > 0);
  return (
    <BottomSheet open={open} onClose={onClose} title={t`Order details: ${name}`}>
      <dl className={styles.list}>
        <DetailRow label={t`Order number`} value={<span dir="ltr">{order.Id}</span>} />
        {cancelled ? <DetailRow label={t`Status`} value={t({ message: 'Cancelled', context: 'order close reason' })} /> : null}
        <DetailRow label={t`Direction`} value={labels.side(order.OrderType)} />
        {split ? (
          <>
            <DetailRow label={t`Lots opened`} value={<span dir="ltr">{order.OpenedQuantity}</span>} />
            <DetailRow label={closed ? t`Lots at the final close` : t`Lots still open`} value={<span dir="ltr">{order.Quantity}</span>} />
          </>
        ) : (
          <DetailRow label={t`Lots`} value={<span dir="ltr">{order.Quantity}</span>} />
        )}
        <DetailRow label={t({ message: 'Multiple', context: 'leverage' })} value={<span dir="ltr">{`×${String(order.Multiple)}`}</span>} />
        <DetailRow label={dealing || cancelled ? t`Pending price` : t`Open price`} value={price(order.OriginPrice)} />
        {closed ? <DetailRow label={t`Close price`} value={price(order.Price)} /> : null}
        {holding ? <DetailRow label={t`Current price`} value={price(order.UpdatePrice)} /> : null}
        {holding ? <DetailRow label={t`Profit (USD)`} value={signed(order.FactProfits)} /> : null}
        {closed ? <DetailRow label={t`Profit before fees (USD)`} value={signed(order.FactProfits)} /> : null}
        <DetailRow label={feeRefunded ? t`Fee refunded (USD)` : t`Fee (USD)`} value={money(order.TradeFee)} />
        {closed ? <DetailRow label={t`Profit after fees (USD)`} value={signed(netProfitOf(order))} /> : null}
        <DetailRow label={t`Margin (USD)`} value={money(order.CautionMoney)} />
        {trailing ? (
          <>
            <DetailRow label={t`Trailing stop-loss`} value={price(order.TargetLossPrice)} />
            <DetailRow label={t`Trailing distance`} value={price(order.TrailingDistance)} />
          </>
        ) : (
          <DetailRow label={t`Stop-loss`} value={price(order.TargetLossPrice)} />
        )}
        <DetailRow label={t`Take-profit`} value={price(order.TargetProfitPrice)} />
        {expiry ? <DetailRow label={t`Expires`} value={order.ExpireAt > 0 ? time(order.ExpireAt) : t`Good till cancelled`} /> : null}
        <DetailRow label={t`Placed at`} value={time(order.CreateTimeHandler)} />
        {order.OpenReason ? <DetailRow label={t`Opened by`} value={labels.openReason(order.OpenReason)} /> : null}
        {order.OpenTick ? <DetailRow label={t`Opening tick`} value={tick(order.OpenTick)} /> : null}
        {openReceipt && receipts.seen ? <DetailRow label={t`Expected open price`} value={price(receipts.seen)} /> : null}
        {openReceipt && receipts.open ? <DetailRow label={t`Open slippage`} value={slippage(receipts.open, 'open')} /> : null}
        {closed ? <DetailRow label={t`Closed at`} value={time(order.CompleteTimeHandler)} /> : null}
        {cancelled ? <DetailRow label={t`Cancelled at`} value={time(order.CompleteTimeHandler)} /> : null}
        {closeReason ? <DetailRow label={t`Close reason`} value={labels.closeReason(closeReason)} /> : null}
        {closed && order.CloseTick ? <DetailRow label={t`Closing tick`} value={tick(order.CloseTick)} /> : null}
        {closeReceipt && receipts.closeSeen ? <DetailRow label={t`Expected close price`} value={price(receipts.closeSeen)} /> : null}
        {closeReceipt && receipts.close ? <DetailRow label={t`Close slippage`} value={slippage(receipts.close, 'close')} /> : null}
      </dl>
      {trailing && holding ? (
        <p className={styles.note}>{t`The server moves the trailing stop-loss as the price moves your way.`}</p>
      ) : null}
      <PartialCloseHistory order={order} parts={receipts.parts} tag={tag} />
      {holding && partClose ? <PartialCloseForm order={order} onClosed={partClose.onClosed} onRefused={partClose.onRefused} /> : null}
      {holding || closed ? (
        <TickProofSection
          trade={{ order_id: order.Id }}
          revision={`${String(order.Status)}-${String(receipts.parts.length)}`}
          enabled={open}
          precision={precision}
          tag={tag}
        >
          {closed ? (
            <Button variant="secondary" size="s" onClick={() => void navigate({ to: '/mine/replay', search: { order_id: order.Id } })}>
              {t`Replay`}
            </Button>
          ) : null}
        </TickProofSection>
      ) : null}
      {anySlippage ? (
        <p className={styles.note}>{t`Slippage: the deciding tick's distance from the expected price; + is in your favour.`}</p>
      ) : null}
      {order.OpenTick || order.CloseTick ? <p className={styles.note}>{t`Ticks are numbered by the market feed.`}</p> : null}
      <TimeZoneNote className={styles.note} />
    </BottomSheet>
  );
}
