import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DecidingTick, ForexOrder } from '@common/api/trade';
import { ORDER_STATUS } from '@common/contract';
import { BottomSheet } from '@/ui';
import { moneyText, priceText, profitText, timeText } from './order-format';
import styles from './OrderDetail.module.css';
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
 * Europe/Berlin and its price) and why: the honest-settlement record the server keeps.
 */
export function OrderDetail({ open, order, tag, onClose }: OrderDetailProps) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  if (!order) return null;
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: string) => <span dir="ltr">{priceText(value, precision, tag)}</span>;
  const money = (value: string) => <span dir="ltr">{moneyText(value, tag)}</span>;
  // A date in the language's own order (right to left in Arabic), kept apart from the text around it.
  const time = (ms: number) => <bdi>{timeText(ms, tag)}</bdi>;
  const profit = profitText(order.FactProfits, tag);
  const history = order.Status === ORDER_STATUS.history;
  const dealing = order.Status === ORDER_STATUS.dealing;
  const tick = (value: DecidingTick) => (
    <span className={styles.tick}>
      <span dir="ltr">{`#${String(value.Seq)}`}</span>
      {time(value.Time)}
      {price(value.Price)}
    </span>
  );
  const name = order.ForexTradeLists.ShowCode;
  return (
    <BottomSheet open={open} onClose={onClose} title={t`Order details: ${name}`}>
      <dl className={styles.list}>
        <Row label={t`Order number`} value={<span dir="ltr">{order.Id}</span>} />
        <Row label={t`Direction`} value={labels.side(order.OrderType)} />
        <Row label={t`Lots`} value={<span dir="ltr">{order.Quantity}</span>} />
        <Row label={t({ message: 'Multiple', context: 'leverage' })} value={<span dir="ltr">{`×${String(order.Multiple)}`}</span>} />
        <Row label={dealing ? t`Pending price` : t`Open price`} value={price(order.OriginPrice)} />
        {dealing ? null : history ? (
          <Row label={t`Close price`} value={price(order.Price)} />
        ) : (
          <Row label={t`Current price`} value={price(order.UpdatePrice)} />
        )}
        {dealing ? null : (
          <Row label={t`Profit (USD)`} value={<span dir="ltr" className={styles[profit.tone]}>{profit.text}</span>} />
        )}
        <Row label={t`Margin (USD)`} value={money(order.CautionMoney)} />
        <Row label={t`Fee (USD)`} value={money(order.TradeFee)} />
        <Row label={t`Stop-loss`} value={price(order.TargetLossPrice)} />
        <Row label={t`Take-profit`} value={price(order.TargetProfitPrice)} />
        <Row label={t`Placed at`} value={time(order.CreateTimeHandler)} />
        {order.OpenReason ? <Row label={t`Opened by`} value={labels.openReason(order.OpenReason)} /> : null}
        {order.OpenTick ? <Row label={t`Opening tick`} value={tick(order.OpenTick)} /> : null}
        {history ? <Row label={t`Closed at`} value={time(order.CompleteTimeHandler)} /> : null}
        {history && order.CloseReason ? <Row label={t`Close reason`} value={labels.closeReason(order.CloseReason)} /> : null}
        {history && order.CloseTick ? <Row label={t`Closing tick`} value={tick(order.CloseTick)} /> : null}
      </dl>
      {order.OpenTick || order.CloseTick ? (
        <p className={styles.note}>{t`Ticks are numbered by the market feed; times are in Europe/Berlin.`}</p>
      ) : null}
    </BottomSheet>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
}
