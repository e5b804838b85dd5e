import type { Job } from '../jobs/job';
import { accrueFunds } from './accrual';

// The daily fund income as a scheduled job: the leader (or the single embedded node) runs it every minute, so a new
// UTC day is paid within a minute of midnight and a server that was down pays the days it missed at its first run.
// A run with nothing due is one indexed read. Across servers, and against a run that outlives its leader's term,
// accrueFunds itself pays each day once.

/** Between the end of one run and the start of the next. */
export const FUND_ACCRUAL_INTERVAL_MS = 60_000;

export const fundAccrualJob: Job = {
  name: 'fund-accrual',
  intervalMs: FUND_ACCRUAL_INTERVAL_MS,
  run: async (db, clock, fence) => {
    await accrueFunds(db, clock, { fence });
  },
};
