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
import { Badge, Button, EmptyState, PullToRefresh, RecordRow, SkeletonCards } from '@/ui';
import { FollowPage } from './FollowPage';
import { PeriodStatsCard } from './PeriodStatsCard';
import { traderQuery } from './queries';
import { TraderFollowButton } from './TraderFollowButton';
import { TraderFollowersCard } from './TraderFollowersCard';
import { TraderSummary } from './TraderSummary';
import { useFollowFormat } from './useFollowFormat';
import { useSignedIn } from './useSignedIn';
import styles from './Follow.module.css';

/**
 * /follow/trader?id: a trader's card, the follow button (or why it is off), followers and risk, statistics and the
 * equity chart per period, and the latest closed orders.
 */
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
  const minOrders = RANK_MIN_CLOSED_ORDERS;
  const minDays = RANK_MIN_ACTIVE_DAYS;
  const computed = timeText(trader.computed_at, format.tag);
  // The statistics job has not run yet for this trader: no time to tell.
  const updated = trader.computed_at > 0 ? t`Updated ${computed}.` : t`Not computed yet.`;

  return (
    <>
      <TraderSummary trader={trader} />
      {own ? null : <TraderFollowButton trader={trader} onFollow={() => signedIn({ to: '/follow/submit', search: { id: trader.id } })} />}
      <TraderFollowersCard trader={trader} />
      <PeriodStatsCard
        stats={trader.stats}
        badge={trader.ranked ? <Badge tone="good">{t`Ranked`}</Badge> : null}
        footer={
          <p className={styles.hint}>
            {trader.ranked
              ? t`Returns are time-weighted: deposits and withdrawals do not change them.`
              : t`Not ranked yet: the ranking needs at least ${minOrders} closed orders on ${minDays} different days in three weeks.`}{' '}
            {updated}
          </p>
        }
      />
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
