import type { AdminLoanRepayment, Loan, LoanRepaymentInfo } from '../../common/api/loan';
import { LOAN_CODE, LOAN_STATUS, REPAYMENT_STATUS, loanDay, type RepaymentStatus } from '../../common/loan';
import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount, userAccounts } from '../ledger/accounts';
import { requireOwnUpload, uploadUrl } from '../uploads/store';
import { takingFrom } from '../wallet/amount';
import { userRequestQueue, type Decision, type QueueUser } from '../review-queues/review-queue';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';
import { CURRENCY } from '../ledger/accounts';
import { LOAN_RECORDS_LINK } from './review';
import { enabledRepaymentAccount } from './configs';
import { loadLoan, ownLoan, toLoan, type LoanRow } from './loans';
import { bookedAmountDue, lockedLoanUpToDate, settle } from './settlement';
import { assert } from '../assert';
import type { Page } from '../../common/api/page';

// Repaying a loan at status 2: either from the funding account's balance, settled at once (status 5), or by a
// transfer to one of the house's repayment accounts with a proof image, which waits at status 4 for an operator who
// confirms it (status 5, settled in the ledger from deposits in transit) or rejects it (back to 2, with the reason).
// Late days are charged up to today before the amount due is taken, in the same transaction.

const notRepayable = () => new DomainError(LOAN_CODE.STATE, messages.loanNotRepayable, { field: 'loan_id' });

export async function repaymentInfo(db: Queryable, clock: Clock, userId: number, loanId: number): Promise<LoanRepaymentInfo> {
  const loan = toLoan(await ownLoan(db, userId, loanId), loanDay(clock.now()));
  const funding = (await userAccounts(db, userId)).find((account) => account.kind === 'funding');
  const balance = formatAmount(funding?.available ?? '0');
  return {
    loan,
    principal: loan.amount,
    interest: loan.interest_amount,
    penalty: loan.penalty_amount,
    penalty_days: loan.penalty_days,
    amount_due: loan.amount_due,
    due_date: loan.due_date,
    funding_balance: balance,
    can_pay_from_balance: loan.status === LOAN_STATUS.repaying && new Decimal(balance).gte(loan.amount_due),
  };
}

/** The user's loan, locked, up to date with its late days, and at status 2; or a refusal. */
async function repayableLoan(tx: Queryable, clock: Clock, userId: number, loanId: number): Promise<LoanRow> {
  await ownLoan(tx, userId, loanId);
  const row = await lockedLoanUpToDate(tx, clock, loanId);
  if (row?.status !== LOAN_STATUS.repaying) throw notRepayable();
  return row;
}

async function answer(tx: Queryable, clock: Clock, loanId: number): Promise<Loan> {
  const row = await loadLoan(tx, loanId);
  assert(row, `loan ${loanId} vanished`);
  return toLoan(row, loanDay(clock.now()));
}

/** Sends a proof of a transfer to a repayment account: the loan waits at status 4 with what is due now. */
export async function requestRepayment(
  db: Database,
  clock: Clock,
  userId: number,
  request: { charge_id: number; loan_id: number; proofImg: string },
): Promise<Loan> {
  const account = await enabledRepaymentAccount(db, request.charge_id);
  const proof = await requireOwnUpload(db, userId, 'proofImg', request.proofImg);
  return db.transaction(async (tx) => {
    const loan = await repayableLoan(tx, clock, userId, request.loan_id);
    await tx.query(
      `INSERT INTO loan_repayments (loan_id, user_id, charge_id, proof_upload, amount_due, status, created_at)
       VALUES ($1, $2, $3, $4, $5, ${REPAYMENT_STATUS.waiting}, $6)`,
      [loan.id, userId, account.id, proof, bookedAmountDue(loan), new Date(clock.now())],
    );
    await tx.query(`UPDATE loans SET status = ${LOAN_STATUS.repaymentCheck} WHERE id = $1`, [loan.id]);
    return answer(tx, clock, request.loan_id);
  });
}

