import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { MICRO_STATUS, percentOfRatio } from '@common/micro';
import { TickProofSection } from '@/shared/tick-proof';
import { BottomSheet, Button } from '@/ui';
import { DetailRow, PriceValue, TickValue, TimeValue } from './DetailRows';
import { liveMicroProfit, type ListedMicroOrder } from './micro-orders';
import { moneyText, profitText } from './order-format';
import styles from './OrderDetail.module.css';
import { useLivePrice } from './useLivePrice';
import { useOrderLabels } from './useOrderLabels';
import { useSecondsLeft } from './useSecondsLeft';

interface MicroOrderDetailProps {
  open: boolean;
  /** The order shown (kept while the sheet slides away after the order left the list). */
  order: ListedMicroOrder | null;
  tag: string;
  lossLevel: number;
  onClose: () => void;
}

/**
 * Everything about one option order: while it runs, its countdown and expected profit at the live price; once
 * settled, its result and the tick that decided it (the first at or after expiry), beside the tick it opened at; the
 * proof of those ticks, checked on this device, and once settled its replay (issue 37).
 */
export function MicroOrderDetail({ order, ...props }: MicroOrderDetailProps) {
  return order ? <MicroOrderSheet order={order} {...props} /> : null;
}

function MicroOrderSheet({ open, order, tag, lossLevel, onClose }: MicroOrderDetailProps & { order: ListedMicroOrder }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const navigate = useNavigate();
  const left = useSecondsLeft(order.dueAt);
  const current = useLivePrice(order.ForexTradeList.Id);
  const precision = order.ForexTradeList.PricePrecision;
  const price = (value: string) => <PriceValue value={value} precision={precision} tag={tag} />;
  const running = order.Status === MICRO_STATUS.running;
  const expected = running ? liveMicroProfit(order, current, lossLevel) : null;
  const profit = profitText(running ? (expected ?? '--') : order.FactProfits, tag);
  const name = order.ForexTradeList.ShowCode;
  return (
    <BottomSheet open={open} onClose={onClose} title={t`Order details: ${name}`}>
      <dl className={styles.list}>
        <DetailRow label={t`Order number`} value={<span dir="ltr">{order.Id}</span>} />
        <DetailRow label={t`Direction`} value={labels.direction(order.Type)} />
        <DetailRow label={t`Amount (USD)`} value={<span dir="ltr">{moneyText(order.Number, tag)}</span>} />
        <DetailRow label={t`Expiry`} value={labels.seconds(order.Seconds)} />
        <DetailRow label={t`Payout`} value={<span dir="ltr">{`${percentOfRatio(order.ProfitRatio)}%`}</span>} />
        <DetailRow label={t`Open price`} value={price(order.OpenPrice)} />
        {running ? (
          <DetailRow label={t`Current price`} value={current === null ? '--' : price(current)} />
        ) : (
          <DetailRow label={t`End price`} value={price(order.EndPrice)} />
        )}
        <DetailRow
          label={running ? t`Expected profit (USD)` : t`Result (USD)`}
          value={
            <span dir="ltr" className={styles[profit.tone]}>
              {profit.text}
            </span>
          }
        />
        <DetailRow label={t`Placed at`} value={<TimeValue ms={order.CreatedAtST} tag={tag} />} />
        {running ? <DetailRow label={t`Time left`} value={labels.seconds(left)} /> : null}
        <DetailRow label={running ? t`Expires at` : t`Settled at`} value={<TimeValue ms={order.CompleteAtST} tag={tag} />} />
        <DetailRow label={t`Opening tick`} value={<TickValue tick={order.OpenTick} precision={precision} tag={tag} />} />
        {order.EndTick ? (
          <DetailRow label={t`Deciding tick`} value={<TickValue tick={order.EndTick} precision={precision} tag={tag} />} />
        ) : null}
      </dl>
      {/* An option is settled on its opening tick from the start: its proof is there while it runs too. */}
      <TickProofSection trade={{ micro_id: order.Id }} revision={String(order.Status)} enabled={open} precision={precision} tag={tag}>
        {running ? null : (
          <Button variant="secondary" size="s" onClick={() => void navigate({ to: '/mine/replay', search: { micro_id: order.Id } })}>
            {t`Replay`}
          </Button>
        )}
      </TickProofSection>
      <p className={styles.note}>
        {running
          ? t`The first tick at or after expiry decides the result. Ticks are numbered by the market feed; times are in your time zone.`
          : t`Ticks are numbered by the market feed; times are in your time zone.`}
      </p>
    </BottomSheet>
  );
}
