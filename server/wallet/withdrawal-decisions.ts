import { Decimal, negate } from '../../common/money';
import type { AdminWithdrawal, Page } from '../../common/api/admin-wallet';
import { WITHDRAW_STATUS, type WithdrawStatus } from '../../common/api/withdraw';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal, type PostingInput } from '../ledger/ledger';
import { decide, reviewPage, type Decision, type QueueUser, userRequestQueue } from './review-queue';
import { WITHDRAWAL_FROM, WITHDRAWAL_SELECT, type WithdrawalRow } from './withdrawals';

// An operator completes a withdrawal (the locked amount leaves: what the user receives to the house's withdrawals
// account, the fee to the house's fees) or rejects it or marks it invalid (the amount is free again). Each decision
// is one transaction with its journal and its record; a second decision on the same request is refused.

export type WithdrawalAction = 'complete' | 'reject' | 'invalid';

const STATUS_OF: Readonly<Record<WithdrawalAction, WithdrawStatus>> = {
  complete: WITHDRAW_STATUS.completed,
  reject: WITHDRAW_STATUS.rejected,
  invalid: WITHDRAW_STATUS.invalid,
};

function toAdminWithdrawal({ id, email, code, created_at, ...rest }: WithdrawalRow & QueueUser): AdminWithdrawal {
  return { ...rest, id: Number(id), email: email ?? '', currency_code: code, created_at: created_at.getTime() };
}

const queue = userRequestQueue<WithdrawalRow & QueueUser, AdminWithdrawal, WithdrawalAction>({
  subject: 'withdrawal',
  select: WITHDRAWAL_SELECT,
  from: WITHDRAWAL_FROM,
  alias: 'w',
  pending: WITHDRAW_STATUS.unchecked,
  toItem: toAdminWithdrawal,
  needsReason: (action) => action !== 'complete',
  apply: async (tx, clock, before, decision) => {
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
    const journalId = await postJournal(tx, clock, {
      cause: 'withdrawal',
      userId: before.user_id,
      memo: `withdrawal #${before.id} ${decision.action === 'complete' ? 'completed' : 'released'}`,
      postings,
    });
    await tx.query('UPDATE withdrawals SET status = $2, notes = $3, decision_journal_id = $4, decided_at = $5 WHERE id = $1', [
      decision.id,
      STATUS_OF[decision.action],
      decision.reason,
      journalId,
      new Date(clock.now()),
    ]);
  },
});

export function adminWithdrawalPage(db: Queryable, status: WithdrawStatus | undefined, page: number): Promise<Page<AdminWithdrawal>> {
  return reviewPage(db, queue, status, page);
}

export function decideWithdrawal(db: Database, clock: Clock, operatorId: number, decision: Decision<WithdrawalAction>): Promise<AdminWithdrawal> {
  return decide(db, clock, operatorId, queue, decision);
}
