import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Trader } from '@common/api/follow';
import { userInfoQuery } from '@/shared/account';
import { idListRules, infiniteListProps, usePagedQuery, useSessionToken, type IdList } from '@/lib/query';
import { currentUserAtom } from '@/lib/session';
import { localeAtom } from '@/lib/store';
import { FollowIcon, InfiniteList, PageHeader, PullToRefresh, RankIcon, SkeletonCards, UserIcon } from '@/ui';
import { ListEmpty } from './ListEmpty';
import { tradersQuery } from './queries';
import { TraderCard } from './TraderCard';
import { useSignedIn } from './useSignedIn';
import styles from './Follow.module.css';
import type { Page } from '@common/api/page';

const idOf = (trader: Trader) => trader.id;

/**
 * Copy trading's home (spec section 2, "Follow home"): the user's follows, then "become a trader" (or, for a
 * trader, "my followers"), then the traders to copy, best three-week return first.
 */
export function FollowHomeScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSessionToken();
  const signedIn = useSignedIn();
  // The role can change while the app is open (an operator approved the application): asked again on entry.
  useQuery(userInfoQuery(token));
  const user = useAtomValue(currentUserAtom);
  const rules = useMemo(() => idListRules(idOf), []);
  const paged = usePagedQuery<IdList<Trader>, Page<Trader>>(tradersQuery(token, useAtomValue(localeAtom)), rules);
  const isTrader = user?.is_trader === 1;

  return (
    <>
      <PageHeader title={t`Copy trading`} />
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <nav className={styles.entries} aria-label={t`Copy trading`}>
            <button type="button" className={styles.entry} onClick={() => signedIn({ to: '/follow/follow-list' })}>
              <span className={styles.entryIcon}>
                <FollowIcon size={22} />
              </span>
              {t`Following`}
            </button>
            {isTrader ? (
              <button type="button" className={styles.entry} onClick={() => void navigate({ to: '/follow/my-follower' })}>
                <span className={styles.entryIcon}>
                  <UserIcon size={22} />
                </span>
                {t`My followers`}
              </button>
            ) : (
              <button type="button" className={styles.entry} onClick={() => signedIn({ to: '/follow/trader-apply' })}>
                <span className={styles.entryIcon}>
                  <RankIcon size={22} />
                </span>
                {t`Become a trader`}
              </button>
            )}
          </nav>
          <h2 className={styles.sectionTitle}>{t`Traders to copy`}</h2>
          <InfiniteList
            className={styles.cards}
            {...infiniteListProps(paged)}
            keyOf={idOf}
            skeleton={<SkeletonCards count={3} />}
            empty={<ListEmpty failed={paged.list.failed} title={t`No traders to copy yet`} onRetry={() => void paged.refresh()} />}
            renderItem={(trader) => (
              <TraderCard
                trader={trader}
                own={trader.user_id === user?.id}
                onOpen={() => void navigate({ to: '/follow/trader', search: { id: trader.id } })}
                onFollow={() => signedIn({ to: '/follow/submit', search: { id: trader.id } })}
              />
            )}
          />
        </div>
      </PullToRefresh>
    </>
  );
}
