import { fundAccrualJob } from './fund/accrual-job';
import type { Job } from './jobs/job';
import { marketRetentionJob } from './market/retention-job';
import { requestRetentionJob } from './account/request-retention-job';
import { traderStatsJob } from './copy-trading/trader-stats-job';
import { riskFigureJob } from './protection/risk-figure';

// Every scheduled job of the server that needs only the database and the clock, in one list: a new one is registered
// by adding one line here. Jobs that also push to users' sockets (the loan late fees) are made by the app
// (server/app.ts, its `jobs`), which holds the socket hub; main.ts runs both lists.
export const JOBS: readonly Job[] = [fundAccrualJob, traderStatsJob, marketRetentionJob, requestRetentionJob, riskFigureJob];
