import { useLingui } from '@lingui/react/macro';
import type { ForexOrder } from '@common/api/trade';
import { ORDER_STATUS, SIDE } from '@common/contract';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui';
import { moneyText, priceText, profitText, timeText } from './order-format';
import { Figure, OrderCardFrame } from './OrderCardFrame';
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
 * detail; a holding order has close and stop buttons, a dealing one a cancel button.
 */
export function OrderCard({ order, tag, onOpen, onClose, onStops, onCancel }: OrderCardProps) {
  const online = useOnline();
  const { t } = useLingui();
  const labels = useOrderLabels();
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: string) => <span dir="ltr">{priceText(value, precision, tag)}</span>;
  const dealing = order.Status === ORDER_STATUS.dealing;
  const history = order.Status === ORDER_STATUS.history;
  return (
    <OrderCardFrame
      id={order.Id}
      badge={{ text: labels.side(order.OrderType), tone: order.OrderType === SIDE.buy ? 'up' : 'down' }}
      code={order.ForexTradeLists.ShowCode}
      extra={<span dir="ltr">{`×${String(order.Multiple)}`}</span>}
      profit={dealing ? null : profitText(order.FactProfits, tag)}
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
      <Figure label={dealing ? t`Pending price` : t`Open price`} value={price(order.OriginPrice)} />
      {dealing ? (
        <Figure label={t`Margin (USD)`} value={<span dir="ltr">{moneyText(order.CautionMoney, tag)}</span>} />
      ) : (
        <Figure label={history ? t`Close price` : t`Current price`} value={price(history ? order.Price : order.UpdatePrice)} />
      )}
      <Figure label={t`Stop-loss`} value={price(order.TargetLossPrice)} />
      <Figure label={t`Take-profit`} value={price(order.TargetProfitPrice)} />
      <Figure label={history ? t`Closed at` : dealing ? t`Placed at` : t`Opened at`} value={<bdi>{timeText(when(order), tag)}</bdi>} wide />
    </OrderCardFrame>
  );
}

/** Closed: when it left the book; holding: when it filled (a pending order fills after it was placed); else placed. */
function when(order: ForexOrder): number {
  if (order.Status === ORDER_STATUS.dealing) return order.CreateTimeHandler;
  return order.CompleteTimeHandler > 0 ? order.CompleteTimeHandler : order.CreateTimeHandler;
}
