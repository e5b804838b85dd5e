import { LOAN_STATUS, loanDay, loanDueDay, loanRepaymentTime, addLoanDays, amountDue } from '../../common/loan';
import { Decimal, formatAmount, negate } from '../../common/money';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal, type PostingInput } from '../ledger/ledger';
import { chargeLateDays } from './late-fees';
import { loadLoan, type LoanRow } from './loans';

// The loan's money in the ledger. Payout: the amount goes from the house's loans account into the user's funding
// account (the loans account then stands at minus what is lent). Settlement: the amount due comes in, from the
// funding account or from outside (deposits in transit), the principal goes back to the loans account and the
// interest and late fees to the house's P/L. Each is one balanced journal in the caller's transaction.

/** Pays the loan out today: journal, due day, repayment time, first late day. Returns the journal id. */
export async function payOut(tx: Queryable, clock: Clock, loan: LoanRow): Promise<string> {
  const funding = await lockUserAccount(tx, loan.user_id, 'funding');
  const loans = await houseAccountId(tx, 'loans');
  const journalId = await postJournal(tx, clock, {
    cause: 'loan',
    userId: loan.user_id,
    memo: `loan ${loan.id} payout`,
    postings: [
      { accountId: funding.id, bucket: 'available', amount: loan.amount },
      { accountId: loans, bucket: 'available', amount: negate(loan.amount) },
    ],
  });
  const payoutDay = loanDay(clock.now());
  const dueDay = loanDueDay(payoutDay, loan.loan_period);
  await tx.query(`UPDATE loans SET payout_day = $2, due_day = $3, repayment_time = $4, next_penalty_day = $5 WHERE id = $1`, [
    loan.id,
    payoutDay,
    dueDay,
    new Date(loanRepaymentTime(payoutDay, loan.loan_period)),
    addLoanDays(dueDay, 1),
  ]);
  return journalId;
}

/** The loan locked, with every late day up to today charged: what is due now is final for this transaction. */
export async function lockedLoanUpToDate(tx: Queryable, clock: Clock, id: number): Promise<LoanRow | null> {
  const row = await loadLoan(tx, id, true);
  if (row?.status !== LOAN_STATUS.repaying) return row;
  const added = await chargeLateDays(tx, clock, [row], loanDay(clock.now()));
  return added > 0 ? loadLoan(tx, id, true) : row;
}

/** The amount due of a loan as booked: amount + interest + late fees. */
export function bookedAmountDue(row: LoanRow): string {
  return amountDue(row.amount, row.interest_amount, row.penalty_amount);
}

/**
 * Settles the loan with `paid` taken from `source` (the funding account, or deposits in transit for a repayment
 * from outside): principal back to the loans account, the rest to the house's P/L. Marks it repaid (status 5).
 */
export async function settle(tx: Queryable, clock: Clock, loan: LoanRow, source: number, paid: string): Promise<string> {
  const loans = await houseAccountId(tx, 'loans');
  const pnl = await houseAccountId(tx, 'house_pnl');
  const earned = new Decimal(paid).minus(loan.amount);
  const postings: PostingInput[] = [
    { accountId: source, bucket: 'available', amount: negate(paid) },
    { accountId: loans, bucket: 'available', amount: formatAmount(loan.amount) },
  ];
  if (!earned.isZero()) postings.push({ accountId: pnl, bucket: 'available', amount: formatAmount(earned) });
  const journalId = await postJournal(tx, clock, { cause: 'loan', userId: loan.user_id, memo: `loan ${loan.id} repaid`, postings });
  await tx.query(`UPDATE loans SET status = ${LOAN_STATUS.repaid}, repaid_at = $2, settle_journal_id = $3 WHERE id = $1`, [
    loan.id,
    new Date(clock.now()),
    journalId,
  ]);
  return journalId;
}
