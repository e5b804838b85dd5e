import { chargeLateFees } from '../loan/late-fees';
import type { Job } from './job';

// The loan late-fee job: every few minutes on the leader, charges each loan to repay the late days that have begun
// (server/loan/late-fees.ts books each loan and day once, so a run after a restart catches up exactly).

export const loanLateFeeJob: Job = {
  name: 'loan-late-fees',
  intervalMs: 5 * 60_000,
  async run(db, clock, fence) {
    await chargeLateFees(db, clock, fence);
  },
};
