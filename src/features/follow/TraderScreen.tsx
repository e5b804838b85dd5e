import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { TraderClosedOrder, TraderDetail } from '@common/api/follow';
import { RANK_MIN_ACTIVE_DAYS, RANK_MIN_CLOSED_ORDERS } from '@common/follow';
import { SIDE } from '@common/contract';
import { priceText, timeText } from '@/lib/order-text';
import { useSessionToken } from '@/lib/query';
import { currentUserAtom } from '@/lib/session';
import { localeAtom } from '@/lib/store';
import { Badge, Button, Card, EmptyState, PullToRefresh, RecordRow, SkeletonCards } from '@/ui';
import { EquityChart } from './EquityChart';
import { FollowPage } from './FollowPage';
import { traderQuery } from './queries';
import { Stat } from './Stat';
import { TraderSummary } from './TraderSummary';
import { useFollowFormat } from './useFollowFormat';
import { useSignedIn } from './useSignedIn';
import styles from './Follow.module.css';

/** /follow/trader?id: a trader's card, statistics over three weeks, equity chart and latest closed orders. */
export function TraderScreen({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const trader = useQuery({ ...traderQuery(token, id ?? 0, useAtomValue(localeAtom)), enabled: id !== undefined });
  return (
    <FollowPage title={t`Trader`}>
      <PullToRefresh onRefresh={() => trader.refetch()}>
        <div className={styles.page}>
          {id === undefined || trader.isError ? (
            <EmptyState
              title={t`This trader is not available`}
              action={
                id === undefined ? undefined : (
                  <Button variant="secondary" size="s" onClick={() => void trader.refetch()}>
                    {t`Try again`}
                  </Button>
                )
              }
            />
          ) : trader.data ? (
            <TraderBody trader={trader.data} />
          ) : (
            <SkeletonCards count={3} />
          )}
        </div>
      </PullToRefresh>
    </FollowPage>
  );
}

function TraderBody({ trader }: { trader: TraderDetail }) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const user = useAtomValue(currentUserAtom);
  const format = useFollowFormat();
  const own = user?.id === trader.user_id;
  const threeWeeks = format.rate(trader.three_week_rate);
  const total = format.rate(trader.total_rate);
  const profit = format.profit(trader.three_week_profit);
  const followersProfit = format.profit(trader.followers_profit);
  const minOrders = RANK_MIN_CLOSED_ORDERS;
  const minDays = RANK_MIN_ACTIVE_DAYS;
  const computed = timeText(trader.computed_at, format.tag);
  // The statistics job has not run yet for this trader: no time to tell.
  const updated = trader.computed_at > 0 ? t`Updated ${computed}.` : t`Not computed yet.`;

  return (
    <>
      <TraderSummary trader={trader} />
      {own ? null : (
        <Button
          block
          variant={trader.is_followed ? 'secondary' : 'primary'}
          onClick={() => signedIn({ to: '/follow/submit', search: { id: trader.id } })}
        >
          {trader.is_followed ? t`Following: change settings` : t`Follow`}
        </Button>
      )}
      <Card aria-label={t`Statistics`}>
        <div className={styles.badges}>
          <h2 className={styles.sectionTitle}>{t`Last three weeks`}</h2>
          {trader.ranked ? <Badge tone="good">{t`Ranked`}</Badge> : null}
        </div>
        <div className={styles.stats}>
          <Stat label={t`Return`} value={threeWeeks.text} tone={threeWeeks.tone} testId="three-week-rate" />
          <Stat label={t`Win rate`} value={format.share(trader.three_week_win)} />
          <Stat label={t`Profit`} value={profit.text} tone={profit.tone} />
          <Stat label={t`Max drawdown`} value={format.share(trader.max_drawdown)} />
          <Stat label={t`Active days`} value={trader.active_days} />
          <Stat label={t`Total return`} value={total.text} tone={total.tone} />
          <Stat label={t`Closed orders`} value={trader.total_trade_num} />
          <Stat label={t`Followers`} value={trader.follow_num} />
          <Stat label={t`Followers' profit`} value={followersProfit.text} tone={followersProfit.tone} />
        </div>
        <EquityChart points={trader.equity} label={t`Equity over the last three weeks, deposits and withdrawals left out`} />
        <p className={styles.hint}>
          {trader.ranked
            ? t`Returns are time-weighted: deposits and withdrawals do not change them.`
            : t`Not ranked yet: the ranking needs at least ${minOrders} closed orders on ${minDays} different days in three weeks.`}{' '}
          {updated}
        </p>
      </Card>
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders" className={styles.sectionTitle}>
          {t`Latest closed orders`}
        </h2>
        {trader.recent_orders.length === 0 ? (
          <EmptyState title={t`No closed orders yet`} compact />
        ) : (
          <div className={styles.list}>
            {trader.recent_orders.map((order) => (
              <ClosedOrderRow key={order.Id} order={order} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

function ClosedOrderRow({ order }: { order: TraderClosedOrder }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const profit = format.profit(order.FactProfits);
  const precision = order.ForexTradeLists.PricePrecision;
  const side =
    order.OrderType === SIDE.buy ? t({ message: 'Buy', context: 'order direction' }) : t({ message: 'Sell', context: 'order direction' });
  const lots = order.Quantity;
  const open = priceText(order.OriginPrice, precision, format.tag);
  const close = priceText(order.Price, precision, format.tag);
  return (
    <RecordRow value={profit.text} valueClassName={styles[profit.tone]} data-testid="trader-order">
      <span className={styles.name}>
        {order.ForexTradeLists.ShowCode} · {side} · <bdi dir="ltr">{`×${String(order.Multiple)}`}</bdi>
      </span>
      <span className={styles.meta}>
        {t`${lots} lots`} · <bdi dir="ltr">{`${open} → ${close}`}</bdi>
      </span>
      <span className={styles.meta}>
        <bdi>{timeText(order.CompleteTimeHandler, format.tag)}</bdi>
      </span>
    </RecordRow>
  );
}
