import { fundAccrualJob } from '../fund/accrual-job';
import type { Job } from './job';
import { loanLateFeeJob } from './loan-late-fees';
import { marketRetentionJob } from './market-retention';
import { traderStatsJob } from './trader-stats-job';

// Every scheduled job of the server, in one list: a new job is registered by adding one line here.
export const JOBS: readonly Job[] = [fundAccrualJob, loanLateFeeJob, traderStatsJob, marketRetentionJob];
