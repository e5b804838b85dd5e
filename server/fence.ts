import type { Queryable } from './db/database';

// Fencing (docs/ARCHITECTURE.md, "Processes"): only the leader settles and runs jobs, and a write that outlives its
// leader's term must commit nothing. The leadership (server/cluster) decides; what a settling or a job's write
// calls inside its transaction is this.

/** Inside a settling transaction or a job's: throws a FencedError once this node's term as leader has ended. */
export type Fence = (tx: Queryable) => Promise<void>;

/** A settlement attempted by a node that is no longer (or not) the leader: it must be dropped, not retried. */
export class FencedError extends Error {
  constructor(epoch: number) {
    super(`leadership term ${epoch} has ended: this node settles nothing`);
    this.name = 'FencedError';
  }
}
