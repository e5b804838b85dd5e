import type { Job } from './job';
import { loanLateFeeJob } from './loan-late-fees';

// Every scheduled job of the server, in one list: a new job is registered by adding one line here.
export const JOBS: readonly Job[] = [loanLateFeeJob];
