import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkApproval } from '@common/api/queue-page';
import { Decimal, formatAmount } from '@common/money';
import { Button, ConfirmDialog } from '@/ui';
import { amountText } from '../format';
import { adminMutation } from '../queries';
import type { AnyQueue } from './queue';
import styles from './QueueScreen.module.css';

// Approving the selected small requests in one action, after one confirmation that says how many and how much.
// Each is approved as its own decision by the server, which refuses any above the four-eyes amount, decided
// already or held by someone else; those are listed with why, and the approved ones leave the selection.

interface Selected {
  id: number;
  amount: string;
}

export function BulkApproveBar({
  queue,
  selected,
  limit,
  onClear,
  onDone,
}: {
  queue: AnyQueue;
  selected: readonly Selected[];
  /** The four-eyes amount (USD), shown in the confirmation. */
  limit: string | undefined;
  onClear: () => void;
  onDone: (result: BulkApproval<unknown>) => void;
}) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const bulk = queue.tools?.bulkApprove;
  const approve = useMutation<BulkApproval<unknown>, unknown, { ids: string }>({
    ...adminMutation(bulk?.call ?? queue.decide, { toastSuccess: true }),
    onSuccess: (result) => onDone(result),
    onSettled: () => void client.invalidateQueries(),
  });
  const [confirming, setConfirming] = useState(false);
  if (!bulk || selected.length === 0) return null;
  const count = selected.length;
  const total = amountText(formatAmount(selected.reduce((sum, row) => sum.plus(row.amount), new Decimal(0))), i18n.locale);
  return (
    <div className={styles.bulk} role="region" aria-label={t`Selected items`}>
      <span className={styles.bulkCount}>
        <Plural value={count} one="# selected" other="# selected" /> · {total} USD
      </span>
      <Button size="s" onClick={() => setConfirming(true)} disabled={approve.isPending}>
        <Trans>Approve selected</Trans>
      </Button>
      <Button size="s" variant="ghost" onClick={onClear} disabled={approve.isPending}>
        <Trans>Clear selection</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Approve the ${count} selected, ${total} USD in all?`}
        className={styles.confirm}
        message={
          <div className={styles.bulkSummary}>
            <p>
              <Trans>Each is approved as its own decision, and each customer is told at once.</Trans>
            </p>
            {limit ? (
              <p>
                <Trans>
                  Any above the four-eyes amount of {amountText(limit, i18n.locale)} USD is not approved here: decide it on its own.
                </Trans>
              </p>
            ) : null}
          </div>
        }
        confirmLabel={t`Approve ${count}`}
        loading={approve.isPending}
        onConfirm={() => approve.mutate({ ids: selected.map((row) => row.id).join(',') }, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** The items a bulk approval refused, each with the server's reason. */
export function BulkRefusals({ failed, onClose }: { failed: BulkApproval<unknown>['failed']; onClose: () => void }) {
  const { t } = useLingui();
  if (failed.length === 0) return null;
  return (
    <div className={styles.refusals} role="status">
      <div className={styles.refusalsHead}>
        <strong>
          <Trans>Not approved</Trans>
        </strong>
        <Button size="s" variant="ghost" onClick={onClose} aria-label={t`Close the list of requests not approved`}>
          <Trans>Close</Trans>
        </Button>
      </div>
      <ul>
        {failed.map((failure) => (
          <li key={failure.id}>
            #{failure.id}: {failure.msg}
          </li>
        ))}
      </ul>
    </div>
  );
}
