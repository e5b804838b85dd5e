import type { Job } from './job';
import { traderStatsJob } from './trader-stats-job';

// Every scheduled job of the server, in one list: a new job is registered by adding one line here.
export const JOBS: readonly Job[] = [traderStatsJob];
