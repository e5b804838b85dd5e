import { recomputeTraderStats } from './trader-stats';
import type { Job } from '../jobs/job';

// The trader statistics and the ranking (issue 14), recomputed every few minutes on the server's clock, on the
// leader only; never per request.

export const TRADER_STATS_INTERVAL_MS = 3 * 60_000;

export const traderStatsJob: Job = {
  name: 'trader-stats',
  intervalMs: TRADER_STATS_INTERVAL_MS,
  async run(db, clock, fence) {
    await recomputeTraderStats(db, clock, fence);
  },
};
