import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { FollowedTrader } from '@common/api/follow';
import { ORDER_STATUS } from '@common/contract';
import { idListRules, infiniteListProps, usePagedQuery, useSessionToken, type IdList } from '@/lib/query';
import { currentUserAtom } from '@/lib/session';
import { localeAtom } from '@/lib/store';
import { Button, EmptyState, InfiniteList, PullToRefresh, SkeletonCards } from '@/ui';
import { CancelFollowDialog } from './CancelFollowDialog';
import { CloseCopiesDialog, type CloseCopiesAsked } from './CloseCopiesDialog';
import { CopiesSheet, type CopiesSheetProps, type CopiesTab } from './CopiesSheet';
import { FollowedCard } from './FollowedCard';
import { isolate } from './follow-format';
import { FollowPage } from './FollowPage';
import { ListEmpty } from './ListEmpty';
import { followedQuery } from './queries';
import { SkipsSheet } from './SkipsSheet';
import { useCloseFollowCopies } from './useCloseFollowCopies';
import { useCopiesClosedToast } from './useCopiesClosedToast';
import { useFollowActions } from './useFollowActions';
import styles from './Follow.module.css';
import type { Page } from '@common/api/page';

const idOf = (followed: FollowedTrader) => followed.follow_id;

/** /follow/follow-list: the traders the user follows, their copies' profit, counts that open the order drawer. */
export function FollowListScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSessionToken();
  const me = useAtomValue(currentUserAtom);
  const rules = useMemo(() => idListRules(idOf), []);
  const paged = usePagedQuery<IdList<FollowedTrader>, Page<FollowedTrader>>(followedQuery(token, useAtomValue(localeAtom)), rules);
  const actions = useFollowActions();
  const [copiesOf, setCopiesOf] = useState<{ followId: number; tab: CopiesTab } | null>(null);
  const [skips, setSkips] = useState<{ traderId: number; title: string } | null>(null);
  const [stopping, setStopping] = useState<FollowedTrader | null>(null);
  const [closingCopies, setClosingCopies] = useState<(CloseCopiesAsked & { traderId: number }) | null>(null);
  const closeCopies = useCloseFollowCopies(closingCopies?.of ?? null);
  const copiesClosedToast = useCopiesClosedToast();

  // The drawer's counts follow the card's, which pushes keep current.
  const shownFollow = copiesOf ? paged.list.items.find((followed) => followed.follow_id === copiesOf.followId) : undefined;
  const copies: CopiesSheetProps['shown'] =
    copiesOf && shownFollow && me
      ? {
          of: { traderUserId: shownFollow.trader.user_id, followerUserId: me.id },
          tab: copiesOf.tab,
          title: t`Copies of ${isolate(shownFollow.trader.nickname)}`,
          counts: { holding: shownFollow.position_num, history: shownFollow.closed_num },
        }
      : null;

  const stop = () => {
    if (!stopping) return;
    actions
      .stop(stopping.trader.id)
      .then(() => paged.refresh())
      .catch(() => undefined)
      .finally(() => setStopping(null));
  };

  const askCloseCopies = (followed: FollowedTrader) => {
    if (!me) return;
    const of = { traderUserId: followed.trader.user_id, followerUserId: me.id };
    setClosingCopies({ traderId: followed.trader.id, of, nickname: followed.trader.nickname, open: followed.position_num });
  };

  const closeAll = () => {
    if (!closingCopies) return;
    closeCopies.mutate({ trader_id: closingCopies.traderId }, { onSuccess: copiesClosedToast, onSettled: () => setClosingCopies(null) });
  };

  if (token === null) {
    // A guest has no follows to load (the list's call needs a session): the way to log in, and back here after.
    return (
      <FollowPage title={t`Following`}>
        <div className={styles.page}>
          <EmptyState
            title={t`Log in to see the traders you follow`}
            action={<Button onClick={() => void navigate({ to: '/login', search: { from: '/follow/follow-list' } })}>{t`Log in`}</Button>}
          />
        </div>
      </FollowPage>
    );
  }

  return (
    <FollowPage title={t`Following`}>
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <InfiniteList
            className={styles.cards}
            {...infiniteListProps(paged)}
            keyOf={idOf}
            skeleton={<SkeletonCards count={2} />}
            empty={
              paged.list.failed ? (
                <ListEmpty failed title="" onRetry={() => void paged.refresh()} />
              ) : (
                <ListEmpty
                  failed={false}
                  title={t`You do not follow any trader yet`}
                  description={
                    <Button size="s" onClick={() => void navigate({ to: '/follow' })}>
                      {t`Find traders to copy`}
                    </Button>
                  }
                  onRetry={() => void paged.refresh()}
                />
              )
            }
            renderItem={(followed) => (
              <FollowedCard
                followed={followed}
                onOpenTrader={() => void navigate({ to: '/follow/trader', search: { id: followed.trader.id } })}
                onCopies={(tab) =>
                  setCopiesOf({ followId: followed.follow_id, tab: tab === 'holding' ? ORDER_STATUS.holding : ORDER_STATUS.history })
                }
                onSkips={() => setSkips({ traderId: followed.trader.id, title: t`Skipped copies` })}
                onSettings={() => void navigate({ to: '/follow/submit', search: { id: followed.trader.id } })}
                onStop={() => setStopping(followed)}
                onPause={() => void actions.pause(followed.trader.id).catch(() => undefined)}
                onResume={() => void actions.resume(followed.trader.id).catch(() => undefined)}
                onCloseCopies={() => askCloseCopies(followed)}
                busy={actions.busy || closeCopies.isPending}
              />
            )}
          />
        </div>
      </PullToRefresh>
      <CopiesSheet shown={copies} canClose onClose={() => setCopiesOf(null)} />
      <SkipsSheet shown={skips} onClose={() => setSkips(null)} />
      <CancelFollowDialog
        nickname={stopping?.trader.nickname ?? null}
        busy={actions.busy}
        onConfirm={stop}
        onCancel={() => setStopping(null)}
      />
      <CloseCopiesDialog asked={closingCopies} busy={closeCopies.isPending} onConfirm={closeAll} onCancel={() => setClosingCopies(null)} />
    </FollowPage>
  );
}
