import { useLingui } from '@lingui/react/macro';
import type { ForexOrder } from '@common/api/trade';
import { ORDER_STATUS, SIDE } from '@common/contract';
import { useOnline } from '@/lib/useOnline';
import { isTrailing } from '@/shared/stop-levels';
import { Button } from '@/ui';
import { moneyText, priceText, profitText, timeText } from './order-format';
import { Figure, OrderCardFrame } from './OrderCardFrame';
import { isCancelledOrder, netProfitOf } from './order-outcome';
import { useOrderLabels } from './useOrderLabels';

interface OrderCardProps {
  order: ForexOrder;
  tag: string;
  onOpen: () => void;
  onClose?: () => void;
  onStops?: () => void;
  onCancel?: () => void;
}

/**
 * One contract order: instrument, direction, multiple and profit, then lots, prices and stops. Tapping it opens the
 * detail; a holding order has close and stop buttons, a dealing one a cancel button. A closed order shows its
 * profit after its fee, and the fee; a cancelled one says so, with the price it waited for and no profit.
 */
export function OrderCard({ order, tag, onOpen, onClose, onStops, onCancel }: OrderCardProps) {
  const online = useOnline();
  const { t } = useLingui();
  const labels = useOrderLabels();
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: string) => <span dir="ltr">{priceText(value, precision, tag)}</span>;
  const dealing = order.Status === ORDER_STATUS.dealing;
  const cancelled = isCancelledOrder(order);
  const closed = order.Status === ORDER_STATUS.history && !cancelled;
  const profit = dealing || cancelled ? null : profitText(closed ? netProfitOf(order) : order.FactProfits, tag);
  const timeLabel = cancelled ? t`Cancelled at` : closed ? t`Closed at` : dealing ? t`Placed at` : t`Opened at`;
  return (
    <OrderCardFrame
      id={order.Id}
      badge={{ text: labels.side(order.OrderType), tone: order.OrderType === SIDE.buy ? 'up' : 'down' }}
      code={order.ForexTradeLists.ShowCode}
      extra={<span dir="ltr">{`×${String(order.Multiple)}`}</span>}
      profit={profit}
      {...(cancelled ? { state: t({ message: 'Cancelled', context: 'order close reason' }) } : {})}
      onOpen={onOpen}
      actions={
        onClose || onStops || onCancel ? (
          <>
            {onStops ? (
              <Button variant="secondary" size="s" disabled={!online} onClick={onStops}>
                {t`Stop-loss / take-profit`}
              </Button>
            ) : null}
            {onClose ? (
              <Button variant="danger" size="s" disabled={!online} onClick={onClose}>
                {t({ message: 'Close', context: 'close a position' })}
              </Button>
            ) : null}
            {onCancel ? (
              <Button variant="secondary" size="s" disabled={!online} onClick={onCancel}>
                {t({ message: 'Cancel order', context: 'cancel a pending order' })}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      <Figure label={t`Lots`} value={<span dir="ltr">{order.Quantity}</span>} />
      <Figure label={dealing || cancelled ? t`Pending price` : t`Open price`} value={price(order.OriginPrice)} />
      {dealing ? (
        <Figure label={t`Margin (USD)`} value={<span dir="ltr">{moneyText(order.CautionMoney, tag)}</span>} />
      ) : cancelled ? null : (
        <Figure label={closed ? t`Close price` : t`Current price`} value={price(closed ? order.Price : order.UpdatePrice)} />
      )}
      {isTrailing(order) ? (
        <>
          {/* A trailing stop: its level now (the server moves it; a push reloads the tab) and its distance. */}
          <Figure label={t`Trailing stop-loss`} value={price(order.TargetLossPrice)} />
          <Figure label={t`Trailing distance`} value={price(order.TrailingDistance)} />
        </>
      ) : (
        <Figure label={t`Stop-loss`} value={price(order.TargetLossPrice)} />
      )}
      <Figure label={t`Take-profit`} value={price(order.TargetProfitPrice)} />
      {closed ? <Figure label={t`Fee (USD)`} value={<span dir="ltr">{moneyText(order.TradeFee, tag)}</span>} /> : null}
      <Figure label={timeLabel} value={<bdi>{timeText(when(order), tag)}</bdi>} wide />
    </OrderCardFrame>
  );
}

/** Closed: when it left the book; holding: when it filled (a pending order fills after it was placed); else placed. */
function when(order: ForexOrder): number {
  if (order.Status === ORDER_STATUS.dealing) return order.CreateTimeHandler;
  return order.CompleteTimeHandler > 0 ? order.CompleteTimeHandler : order.CreateTimeHandler;
}
