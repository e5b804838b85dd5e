import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { RankItem } from '@common/api/follow';
import { idListRules, infiniteListProps, usePagedQuery, useSessionToken, type IdList } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import { Badge, Button, Card, cx, Dialog, EmptyState, InfiniteList, PageHeader, PullToRefresh, SkeletonCards, VisuallyHidden } from '@/ui';
import { Avatar } from './Avatar';
import { ListEmpty } from './ListEmpty';
import { rankQuery } from './queries';
import { RiskBadge } from './RiskScore';
import { Stat } from './Stat';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';
import type { Page } from '@common/api/page';

const idOf = (item: RankItem) => item.user.trader_id;

/**
 * The ranking (spec section 2, "Ranking"): a card per ranked trader with its rank number; tapping a card only shows
 * the coming-soon dialog (spec section 1); an empty list shows the coming-soon empty state.
 */
export function RankScreen() {
  const { t } = useLingui();
  const rules = useMemo(() => idListRules(idOf), []);
  const paged = usePagedQuery<IdList<RankItem>, Page<RankItem>>(rankQuery(useSessionToken(), useAtomValue(localeAtom)), rules);
  const [soon, setSoon] = useState(false);
  return (
    <>
      <PageHeader title={t`Ranking`} />
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <InfiniteList
            className={styles.cards}
            {...infiniteListProps(paged)}
            keyOf={idOf}
            skeleton={<SkeletonCards count={3} />}
            empty={
              paged.list.failed ? (
                <ListEmpty failed title="" onRetry={() => void paged.refresh()} />
              ) : (
                <EmptyState title={t`Coming soon`} description={t`The ranking will show here once traders qualify for it.`} />
              )
            }
            renderItem={(item) => <RankCard item={item} onOpen={() => setSoon(true)} />}
          />
        </div>
      </PullToRefresh>
      <Dialog
        open={soon}
        onClose={() => setSoon(false)}
        title={t`Coming soon`}
        actions={
          <Button block onClick={() => setSoon(false)}>
            {t`OK`}
          </Button>
        }
      >
        {t`Trader pages from the ranking are coming soon.`}
      </Dialog>
    </>
  );
}

function RankCard({ item, onOpen }: { item: RankItem; onOpen: () => void }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const rate = format.rate(item.three_week_rate);
  const total = format.rate(item.total_rate);
  const profit = format.profit(item.three_week_profit);
  return (
    <Card as="article" data-testid="rank-card">
      <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
        <span className={styles.person}>
          <span className={cx('num', styles.rank, item.rank <= 3 && styles.podium)}>
            <VisuallyHidden>{t`Rank`} </VisuallyHidden>
            {item.rank}
          </span>
          <Avatar src={item.user.avatar} nickname={item.user.nickname} />
          <span className={styles.personText}>
            <span className={styles.name}>
              <bdi>{item.user.nickname}</bdi>
            </span>
            <span className={styles.metaRow}>
              <span className={styles.meta}>
                <bdi dir="ltr">{item.code}</bdi> · <bdi dir="ltr">{`×${String(item.multiple)}`}</bdi>
              </span>
              {item.user.is_simulated ? <Badge>{t`Simulated`}</Badge> : null}
              <RiskBadge score={item.risk_score} />
            </span>
          </span>
        </span>
        {item.accepts_followers ? null : (
          <span className={styles.hint} data-testid="not-taking-followers">
            {t`Not taking new followers`}
          </span>
        )}
        <span className={styles.stats}>
          <Stat label={t`3-week return`} value={rate.text} tone={rate.tone} big />
          <Stat label={t`Win rate`} value={format.share(item.three_week_win)} />
          <Stat label={t`3-week profit`} value={profit.text} tone={profit.tone} />
          <Stat label={t`Total return`} value={total.text} tone={total.tone} />
          <Stat label={t`Closed orders`} value={item.total_trade_num} />
        </span>
      </button>
    </Card>
  );
}
