import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FollowOrder } from '@common/api/follow';
import { ORDER_STATUS, SIDE } from '@common/contract';
import { priceText, timeText } from '@/lib/order-text';
import { Badge, Button, cx } from '@/ui';
import { isCloseReason, useReasonWords } from '@/shared/order-reasons';
import { useFollowFormat } from './useFollowFormat';
import line from '@/ui/TradeLine.module.css';
import styles from './CopyCard.module.css';

/** One copy of a trader's order: direction, instrument, leverage and live profit, then lots, prices, times and, once
 * closed, why (a copy stop-loss among the reasons). */
export function CopyCard({ copy, onClose }: { copy: FollowOrder; onClose?: () => void }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const reasons = useReasonWords();
  const profit = format.profit(copy.FactProfits);
  const precision = copy.ForexTradeLists.PricePrecision;
  const price = (value: string) => <bdi dir="ltr">{priceText(value, precision, format.tag)}</bdi>;
  const history = copy.Status === ORDER_STATUS.history;
  const buy = copy.OrderType === SIDE.buy;
  return (
    <article className={styles.card} data-testid="copy-card" aria-labelledby={`copy-${String(copy.Id)}`}>
      <div className={line.head}>
        <span className={cx(line.side, buy ? line.buy : line.sell)}>
          {buy ? t({ message: 'Buy', context: 'order direction' }) : t({ message: 'Sell', context: 'order direction' })}
        </span>
        <span id={`copy-${String(copy.Id)}`} className={line.code}>
          {copy.ForexTradeLists.ShowCode}
        </span>
        <span className={line.multiple} dir="ltr">{`×${String(copy.Multiple)}`}</span>
        <span className={cx('num', line.profit, line[profit.tone])} data-testid="copy-profit">
          <bdi dir="ltr">{profit.text}</bdi>
        </span>
      </div>
      <div className={line.figures}>
        <Figure label={t`Lots`} value={<bdi dir="ltr">{copy.Quantity}</bdi>} />
        <Figure label={t`Open price`} value={price(copy.OriginPrice)} />
        <Figure label={history ? t`Close price` : t`Current price`} value={price(history ? copy.Price : copy.UpdatePrice)} />
        <Figure
          label={history ? t`Closed at` : t`Opened at`}
          value={<bdi>{timeText(history ? copy.CompleteTimeHandler : copy.CreateTimeHandler, format.tag)}</bdi>}
          wide
        />
        {history && copy.CloseReason !== null && isCloseReason(copy.CloseReason) ? (
          <Figure label={t`Close reason`} value={reasons.closeReason(copy.CloseReason)} wide />
        ) : null}
      </div>
      {copy.CopiedOpen === 1 ? (
        <div className={styles.foot}>
          <Badge>{t`Copied open position`}</Badge>
        </div>
      ) : null}
      {!history && copy.Following === 0 ? (
        <div className={styles.foot}>
          <Badge tone="waiting">{t`No longer closes with the trader`}</Badge>
        </div>
      ) : null}
      {onClose ? (
        <div className={styles.foot}>
          <Button variant="danger" size="s" onClick={onClose}>
            {t({ message: 'Close', context: 'close a position' })}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function Figure({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <span className={cx(line.figure, wide && line.wide)}>
      <span className={line.figureLabel}>{label}</span>
      <span className={cx('num', line.figureValue)}>{value}</span>
    </span>
  );
}
