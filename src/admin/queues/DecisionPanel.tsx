import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ConfirmDialog, TextField } from '@/ui';
import { adminMutation } from '../queries';
import { Panel } from '../ui/Panel';
import { TextAreaField } from '../ui/TextAreaField';
import type { AnyQueue, QueueAction } from './queue';
import styles from './QueueDetailScreen.module.css';

// The decision on one waiting item. Every decision is confirmed first (issue 31: nothing moves money on one click),
// and the confirmation repeats what the customer will read. A rejection needs a reason (the customer reads it); a
// payout needs the reference it was sent with (bank transfer reference or transaction hash), which the customer
// reads too. The item is read again whatever the answer: a refusal (decided by someone else meanwhile, a field
// missing) is toasted, and the item shows what was decided.

/** What a decision sends; the registry's erased queue takes any input for its decide call, so it is typed here. */
interface Decision {
  id: number;
  action: string;
  reason: string;
  reference?: string;
}

export function DecisionPanel({ queue, id, onDecided }: { queue: AnyQueue; id: number; onDecided: () => void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState<'reason' | 'reference' | null>(null);
  const [confirming, setConfirming] = useState<QueueAction | null>(null);
  const decision = useMutation<unknown, unknown, Decision>({
    ...adminMutation(queue.decide, { toastSuccess: true }),
    onSettled: () => {
      setConfirming(null);
      onDecided();
      void client.invalidateQueries();
    },
  });
  const asksReference = queue.actions.some((action) => action.needsReference);
  const ask = (action: QueueAction) => {
    if (action.needsReason && reason.trim() === '') return setMissing('reason');
    if (action.needsReference && reference.trim() === '') return setMissing('reference');
    setConfirming(action);
  };
  const send = (action: QueueAction) =>
    decision.mutate({
      id,
      action: action.action,
      reason: reason.trim(),
      ...(action.needsReference ? { reference: reference.trim() } : {}),
    });
  const title = i18n._(queue.title);
  const confirmTitle = (actionLabel: string) => t`${actionLabel}: ${title} #${id}?`;
  return (
    <Panel title={t`Decision`}>
      {asksReference ? (
        <TextField
          name="reference"
          label={t`Payment reference (required to mark paid out; the customer reads it)`}
          maxLength={200}
          autoComplete="off"
          value={reference}
          error={
            missing === 'reference' ? t`Write the bank transfer reference or the transaction hash the payout was sent with.` : undefined
          }
          onChange={(event) => {
            setReference(event.target.value);
            setMissing(null);
          }}
        />
      ) : null}
      <TextAreaField
        label={<Trans>Reason (required to reject; the customer reads it)</Trans>}
        name="reason"
        maxLength={500}
        value={reason}
        problem={missing === 'reason' ? t`Write the reason the customer will read.` : null}
        onChange={(value) => {
          setReason(value);
          setMissing(null);
        }}
      />
      <div className={styles.actions}>
        {queue.actions.map((action) => (
          <Button
            key={action.action}
            variant={action.kind === 'approve' ? 'primary' : 'danger'}
            disabled={decision.isPending}
            onClick={() => ask(action)}
          >
            {i18n._(action.label)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? confirmTitle(i18n._(confirming.label)) : ''}
        message={confirming ? <DecisionSummary action={confirming} reason={reason.trim()} reference={reference.trim()} /> : null}
        confirmLabel={confirming ? i18n._(confirming.label) : undefined}
        danger={confirming?.kind === 'reject'}
        loading={decision.isPending}
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
        className={styles.confirm}
      />
    </Panel>
  );
}

/** What the confirmation repeats: what the customer will read, and that a decision is final. */
function DecisionSummary({ action, reason, reference }: { action: QueueAction; reason: string; reference: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.summary}>
      {action.needsReference ? (
        <p>
          {t`Payment reference`}: <strong dir="auto">{reference}</strong>
        </p>
      ) : null}
      {reason !== '' ? (
        <p>
          {t`Reason`}: <span dir="auto">{reason}</span>
        </p>
      ) : null}
      <p>
        <Trans>The customer is told at once, and the decision cannot be changed.</Trans>
      </p>
    </div>
  );
}
