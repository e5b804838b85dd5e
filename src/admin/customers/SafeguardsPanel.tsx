import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { CustomerDetail } from '@common/api/admin-console';
import { adminUnfreezeCustomer } from '@common/api/safeguards';
import type { WithdrawalLockReason } from '@common/safeguards';
import { Badge, Button } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation } from '../queries';
import { operatorAtom } from '../store';
import { Facts } from '../ui/Facts';
import { Panel } from '../ui/Panel';
import { TextAreaField } from '../ui/TextAreaField';

// The customer's account safeguards (issue 33), read-only: the freeze, the withdrawal allow-list, the last lock of
// withdrawals after a security change and the last suspension after the allow-list was turned off (their ends as
// stored: an end in the past means it is over), and whether an anti-phishing code is set. Only the customer changes
// these; support unfreezes a frozen account after checks, with a note that goes to the audit log.

export function SafeguardsPanel({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const unfreeze = useMutation({
    ...adminMutation(adminUnfreezeCustomer, { toastSuccess: true }),
    onSuccess: async () => {
      setNote('');
      await client.invalidateQueries();
    },
  });
  const safeguards = customer.safeguards;
  const reasons: Record<WithdrawalLockReason, string> = {
    password: t`password changed`,
    email: t`email changed`,
    second_factor: t`two-step verification changed`,
  };
  const lock =
    safeguards.withdrawals_locked_until === null
      ? '—'
      : `${timeText(safeguards.withdrawals_locked_until, i18n.locale)}${
          safeguards.withdrawals_lock_reason ? ` (${reasons[safeguards.withdrawals_lock_reason]})` : ''
        }`;
  const frozen = safeguards.frozen_at !== null;
  return (
    <Panel title={t`Account safeguards`}>
      <Facts
        items={[
          [t`Frozen`, frozen ? <Badge tone="bad">{timeText(safeguards.frozen_at, i18n.locale)}</Badge> : t`No`],
          [t`Withdrawal allow-list`, safeguards.allow_list ? t`On` : t`Off`],
          [t`Withdrawals locked until`, lock],
          [t`Withdrawals suspended until`, timeText(safeguards.withdrawals_suspended_until, i18n.locale)],
          [t`Anti-phishing code`, safeguards.anti_phishing_code_set ? t`Set` : t`Not set`],
        ]}
      />
      {frozen && allows(adminUnfreezeCustomer, operator?.role) ? (
        <>
          <TextAreaField
            label={t`What was checked (required; recorded in the audit log)`}
            name="unfreeze-note"
            rows={2}
            maxLength={500}
            value={note}
            onChange={setNote}
          />
          <Button
            variant="primary"
            loading={unfreeze.isPending}
            disabled={note.trim() === ''}
            onClick={() => unfreeze.mutate({ id: customer.id, note: note.trim() })}
          >
            {t`Unfreeze`}
          </Button>
        </>
      ) : null}
    </Panel>
  );
}
