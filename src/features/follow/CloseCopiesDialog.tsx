import { useLingui } from '@lingui/react/macro';
import type { FollowOrderPage } from '@common/api/follow';
import { ORDER_STATUS } from '@common/contract';
import { usePagedQuery, useSessionToken, type PagedListRules } from '@/lib/query';
import { ConfirmDialog } from '@/ui';
import type { CopiesOf } from './copy-push';
import { isolate } from './follow-format';
import { copiesQuery } from './queries';
import { useFollowFormat } from './useFollowFormat';

export interface CloseCopiesAsked {
  of: CopiesOf;
  nickname: string;
  /** Copies holding now, from the follow's card. */
  open: number;
}

interface CloseCopiesDialogProps {
  asked: CloseCopiesAsked | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before every open copy of a follow closes: how many, and their floating profit now (the holding
 * copies' answer, shared with the drawer's tab); each closes at its own next price.
 */
export function CloseCopiesDialog({ asked, busy, onConfirm, onCancel }: CloseCopiesDialogProps) {
  const { t } = useLingui();
  const name = isolate(asked?.nickname ?? '');
  const count = asked?.open ?? 0;
  return (
    <ConfirmDialog
      open={asked !== null}
      danger
      loading={busy}
      title={t`Close all copies of ${name}?`}
      message={
        asked ? (
          <>
            <p>{t`Open copies: ${count}`}</p>
            <OpenCopiesProfit of={asked.of} />
            <p>{t`Each copy closes at its own next price, so what they realise may differ. The follow itself goes on.`}</p>
          </>
        ) : undefined
      }
      confirmLabel={t`Close all copies`}
      cancelLabel={t`Keep them`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

interface FloatingProfit {
  pages: number;
  /** The holding copies' floating profit (all_fact_profits of the first page); null until it arrives. */
  profit: string | null;
}

const profitRules: PagedListRules<FloatingProfit, FollowOrderPage> = {
  empty: { pages: 0, profit: null },
  withPage: (list, page, number) => (number === 1 ? { pages: 1, profit: page.all_fact_profits } : { ...list, pages: number }),
  withFailure: (list) => list,
};

function OpenCopiesProfit({ of }: { of: CopiesOf }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const { list } = usePagedQuery<FloatingProfit, FollowOrderPage>(copiesQuery(useSessionToken(), of, ORDER_STATUS.holding), profitRules);
  const profit = list.profit === null ? '…' : format.profit(list.profit).text;
  return <p data-testid="close-copies-profit">{t`Their profit now: ${profit} USD`}</p>;
}
