import type { AdminWithdrawal } from '../../common/api/admin-wallet';
import { WITHDRAW_STATUS } from '../../common/api/withdraw';
import { Decimal, negate } from '../../common/money';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal, type PostingInput } from '../ledger/ledger';
import { type Decision, type QueueUser, userRequestQueue } from '../review-queues/review-queue';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { CODE } from '../../common/envelope';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { WITHDRAWAL_FROM, WITHDRAWAL_SELECT, type WithdrawalRow } from './withdrawals';
import { refuseBlockedPayout } from '../admin/risk-flags';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';
import { CURRENCY } from '../ledger/accounts';
import type { DrawType } from '../../common/wallet';

// An operator completes a withdrawal (the locked amount leaves: what the user receives to the house's withdrawals
// account, the fee to the house's fees) or rejects it or marks it invalid (the amount is free again). Each decision
// is one transaction with its journal and its record; a second decision on the same request is refused.

export type WithdrawalAction = 'complete' | 'reject' | 'invalid';

/** Where a decided withdrawal's inbox entry opens: the withdraw screen's tab of its kind, whose record shows it. */
export function withdrawalRecordsLink(type: DrawType): string {
  return `/mine/withdraw?type=${type}`;
}

function toAdminWithdrawal({ id, email, code, created_at, ...rest }: WithdrawalRow & QueueUser): AdminWithdrawal {
  return { ...rest, id: Number(id), email: email ?? '', currency_code: code, created_at: created_at.getTime() };
}

const withdrawals = userRequestQueue<WithdrawalRow & QueueUser, AdminWithdrawal, WithdrawalAction>({
  subject: 'withdrawal',
  table: 'withdrawals',
  alias: 'w',
  select: WITHDRAWAL_SELECT,
  from: WITHDRAWAL_FROM,
  pending: WITHDRAW_STATUS.unchecked,
  statuses: WITHDRAW_STATUS,
  amount: 'w.number',
  statusAfter: { complete: WITHDRAW_STATUS.completed, reject: WITHDRAW_STATUS.rejected, invalid: WITHDRAW_STATUS.invalid },
  columns: { reason: 'notes', journal: 'decision_journal_id' },
  toItem: toAdminWithdrawal,
  needsReason: (action) => action !== 'complete',
  // The amount asked for, in USD (what the record shows first); paid out reads as approved, an invalid mark as rejected.
  notice: (after, decision) =>
    decisionNotice(
      NOTIFICATION_KIND.WITHDRAWAL_DECIDED,
      {
        userId: after.user_id,
        id: after.id,
        outcome: decision.action === 'complete' ? 'approved' : 'rejected',
        money: { amount: after.number, currency: CURRENCY },
        reason: after.notes,
      },
      withdrawalRecordsLink(after.type),
    ),
  // Paying out above the operators' threshold needs a second operator (four-eyes.ts); the amount is the USD taken.
  fourEyes: { action: 'complete', amountOf: (item) => item.number },
  post: async (tx, clock, before, decision) => {
    if (decision.action === 'complete') {
      await tx.query('UPDATE withdrawals SET payment_reference = $2 WHERE id = $1', [before.id, decision.reference ?? '']);
    }
    const funding = await lockUserAccount(tx, before.user_id, 'funding');
    const amount = new Decimal(before.number);
    const postings: PostingInput[] = [{ accountId: funding.id, bucket: 'locked', amount: negate(amount) }];
    if (decision.action === 'complete') {
      const fee = new Decimal(before.fee);
      postings.push({ accountId: await houseAccountId(tx, 'withdrawals_in_transit'), bucket: 'available', amount: amount.minus(fee) });
      if (!fee.isZero()) postings.push({ accountId: await houseAccountId(tx, 'house_fees'), bucket: 'available', amount: fee });
    } else {
      postings.push({ accountId: funding.id, bucket: 'available', amount });
    }
    return postJournal(tx, clock, {
      cause: 'withdrawal',
      userId: before.user_id,
      memo: `withdrawal #${before.id} ${decision.action === 'complete' ? 'completed' : 'released'}`,
      postings,
    });
  },
});

/** The withdrawals' review queue, for what works on every queue (lists, claims, exports). */
export const withdrawalQueue = withdrawals;
/** The back office's list of withdrawals, all or those in one status. */
export const adminWithdrawalPage = withdrawals.page;
/**
 * Completes (pays out), rejects or invalidates a waiting withdrawal, once; the latter two free the amount. Paying
 * out says what it was paid with (the bank transfer's reference or the transaction hash), which the customer reads.
 */
export function decideWithdrawal(
  db: Database,
  clock: Clock,
  operatorId: number,
  decision: Decision<WithdrawalAction>,
): Promise<AdminWithdrawal> {
  const reference = decision.reference?.trim() ?? '';
  if (decision.action === 'complete' && reference === '')
    throw new DomainError(CODE.BAD_INPUT, messages.paymentReferenceRequired, { field: 'reference' });
  return db.transaction(async (tx) => {
    // A customer flagged "do not pay out" is paid nothing until an operator clears the flag (admin/risk-flags.ts).
    if (decision.action === 'complete') await refuseBlockedPayout(tx, decision.id);
    return withdrawals.decide(db, clock, operatorId, { ...decision, reference });
  });
}
/** One withdrawal as the back office shows it. */
export const adminWithdrawal = withdrawals.item;