/** Repays everything due from the funding account's balance at once; refused when the balance is short. */
export async function repayFromBalance(db: Database, clock: Clock, userId: number, loanId: number): Promise<{ loan: Loan; paid: string }> {
  return db.transaction(async (tx) => {
    const loan = await repayableLoan(tx, clock, userId, loanId);
    const funding = await lockUserAccount(tx, userId, 'funding');
    const due = bookedAmountDue(loan);
    await takingFrom(tx, 'loan_id', () => settle(tx, clock, loan, funding.id, due));
    return { loan: await answer(tx, clock, loanId), paid: due };
  });
}

interface RepaymentRow {
  id: string;
  loan_id: string;
  user_id: number;
  charge_id: number;
  proof_upload: string;
  amount_due: string;
  status: RepaymentStatus;
  reason: string;
  created_at: Date;
}

type AdminRepaymentRow = RepaymentRow & QueueUser;
type RepaymentAction = 'approve' | 'reject';

function toAdminRepayment(row: AdminRepaymentRow): AdminLoanRepayment {
  return {
    id: Number(row.id),
    loan_id: Number(row.loan_id),
    charge_id: row.charge_id,
    status: row.status,
    proof_img: uploadUrl(row.proof_upload),
    reason: row.reason,
    created_at: row.created_at.getTime(),
    amount_due: formatAmount(row.amount_due),
    user_id: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
  };
}

const repaymentQueue = userRequestQueue<AdminRepaymentRow, AdminLoanRepayment, RepaymentAction>({
  subject: 'loan_repayment',
  table: 'loan_repayments',
  alias: 'p',
  select: 'p.id, p.loan_id, p.user_id, p.charge_id, p.proof_upload, p.amount_due, p.status, p.reason, p.created_at',
  from: 'loan_repayments p',
  pending: REPAYMENT_STATUS.waiting,
  statuses: REPAYMENT_STATUS,
  amount: 'p.amount_due',
  statusAfter: { approve: REPAYMENT_STATUS.confirmed, reject: REPAYMENT_STATUS.rejected },
  columns: { reason: 'reason', journal: 'journal_id' },
  toItem: toAdminRepayment,
  needsReason: (action) => action === 'reject',
  // The amount due that the transfer was to pay; the loan's record shows a rejected repayment with its reason.
  notice: (after, decision) =>
    decisionNotice(
      NOTIFICATION_KIND.REPAYMENT_DECIDED,
      {
        userId: after.user_id,
        id: after.id,
        outcome: decision.action === 'approve' ? 'approved' : 'rejected',
        money: { amount: after.amount_due, currency: CURRENCY },
        reason: after.reason,
      },
      LOAN_RECORDS_LINK,
    ),
  post: async (tx, clock, before, decision) => {
    const loan = await loadLoan(tx, before.loan_id, true);
    assert(loan?.status === LOAN_STATUS.repaymentCheck, `loan ${before.loan_id} is not under repayment check`);
    if (decision.action === 'reject') {
      // Back to repaying: the late days while it was checked are charged by the next run, as the loan was not paid.
      await tx.query(`UPDATE loans SET status = ${LOAN_STATUS.repaying} WHERE id = $1`, [loan.id]);
      return null;
    }
    return settle(tx, clock, loan, await houseAccountId(tx, 'deposits_in_transit'), before.amount_due);
  },
});

/** The repayments' review queue, for what works on every queue (lists, claims, exports). */
export const repaymentQueueCalls = repaymentQueue;

export function adminRepaymentPage(
  db: Queryable,
  status: RepaymentStatus | undefined,
  page: number,
  customer?: string,
): Promise<Page<AdminLoanRepayment>> {
  return repaymentQueue.page(db, status, page, customer);
}

export function adminRepayment(db: Queryable, id: number): Promise<AdminLoanRepayment | null> {
  return repaymentQueue.item(db, id);
}

export function decideRepayment(
  db: Database,
  clock: Clock,
  operatorId: number,
  decision: Decision<RepaymentAction>,
): Promise<AdminLoanRepayment> {
  return repaymentQueue.decide(db, clock, operatorId, decision);
}
