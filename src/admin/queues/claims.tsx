import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ClaimAction, QueueClaim } from '@common/api/queue-page';
import { Button } from '@/ui';
import { allows } from '../api';
import { adminMutation } from '../queries';
import { operatorAtom } from '../store';
import type { AnyQueue } from './queue';
import styles from './QueueScreen.module.css';

// Who works on a queue's request: the list's "Held by" column and the detail's claim panel use these. Claiming,
// releasing, assigning and taking over are the server's to allow (the queue's deciding roles; another operator's
// request only by taking it over); every answer is toasted and every list and detail read again.

/** What a claim call sends. */
interface ClaimInput {
  id: number;
  action: ClaimAction;
  operator_id?: number;
}

/** The claim calls of a queue, and whether this operator may make them. */
export function useClaim(queue: AnyQueue) {
  const client = useQueryClient();
  const operator = useAtomValue(operatorAtom);
  const call = queue.tools?.claim;
  const mutation = useMutation<unknown, unknown, ClaimInput>({
    // A queue without claims never sends one (mayClaim is false); the decide call only fills the hook's place.
    ...adminMutation(call ?? queue.decide, { toastSuccess: true }),
    onSettled: () => void client.invalidateQueries(),
  });
  return {
    mayClaim: call !== undefined && allows(call, operator?.role),
    operatorId: operator?.id,
    send: (input: ClaimInput) => mutation.mutate(input),
    pending: mutation.isPending,
  };
}

/** Whether someone other than this operator holds the request. */
export const heldByAnother = (claim: QueueClaim | null, operatorId: number | undefined): claim is QueueClaim =>
  claim !== null && claim.operator_id !== operatorId;

/**
 * The list's cell: who holds the request ("You" for the operator), and Claim or Release for one who may. Taking a
 * request over from someone else is done on its detail, on purpose. Clicks here never open the row.
 */
export function ClaimCell({ queue, id, claim, waiting }: { queue: AnyQueue; id: number; claim: QueueClaim | null; waiting: boolean }) {
  const { send, mayClaim, operatorId, pending } = useClaim(queue);
  const { t } = useLingui();
  const mine = claim !== null && claim.operator_id === operatorId;
  // An operator's name before the @ of their address: short enough for the column, the whole address on hover.
  const holder = claim === null ? '' : mine ? t`You` : (claim.operator_email.split('@')[0] ?? claim.operator_email);
  const title = claim === null || mine ? undefined : claim.operator_email;
  return (
    // The row opens its item on click and Enter; the buttons here do their own thing instead.
    <span className={styles.claim} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {holder === '' ? null : (
        <span className={styles.holder} title={claim?.assigned_by ? `${title ?? ''} · ${t`Assigned by ${claim.assigned_by}`}` : title}>
          {holder}
        </span>
      )}
      {claim === null && !(waiting && mayClaim) ? '—' : null}
      {waiting && mayClaim && claim === null ? (
        <Button size="s" variant="secondary" disabled={pending} onClick={() => send({ id, action: 'claim' })}>
          <Trans>Claim</Trans>
        </Button>
      ) : null}
      {waiting && mayClaim && mine ? (
        <Button size="s" variant="ghost" disabled={pending} onClick={() => send({ id, action: 'release' })}>
          <Trans>Release</Trans>
        </Button>
      ) : null}
    </span>
  );
}
