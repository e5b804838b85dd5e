import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { CustomerDetail } from '@common/api/admin-console';
import { adminAdjustments, adminCreateAdjustment, type AdminAdjustment } from '@common/api/admin-customer-care';
import {
  ADJUSTABLE_ACCOUNTS,
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_STATUS,
  CARE_REASON_MAX_LENGTH,
  type AdjustmentDirection,
} from '@common/customer-care';
import { formatAmount } from '@common/money';
import { amountProblem, exceedsAvailable, type AccountKind } from '@common/wallet';
import { Button, ConfirmDialog, TextField } from '@/ui';
import { allows } from '../api';
import { amountText, timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { ConsoleLink } from '../routing/links';
import { operatorAtom } from '../store';
import { Facts } from '../ui/Facts';
import { TextAreaField } from '../ui/TextAreaField';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import styles from './CustomerCare.module.css';

// A manual credit or debit of one of the customer's accounts, with a reason. The form is checked as the server
// checks it (an amount of at most 2 decimals, a debit no more than is available), then read back in a dialog; only
// its confirm sends. The request carries a key made when the dialog opens, so confirming again after a lost answer
// is the same adjustment, never a second one. Above the operators' threshold it waits for a second operator, in the
// adjustments queue; the customer's waiting ones are listed here.

const PLAIN_AMOUNT = /^\d{1,12}(\.\d+)?$/;

/** The amount as the ledger will hold it (2 decimals), for the dialog; the checks passed before it opens. */
const shownAmount = (typed: string) => (PLAIN_AMOUNT.test(typed.trim()) ? formatAmount(typed.trim()) : typed);

type Problem = 'amount' | 'too_many_decimals' | 'over_available' | 'reason';

export function AdjustmentPanel({ customer }: { customer: CustomerDetail }) {
  const operator = useAtomValue(operatorAtom);
  if (customer.is_demo || !allows(adminCreateAdjustment, operator?.role)) return null;
  return <AdjustmentForm customer={customer} />;
}

function AdjustmentForm({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [account, setAccount] = useState<AccountKind>('funding');
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  /** The key of the adjustment the open dialog sends; null while no dialog is open. */
  const [key, setKey] = useState<string | null>(null);
  const waiting = useAdminQuery(adminAdjustments, { status: ADJUSTMENT_STATUS.waiting, customer: String(customer.id), page: 1 });
  // Balances, the waiting list and the queue's count are asked again whatever the answer. A refusal (more than is
  // free now) is toasted and keeps the dialog open with the same key, so confirming again cannot apply it twice.
  const create = useMutation({
    ...adminMutation(adminCreateAdjustment, { toastSuccess: true }),
    onSuccess: () => {
      setKey(null);
      setAmount('');
      setReason('');
    },
    onSettled: () => client.invalidateQueries(),
  });
  const accountName = (kind: AccountKind) => (kind === 'funding' ? t`Funding` : kind === 'micro' ? t`Options` : t`Contracts`);
  const directionName = (which: AdjustmentDirection) =>
    which === 'credit' ? t`Credit (adds to the balance)` : t`Debit (takes from the balance)`;
  const available = customer.accounts.find((row) => row.kind === account)?.available ?? '0.00';
  const check = (): Problem | null => {
    if (!PLAIN_AMOUNT.test(amount.trim())) return 'amount';
    const found = amountProblem(amount.trim());
    if (found === 'too_many_decimals') return 'too_many_decimals';
    if (found) return 'amount';
    if (direction === 'debit' && exceedsAvailable(amount.trim(), available)) return 'over_available';
    if (reason.trim() === '') return 'reason';
    return null;
  };
  const review = () => {
    const found = check();
    setProblem(found);
    if (!found) setKey(crypto.randomUUID());
  };
  const send = () => {
    if (key === null) return;
    create.mutate({ user_id: customer.id, account, direction, amount: amount.trim(), reason: reason.trim(), key });
  };
  const availableText = amountText(available, i18n.locale);
  const amountError =
    problem === 'amount'
      ? t`Write an amount above 0.`
      : problem === 'too_many_decimals'
        ? t`The amount can have at most 2 decimals.`
        : problem === 'over_available'
          ? t`A debit can take at most what is available: ${availableText} USD.`
          : undefined;
  return (
    <Panel title={t`Adjust the balance`}>
      <div className={styles.row}>
        <Select
          label={t`Account`}
          name="account"
          value={account}
          options={ADJUSTABLE_ACCOUNTS.map((kind) => ({ value: kind, label: accountName(kind) }))}
          onChange={(value) => setAccount(ADJUSTABLE_ACCOUNTS.find((kind) => kind === value) ?? 'funding')}
        />
        <Select
          label={t`Credit or debit`}
          name="direction"
          value={direction}
          options={ADJUSTMENT_DIRECTIONS.map((which) => ({ value: which, label: which === 'credit' ? t`Credit` : t`Debit` }))}
          onChange={(value) => setDirection(ADJUSTMENT_DIRECTIONS.find((which) => which === value) ?? 'credit')}
        />
      </div>
      <TextField
        name="amount"
        label={t`Amount (USD)`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        hint={t`Available now: ${availableText} USD`}
        error={amountError}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblem(null);
        }}
      />
      <TextAreaField
        label={<Trans>Reason (required; recorded in the audit log)</Trans>}
        name="adjustment-reason"
        rows={2}
        maxLength={CARE_REASON_MAX_LENGTH}
        value={reason}
        problem={problem === 'reason' ? t`Write the reason first.` : null}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
      />
      <div className={styles.actions}>
        <Button variant={direction === 'debit' ? 'danger' : 'primary'} onClick={review}>
          {direction === 'debit' ? t`Debit…` : t`Credit…`}
        </Button>
      </div>
      <WaitingAdjustments adjustments={waiting.data?.data ?? []} />
      <ConfirmDialog
        open={key !== null}
        title={direction === 'debit' ? t`Debit this customer’s account?` : t`Credit this customer’s account?`}
        message={
          <div className={styles.summary}>
            <Facts
              items={[
                [t`Customer`, <span dir="auto">{customer.email ?? customer.uid}</span>],
                [t`Account`, accountName(account)],
                [t`Credit or debit`, directionName(direction)],
                [t`Amount (USD)`, <strong>{amountText(shownAmount(amount), i18n.locale)}</strong>],
                [t`Reason`, <span dir="auto">{reason.trim()}</span>],
              ]}
            />
            <p>
              <Trans>Above the second-approval amount it waits until another operator approves it.</Trans>
            </p>
          </div>
        }
        confirmLabel={direction === 'debit' ? t`Debit` : t`Credit`}
        danger={direction === 'debit'}
        loading={create.isPending}
        onConfirm={send}
        onCancel={() => setKey(null)}
        className={styles.confirm}
      />
    </Panel>
  );
}

/** The customer's adjustments waiting for a second operator, each opening in the adjustments queue. */
function WaitingAdjustments({ adjustments }: { adjustments: readonly AdminAdjustment[] }) {
  const { t, i18n } = useLingui();
  if (adjustments.length === 0) return null;
  return (
    <div className={styles.summary}>
      <span className={styles.meta}>{t`Waiting for a second approval`}</span>
      <ul className={styles.list}>
        {adjustments.map((adjustment) => (
          <li key={adjustment.id} className={styles.item}>
            <span className={styles.meta}>
              <ConsoleLink to="/queues/$queue/$id" params={{ queue: 'adjustments', id: String(adjustment.id) }}>
                #{adjustment.id}
              </ConsoleLink>
              <span>{adjustment.direction === 'credit' ? t`Credit` : t`Debit`}</span>
              <strong>{amountText(adjustment.amount, i18n.locale)}</strong>
              <time dateTime={new Date(adjustment.created_at).toISOString()}>{timeText(adjustment.created_at, i18n.locale)}</time>
              <span dir="auto">{adjustment.requested_by}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
