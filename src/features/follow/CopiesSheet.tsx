import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FollowOrder, FollowOrderPage } from '@common/api/follow';
import { ORDER_STATUS } from '@common/contract';
import { idListRules, infiniteListProps, usePagedQuery, useSessionToken, type IdList } from '@/lib/query';
import { BottomSheet, ConfirmDialog, InfiniteList, SkeletonRows, Tabs } from '@/ui';
import type { CopiesOf } from './copy-push';
import { CopyCard } from './CopyCard';
import { ListEmpty } from './ListEmpty';
import { closeCopyMutation, copiesQuery, copyClosedKeys } from './queries';
import styles from './Follow.module.css';

export type CopiesTab = typeof ORDER_STATUS.holding | typeof ORDER_STATUS.history;

export interface CopiesSheetProps {
  /** Whose copies, and which tab opens first; null when closed. */
  shown: { of: CopiesOf; tab: CopiesTab; title: string; counts: { holding: number; history: number } | null } | null;
  /** The follower looking at their own copies may close one by hand (it then stops following that order). */
  canClose: boolean;
  onClose: () => void;
}

const idOf = (copy: FollowOrder) => copy.Id;

/**
 * The order drawer of one follow (spec section 2, "Follow list"): its copies holding now, live from
 * FOREX_FOLLOW_TRADE, and its closed copies.
 */
export function CopiesSheet({ shown, canClose, onClose }: CopiesSheetProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<CopiesTab | null>(null);
  // A drawer opened anew (or on another follow, or from another count) starts on the tab that was tapped.
  const openedAs = shown ? `${String(shown.of.traderUserId)} ${String(shown.of.followerUserId)} ${String(shown.tab)}` : null;
  const [opened, setOpened] = useState(openedAs);
  if (openedAs !== opened) {
    setOpened(openedAs);
    setTab(null);
  }
  const current = tab ?? shown?.tab ?? ORDER_STATUS.holding;
  return (
    <BottomSheet open={shown !== null} onClose={onClose} title={shown?.title}>
      {shown ? (
        <>
          <Tabs
            stretch
            aria-label={t`Copied orders`}
            value={String(current)}
            onChange={(key) => setTab(Number(key) === ORDER_STATUS.history ? ORDER_STATUS.history : ORDER_STATUS.holding)}
            items={[
              {
                key: String(ORDER_STATUS.holding),
                label: shown.counts ? t`Following (${shown.counts.holding})` : t({ message: 'Following', context: 'copies still open' }),
              },
              {
                key: String(ORDER_STATUS.history),
                label: shown.counts ? t`Closed (${shown.counts.history})` : t({ message: 'Closed', context: 'copies closed' }),
              },
            ]}
          />
          <CopiesList key={current} of={shown.of} status={current} canClose={canClose && current === ORDER_STATUS.holding} />
        </>
      ) : null}
    </BottomSheet>
  );
}

function CopiesList({ of, status, canClose }: { of: CopiesOf; status: CopiesTab; canClose: boolean }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const client = useQueryClient();
  const rules = useMemo(() => idListRules(idOf), []);
  const paged = usePagedQuery<IdList<FollowOrder>, FollowOrderPage>(copiesQuery(token, of, status), rules);
  const [closing, setClosing] = useState<FollowOrder | null>(null);
  // Awaited by the mutation, so the dialog stays busy until the drawer's tabs and the card behind it are fresh.
  const closeCopy = useMutation({
    ...closeCopyMutation,
    onSuccess: () => Promise.all(copyClosedKeys(token, of).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const name = closing?.ForexTradeLists.ShowCode ?? '';
  const lots = closing?.Quantity ?? '';

  const confirm = () => {
    if (!closing) return;
    closeCopy.mutate({ id: closing.Id }, { onSettled: () => setClosing(null) });
  };

  return (
    <div className={styles.sheetList}>
      <InfiniteList
        {...infiniteListProps(paged)}
        keyOf={idOf}
        skeleton={<SkeletonRows count={3} />}
        empty={
          <ListEmpty
            failed={paged.list.failed}
            title={status === ORDER_STATUS.holding ? t`No copied orders open` : t`No closed copied orders yet`}
            onRetry={() => void paged.refresh()}
          />
        }
        renderItem={(copy) => <CopyCard copy={copy} {...(canClose ? { onClose: () => setClosing(copy) } : {})} />}
      />
      <ConfirmDialog
        open={closing !== null}
        danger
        loading={closeCopy.isPending}
        title={t`Close this copied order?`}
        message={t`${name}, ${lots} lots. Once you close it by hand it no longer follows the trader.`}
        confirmLabel={t({ message: 'Close', context: 'close a position' })}
        cancelLabel={t`Keep it`}
        onConfirm={confirm}
        onCancel={() => setClosing(null)}
      />
    </div>
  );
}
