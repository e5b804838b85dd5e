import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Fence } from '../fence';

// A scheduled job: work the cluster must do once, not once per node (fund accrual, loan late fees, ranking
// recompute). Only the leader runs jobs (server/roles.ts starts and stops them with its term); a job's
// writes call `fence` inside their transaction, so a run that outlives its leader's term commits nothing.

export interface Job {
  /** Named in the logs. */
  readonly name: string;
  /** Time between the end of one run and the start of the next, on the server's clock. */
  readonly intervalMs: number;
  run(db: Database, clock: Clock, fence: Fence): Promise<void>;
}
