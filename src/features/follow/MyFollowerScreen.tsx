import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Follower } from '@common/api/follow';
import { ORDER_STATUS } from '@common/contract';
import { infiniteListProps, usePagedQuery, useSessionToken } from '@/lib/query';
import { currentUserAtom } from '@/lib/session';
import { Button, Card, EmptyState, InfiniteList, PullToRefresh, SkeletonCards, SkeletonRows } from '@/ui';
import { Avatar } from './Avatar';
import { CopiesSheet, type CopiesSheetProps } from './CopiesSheet';
import { isolate, multipleText } from './follow-format';
import { followersRules } from './followers-list';
import { FollowPage } from './FollowPage';
import { ListEmpty } from './ListEmpty';
import { followersQuery } from './queries';
import { Stat } from './Stat';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

const idOf = (follower: Follower) => follower.follow_id;

/** /follow/my-follower: a trader's followers with the summary; a follower opens the copies of their follow. */
export function MyFollowerScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useAtomValue(currentUserAtom);
  const token = useSessionToken();
  // Only a trader has followers to ask for.
  const paged = usePagedQuery({ ...followersQuery(token), enabled: token !== null && me?.is_trader === 1 }, followersRules);
  const format = useFollowFormat();
  const [copies, setCopies] = useState<CopiesSheetProps['shown']>(null);
  const { summary } = paged.list;

  if (me?.is_trader !== 1) {
    return (
      <FollowPage title={t`My followers`}>
        <EmptyState
          title={t`Only traders have followers`}
          action={<Button onClick={() => void navigate({ to: '/follow/trader-apply' })}>{t`Become a trader`}</Button>}
        />
      </FollowPage>
    );
  }

  const total = summary ? format.profit(summary.total_profits) : null;
  const floating = summary ? format.profit(summary.position_profits) : null;
  return (
    <FollowPage title={t`My followers`}>
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          {summary && total && floating ? (
            <Card aria-label={t`Summary`}>
              <div className={styles.stats}>
                <Stat label={t`Followers`} value={summary.follow_num} big testId="follower-count" />
                <Stat label={t`Their total profit`} value={total.text} tone={total.tone} />
                <Stat label={t`Their floating profit`} value={floating.text} tone={floating.tone} />
              </div>
            </Card>
          ) : paged.list.failed ? null : (
            <SkeletonCards count={1} />
          )}
          <InfiniteList
            className={paged.list.items.length > 0 ? styles.list : undefined}
            {...infiniteListProps(paged)}
            keyOf={idOf}
            skeleton={<SkeletonRows count={4} />}
            empty={
              <ListEmpty
                failed={paged.list.failed}
                title={t`No followers yet`}
                description={t`Traders with a steady record show up in the ranking, where followers find them.`}
                onRetry={() => void paged.refresh()}
              />
            }
            renderItem={(follower) => (
              <FollowerRow
                follower={follower}
                onOpen={() =>
                  setCopies({
                    of: { traderUserId: me.id, followerUserId: follower.follower_user_id },
                    tab: ORDER_STATUS.holding,
                    title: t`Copies of ${isolate(follower.nickname)}`,
                    counts: null,
                  })
                }
              />
            )}
          />
        </div>
      </PullToRefresh>
      <CopiesSheet shown={copies} canClose={false} onClose={() => setCopies(null)} />
    </FollowPage>
  );
}

function FollowerRow({ follower, onOpen }: { follower: Follower; onOpen: () => void }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const profit = format.profit(follower.total_profits);
  const rate = format.rate(follower.profitability);
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-testid="follower-row">
      <Avatar src={follower.avatar} nickname={follower.nickname} size={40} />
      <span className={styles.personText}>
        <span className={styles.name}>
          <bdi>{follower.nickname}</bdi>
        </span>
        <span className={styles.meta}>
          {t`Copy ratio`} <bdi dir="ltr">{multipleText(follower.multiple)}</bdi> · {t`Open copies`}{' '}
          <bdi dir="ltr">{follower.position_num}</bdi>
        </span>
      </span>
      <span className={styles.rowEnd}>
        <span className={`num ${styles[profit.tone]}`} dir="ltr">
          {profit.text}
        </span>
        <span className={`num ${styles.meta}`} dir="ltr">
          {rate.text}
        </span>
      </span>
    </button>
  );
}
