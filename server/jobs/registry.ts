import { fundAccrualJob } from '../fund/accrual-job';
import type { Job } from './job';
import { marketRetentionJob } from './market-retention';
import { requestRetentionJob } from './request-retention';
import { traderStatsJob } from './trader-stats-job';

// Every scheduled job of the server that needs only the database and the clock, in one list: a new one is registered
// by adding one line here. Jobs that also push to users' sockets (the loan late fees) are made by the app
// (server/http/app.ts, its `jobs`), which holds the socket hub; main.ts runs both lists.
export const JOBS: readonly Job[] = [fundAccrualJob, traderStatsJob, marketRetentionJob, requestRetentionJob];
