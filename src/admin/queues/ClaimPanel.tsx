import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminOperators } from '@common/api/admin-console';
import type { QueueClaim } from '@common/api/queue-page';
import { Button, ConfirmDialog } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { useAdminQuery } from '../queries';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { heldByAnother, useClaim } from './claims';
import type { AnyQueue } from './queue';
import styles from './QueueDetailScreen.module.css';

// Who works on a waiting request, on its detail: claim it, release it, hand it to another operator whose role
// decides this queue, or take it over from whoever holds it. Taking over is asked first: the holder is working on
// it, and the audit log records who took it from whom.

export function ClaimPanel({ queue, id, claim }: { queue: AnyQueue; id: number; claim: QueueClaim | null }) {
  const { t, i18n } = useLingui();
  const { send, mayClaim, operatorId, pending } = useClaim(queue);
  const operators = useAdminQuery(adminOperators, {}, { enabled: mayClaim });
  const [assignee, setAssignee] = useState('');
  const [confirming, setConfirming] = useState(false);
  const mine = claim !== null && claim.operator_id === operatorId;
  const other = heldByAnother(claim, operatorId);
  const candidates = (operators.data ?? []).filter((row) => row.id !== claim?.operator_id && allows(queue.decide, row.role));
  const since = claim ? timeText(claim.claimed_at, i18n.locale) : '';
  const title = i18n._(queue.title);

  return (
    <Panel title={t`Who works on it`}>
      <p className={styles.holder}>
        {claim === null ? <Trans>Nobody is working on this yet.</Trans> : null}
        {mine ? <Trans>You are working on this (since {since}).</Trans> : null}
        {other ? (
          <Trans>
            {claim.operator_email} is working on this (since {since}). Take it over to decide it.
          </Trans>
        ) : null}
        {claim?.assigned_by ? (
          <>
            {' '}
            <Trans>Assigned by {claim.assigned_by}.</Trans>
          </>
        ) : null}
      </p>
      {mayClaim ? (
        <div className={styles.claimActions}>
          {claim === null ? (
            <Button size="s" variant="secondary" disabled={pending} onClick={() => send({ id, action: 'claim' })}>
              <Trans>Claim</Trans>
            </Button>
          ) : null}
          {mine ? (
            <Button size="s" variant="ghost" disabled={pending} onClick={() => send({ id, action: 'release' })}>
              <Trans>Release</Trans>
            </Button>
          ) : null}
          {other ? (
            <Button size="s" variant="secondary" disabled={pending} onClick={() => setConfirming(true)}>
              <Trans>Take over</Trans>
            </Button>
          ) : null}
          {other ? null : (
            <form
              className={styles.assign}
              onSubmit={(event) => {
                event.preventDefault();
                if (assignee !== '') send({ id, action: 'assign', operator_id: Number(assignee) });
              }}
            >
              <Select
                label={<Trans>Assign to</Trans>}
                value={assignee}
                options={[
                  { value: '', label: t`Choose an operator` },
                  ...candidates.map((row) => ({ value: String(row.id), label: row.email })),
                ]}
                onChange={setAssignee}
              />
              <Button type="submit" size="s" variant="secondary" disabled={pending || assignee === ''}>
                <Trans>Assign</Trans>
              </Button>
            </form>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming && other}
        title={t`Take over ${title} #${id}?`}
        message={other ? <Trans>{claim.operator_email} is working on this. The audit log records that you took it over.</Trans> : null}
        confirmLabel={t`Take over`}
        loading={pending}
        onConfirm={() => {
          send({ id, action: 'take_over' });
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
