import { LOAN_EVENT, type LoanPush } from '../../common/api/loan';
import { chargeLateFees } from './late-fees';
import type { Job } from '../jobs/job';

// The loan late-fee job: every few minutes on the leader, charges each loan to repay the late days that have begun
// (server/loan/late-fees.ts books each loan and day once, so a run after a restart catches up exactly), and tells
// each borrower charged, on the LOAN topic, once the fees are committed.

export const LOAN_LATE_FEE_INTERVAL_MS = 5 * 60_000;

export function loanLateFeeJob(push: (userId: number, data: LoanPush) => void): Job {
  return {
    name: 'loan-late-fees',
    intervalMs: LOAN_LATE_FEE_INTERVAL_MS,
    async run(db, clock, fence) {
      await chargeLateFees(db, clock, fence, undefined, (loans) => {
        for (const loan of loans) push(loan.userId, { event: LOAN_EVENT.lateFee, loan_id: loan.id });
      });
    },
  };
}
