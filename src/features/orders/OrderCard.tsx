import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ForexOrder } from '@common/api/trade';
import { ORDER_STATUS, SIDE } from '@common/contract';
import { Button, cx } from '@/ui';
import { moneyText, priceText, profitText, timeText } from './order-format';
import styles from './OrderCard.module.css';
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
 * One order: instrument, direction, multiple and profit, then lots, prices and stops. Tapping it opens the detail;
 * a holding order has close and stop buttons, a dealing one a cancel button.
 */
export function OrderCard({ order, tag, onOpen, onClose, onStops, onCancel }: OrderCardProps) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const precision = order.ForexTradeLists.PricePrecision;
  const profit = profitText(order.FactProfits, tag);
  const buy = order.OrderType === SIDE.buy;
  const price = (value: string) => <span dir="ltr">{priceText(value, precision, tag)}</span>;
  const dealing = order.Status === ORDER_STATUS.dealing;
  const history = order.Status === ORDER_STATUS.history;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.Id}`}>
      <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
        <span className={styles.head}>
          <span className={cx(styles.side, buy ? styles.buy : styles.sell)}>{labels.side(order.OrderType)}</span>
          <span id={`order-${order.Id}`} className={styles.code}>
            {order.ForexTradeLists.ShowCode}
          </span>
          <span className={styles.multiple} dir="ltr">{`×${String(order.Multiple)}`}</span>
          {dealing ? null : (
            <span className={cx('num', styles.profit, styles[profit.tone])}>
              <span dir="ltr">{profit.text}</span>
            </span>
          )}
        </span>
        <span className={styles.figures}>
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
        </span>
      </button>
      {onClose || onStops || onCancel ? (
        <div className={styles.actions}>
          {onStops ? (
            <Button variant="secondary" size="s" onClick={onStops}>
              {t`Stop-loss / take-profit`}
            </Button>
          ) : null}
          {onClose ? (
            <Button variant="danger" size="s" onClick={onClose}>
              {t({ message: 'Close', context: 'close a position' })}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="secondary" size="s" onClick={onCancel}>
              {t({ message: 'Cancel order', context: 'cancel a pending order' })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** Closed: when it left the book; holding: when it filled (a pending order fills after it was placed); else placed. */
function when(order: ForexOrder): number {
  if (order.Status === ORDER_STATUS.dealing) return order.CreateTimeHandler;
  return order.CompleteTimeHandler > 0 ? order.CompleteTimeHandler : order.CreateTimeHandler;
}

function Figure({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <span className={cx(styles.figure, wide && styles.wide)}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={cx('num', styles.figureValue)}>{value}</span>
    </span>
  );
}
