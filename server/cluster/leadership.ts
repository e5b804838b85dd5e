import type { Queryable } from '../db/database';
import { FencedError } from '../fence';

// Who runs the market feed, the engines' tick work and the scheduled jobs. On one process (PGlite, or PostgreSQL
// without Redis) that process always does; with several nodes, the one holding the PostgreSQL advisory lock does
// (advisory-leadership.ts). A leader's term carries an epoch: settling writes call `fence` inside their
// transaction, which fails once another term began, so nothing is settled twice by two leaders.

export type LeadershipListener = (leading: boolean) => void;

export interface Leadership {
  /** Whether this node leads now; false the moment its lock connection is lost. */
  readonly isLeader: boolean;
  /** The current term's fencing number (0 before the first term). */
  readonly epoch: number;
  /** Called on every change of leadership, after `isLeader` changed. */
  onChange(listener: LeadershipListener): void;
  /** Inside a settling transaction: throws a FencedError unless this node still leads the term it started. */
  fence(tx: Queryable): Promise<void>;
  stop(): Promise<void>;
}

/** The only node: always the leader, its term never ends. */
export function soleLeadership(): Leadership {
  return {
    isLeader: true,
    epoch: 0,
    onChange: () => undefined,
    fence: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}

/** The check shared by every fenced settlement: the epoch row, share-locked so a new term waits for it to commit. */
export async function checkEpoch(tx: Queryable, epoch: number): Promise<void> {
  const rows = await tx.query<{ epoch: string }>('SELECT epoch FROM cluster_leader WHERE id = 1 AND epoch = $1 FOR SHARE', [epoch]);
  if (rows.length === 0) throw new FencedError(epoch);
}
