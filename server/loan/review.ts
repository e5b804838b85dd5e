import type { AdminLoan } from '../../common/api/loan';
import { LOAN_STATUS, loanDay, type LoanStatus } from '../../common/loan';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { uploadUrl } from '../uploads/store';
import { userRequestQueue, type Decision, type QueueUser } from '../review-queues/review-queue';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';
import { CURRENCY } from '../ledger/accounts';
import { LOAN_FROM, LOAN_SELECT, toLoan, type LoanRow } from './loans';
import { payOut } from './settlement';
import { assert } from '../assert';
import type { Page } from '../../common/api/page';

// An operator reviews each new loan once: approving pays it out into the user's funding account (status 2, the
// due day set from today), rejecting ends it with the reason the user reads (status 3). Both are recorded with the
// loan before and after; the row lock taken by the decision makes two operators deciding at once pay out once.

type AdminLoanRow = LoanRow & QueueUser;
type LoanAction = 'approve' | 'reject';

/** Where a decided loan's (or repayment's) inbox entry opens: the loan records, each loan with its status and reason. */
export const LOAN_RECORDS_LINK = '/loan/record';

export function toAdminLoan(row: AdminLoanRow, today: string): AdminLoan {
  return {
    ...toLoan(row, today),
    user_id: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
    signed_ip: row.signed_ip,
    signed_user_agent: row.signed_user_agent,
    consent: row.consent,
    sign: uploadUrl(row.sign_upload),
  };
}

/** The queue, with "today" read from the clock when a page or decision is made. */
export function loanQueue(clock: Clock) {
  return userRequestQueue<AdminLoanRow, AdminLoan, LoanAction>({
    subject: 'loan',
    table: 'loans',
    alias: 'l',
    select: LOAN_SELECT,
    from: LOAN_FROM,
    pending: LOAN_STATUS.waiting,
    statuses: LOAN_STATUS,
    // The list's own time is when the agreement was signed.
    time: 'l.signed_at',
    amount: 'l.amount',
    statusAfter: { approve: LOAN_STATUS.repaying, reject: LOAN_STATUS.rejected },
    columns: { reason: 'reason', journal: 'payout_journal_id' },
    toItem: (row) => toAdminLoan(row, loanDay(clock.now())),
    needsReason: (action) => action === 'reject',
    // The amount borrowed, paid out in USD to the funding account.
    notice: (after, decision) =>
      decisionNotice(
        NOTIFICATION_KIND.LOAN_DECIDED,
        {
          userId: after.user_id,
          id: after.id,
          outcome: decision.action === 'approve' ? 'approved' : 'rejected',
          money: { amount: after.amount, currency: CURRENCY },
          reason: after.reason,
        },
        LOAN_RECORDS_LINK,
      ),
    // Paying a loan out above the operators' threshold needs a second operator (four-eyes.ts).
    fourEyes: { action: 'approve', amountOf: (item) => item.amount },
    post: async (tx, postClock, before, decision) => {
      if (decision.action === 'reject') return null;
      const [row] = await tx.query<LoanRow>(`SELECT ${LOAN_SELECT} FROM ${LOAN_FROM} WHERE l.id = $1`, [before.id]);
      assert(row, `loan ${before.id} vanished`);
      return payOut(tx, postClock, row);
    },
  });
}

export function adminLoanPage(
  db: Queryable,
  clock: Clock,
  status: LoanStatus | undefined,
  page: number,
  customer?: string,
): Promise<Page<AdminLoan>> {
  return loanQueue(clock).page(db, status, page, customer);
}

export function adminLoan(db: Queryable, clock: Clock, id: number): Promise<AdminLoan | null> {
  return loanQueue(clock).item(db, id);
}

export function decideLoan(db: Database, clock: Clock, operatorId: number, decision: Decision<LoanAction>): Promise<AdminLoan> {
  return loanQueue(clock).decide(db, clock, operatorId, decision);
}
