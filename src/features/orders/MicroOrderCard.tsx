import { useLingui } from '@lingui/react/macro';
import { MICRO_DIRECTION, MICRO_STATUS, percentOfRatio } from '@common/micro';
import { liveMicroProfit, type ListedMicroOrder } from './micro-orders';
import { moneyText, priceText, profitText, timeText } from './order-format';
import { Figure, OrderCardFrame } from './OrderCardFrame';
import { useLivePrice } from './useLivePrice';
import { useOrderLabels } from './useOrderLabels';
import { useSecondsLeft } from './useSecondsLeft';

interface MicroOrderCardProps {
  order: ListedMicroOrder;
  tag: string;
  /** micro_loss_level, for the expected profit of a running order. */
  lossLevel: number;
  onOpen: () => void;
}

/** One option order: running, it counts down and values itself at the live price; closed, it shows its result. */
export function MicroOrderCard(props: MicroOrderCardProps) {
  return props.order.Status === MICRO_STATUS.running ? <RunningCard {...props} /> : <ClosedCard {...props} />;
}

function RunningCard({ order, tag, lossLevel, onOpen }: MicroOrderCardProps) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const left = useSecondsLeft(order.dueAt);
  const current = useLivePrice(order.ForexTradeList.Id);
  const expected = liveMicroProfit(order, current, lossLevel);
  const precision = order.ForexTradeList.PricePrecision;
  return (
    <OrderCardFrame
      id={order.Id}
      badge={{ text: labels.direction(order.Type), tone: order.Type === MICRO_DIRECTION.up ? 'up' : 'down' }}
      code={order.ForexTradeList.ShowCode}
      extra={labels.seconds(order.Seconds)}
      profit={expected === null ? null : profitText(expected, tag)}
      onOpen={onOpen}
    >
      <Figure label={t`Amount (USD)`} value={<span dir="ltr">{moneyText(order.Number, tag)}</span>} />
      <Figure label={t`Open price`} value={<span dir="ltr">{priceText(order.OpenPrice, precision, tag)}</span>} />
      <Figure label={t`Current price`} value={<span dir="ltr">{current === null ? '--' : priceText(current, precision, tag)}</span>} />
      <Figure label={t`Payout`} value={<span dir="ltr">{`${percentOfRatio(order.ProfitRatio)}%`}</span>} />
      <Figure label={t`Time left`} value={labels.seconds(left)} />
      <Figure label={t`Placed at`} value={<bdi>{timeText(order.CreatedAtST, tag)}</bdi>} wide />
    </OrderCardFrame>
  );
}

function ClosedCard({ order, tag, onOpen }: MicroOrderCardProps) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const precision = order.ForexTradeList.PricePrecision;
  return (
    <OrderCardFrame
      id={order.Id}
      badge={{ text: labels.direction(order.Type), tone: order.Type === MICRO_DIRECTION.up ? 'up' : 'down' }}
      code={order.ForexTradeList.ShowCode}
      extra={labels.seconds(order.Seconds)}
      profit={profitText(order.FactProfits, tag)}
      onOpen={onOpen}
    >
      <Figure label={t`Amount (USD)`} value={<span dir="ltr">{moneyText(order.Number, tag)}</span>} />
      <Figure label={t`Open price`} value={<span dir="ltr">{priceText(order.OpenPrice, precision, tag)}</span>} />
      <Figure label={t`End price`} value={<span dir="ltr">{priceText(order.EndPrice, precision, tag)}</span>} />
      <Figure label={t`Payout`} value={<span dir="ltr">{`${percentOfRatio(order.ProfitRatio)}%`}</span>} />
      <Figure label={t`Expiry`} value={labels.seconds(order.Seconds)} />
      <Figure label={t`Settled at`} value={<bdi>{timeText(order.CompleteAtST, tag)}</bdi>} wide />
    </OrderCardFrame>
  );
}
