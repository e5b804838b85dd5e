import { fundAccrualJob } from '../fund/accrual-job';
import type { Job } from './job';

// Every scheduled job of the server, in one list: a new job is registered by adding one line here.
export const JOBS: readonly Job[] = [fundAccrualJob];
