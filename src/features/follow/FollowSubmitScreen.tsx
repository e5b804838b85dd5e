import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { FollowList, TraderDetail } from '@common/api/follow';
import { useSessionToken } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import { Button, EmptyState, SkeletonCards } from '@/ui';
import { CancelFollowDialog } from './CancelFollowDialog';
import { FollowPage } from './FollowPage';
import { FollowSettingsSheet } from './FollowSettingsSheet';
import { typicalOrder } from './follow-preview';
import { followSettingsQuery, traderQuery } from './queries';
import { TraderSummary } from './TraderSummary';
import { useCopyPricing } from './useCopyPricing';
import { useFollowActions } from './useFollowActions';
import { useCopyNotOfferedText } from './useCopyNotOfferedText';
import { useNotTakingFollowersText } from './useNotTakingFollowersText';
import styles from './Follow.module.css';

/** /follow/submit?id: follow a trader, or change or end the follow, with the settings sheet and its preview. */
export function FollowSubmitScreen({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSessionToken();
  const trader = useQuery({ ...traderQuery(token, id ?? 0, useAtomValue(localeAtom)), enabled: id !== undefined });
  const settings = useQuery(followSettingsQuery(token));

  let body;
  if (token === null) {
    body = (
      <EmptyState
        title={t`Log in to follow traders`}
        action={
          <Button
            onClick={() => void navigate({ to: '/login', search: { from: `/follow/submit?id=${String(id ?? '')}` } })}
          >{t`Log in`}</Button>
        }
      />
    );
  } else if (id === undefined || trader.isError) {
    body = <EmptyState title={t`This trader is not available`} />;
  } else if (settings.isError) {
    body = (
      <EmptyState
        title={t`Could not load your follow settings`}
        action={
          <Button variant="secondary" size="s" onClick={() => void settings.refetch()}>
            {t`Try again`}
          </Button>
        }
      />
    );
  } else if (trader.data && settings.data) {
    body = <SubmitForm trader={trader.data} settings={settings.data} />;
  } else {
    body = <SkeletonCards count={2} />;
  }
  return (
    <FollowPage title={t`Follow settings`}>
      <div className={styles.page}>{body}</div>
    </FollowPage>
  );
}

function SubmitForm({ trader, settings }: { trader: TraderDetail; settings: FollowList }) {
  const navigate = useNavigate();
  const actions = useFollowActions();
  const [asking, setAsking] = useState(false);
  const current = settings.data.find((setting) => setting.trader_id === trader.id && setting.active === 1) ?? null;
  const pricing = useCopyPricing(typicalOrder(trader.recent_orders)?.ForexTradeLists.Id ?? null);
  // A new follow the server would refuse is not offered: the reason instead of the form.
  const notTakingText = useNotTakingFollowersText();
  const notOffered = useCopyNotOfferedText();
  // Issue 38: where copy trading is not offered, no new follow either.
  const notTaking = current === null ? (notOffered ?? notTakingText(trader)) : null;

  if (notTaking !== null) {
    return (
      <>
        <TraderSummary trader={trader} />
        <EmptyState title={notTaking} />
      </>
    );
  }
  return (
    <>
      <TraderSummary trader={trader} />
      <FollowSettingsSheet
        trader={trader}
        settings={settings}
        current={current}
        {...pricing}
        busy={actions.busy}
        onSubmit={(values) =>
          void (current ? actions.update(trader.id, values) : actions.follow(trader.id, values))
            .then(() => navigate({ to: '/follow/follow-list' }))
            .catch(() => undefined)
        }
        onCancelFollow={() => setAsking(true)}
      />
      <CancelFollowDialog
        nickname={asking ? trader.nickname : null}
        busy={actions.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void actions
            .stop(trader.id)
            .then(() => setAsking(false))
            .catch(() => setAsking(false))
        }
      />
    </>
  );
}
