import type { Queryable } from '../db/database';
import type { EngineEvent } from '../cluster/engine-events';
import type { Log } from '../log';

// What ties an engine (contract or micro) into its node, shared by both.

/** What ties an engine into its node: where it logs, how it tells the other nodes, how its settlements are fenced. */
export interface EngineLinks {
  log: Log;
  /** Tells every other node's engines of a change (the cluster bus); nothing on one process. */
  announce(event: EngineEvent): void;
  /** Inside a settling transaction: throws unless this node still leads the term it started (the epoch fence). */
  fence(tx: Queryable): Promise<void>;
}

/** On one process: the console-free log is given; nobody else to tell; never fenced. */
export function soleLinks(log: Log): EngineLinks {
  return { log, announce: () => undefined, fence: () => Promise.resolve() };
}
