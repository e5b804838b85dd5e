import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable, SqlValue } from './database';

// A transaction is ambient to the code it runs: while `work` runs, any query or transaction that code starts on
// the same database joins it (a nested transaction becomes a savepoint). This is how a request's Idempotency-Key
// claim, the money it moves in the services' own transactions and the answer stored for a retry commit together,
// without threading a transaction through every service. It also keeps PGlite, which runs one transaction at a
// time, from waiting on itself when code inside a transaction reads through the database object.

interface Scope {
  readonly owner: object;
  readonly tx: Queryable;
  /** False once the transaction ended: work that outlives it (a timer started inside) uses the pool again. */
  open: boolean;
  savepoints: number;
  /** What waits for the outermost transaction to commit (see `afterCommit`); dropped when it rolls back. */
  readonly committed: (() => void)[];
  /** Sends a statement whose answer nobody reads (SAVEPOINT, RELEASE SAVEPOINT), at once or with the next one. */
  readonly send: (sql: string, params?: readonly SqlValue[]) => Promise<void>;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The open transaction of `owner` (a Database) in this async context, if any. */
export function ambientTransaction(owner: object): Scope | undefined {
  const scope = scopes.getStore();
  return scope?.owner === owner && scope.open ? scope : undefined;
}

/**
 * Runs `then` once the transaction of `owner` ambient here has committed, or at once when none is. Telling others
 * of a change (another node re-reads the row it is told of) must wait for the commit, or they read the row before
 * it exists; a rolled-back change is never told.
 */
export function afterCommit(owner: object, then: () => void): void {
  const scope = ambientTransaction(owner);
  if (scope) scope.committed.push(then);
  else then();
}

/**
 * Runs `then` once the transaction ambient here commits, whichever database it is on, given that database (the
 * owner); at once, given null, outside any transaction. For code handed only a transaction (a Queryable) that must
 * still tell of its commit: the inbox wakes its dispatcher this way (server/notify/inbox-wake.ts).
 */
export function afterAmbientCommit(then: (owner: object | null) => void): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.committed.push(() => then(scope.owner));
  else then(null);
}

/** Runs what waited for a commit that just happened; one failing does not stop the others. */
export function runCommitted(committed: readonly (() => void)[], onError: (error: unknown) => void): void {
  for (const then of committed) {
    try {
      then();
    } catch (error) {
      onError(error);
    }
  }
}

/** Runs `work` on `tx` with `tx` ambient for `owner`; `committed` collects what waits for its commit. `later`, when
 * given, queues an answerless statement to go with the next one (PGlite: one call into its backend fewer). */
export async function runAmbient<T>(
  owner: object,
  tx: Queryable,
  work: (tx: Queryable) => Promise<T>,
  committed: (() => void)[],
  later?: (sql: string, params?: readonly SqlValue[]) => Promise<void>,
): Promise<T> {
  const send =
    later ??
    (async (sql: string, params?: readonly SqlValue[]) => {
      await tx.query(sql, params);
    });
  const scope: Scope = { owner, tx, open: true, savepoints: 0, committed, send };
  try {
    return await scopes.run(scope, () => work(tx));
  } finally {
    scope.open = false;
  }
}

/**
 * A write whose answer nobody reads: inside a transaction of `owner` it may go with the transaction's next statement
 * or its COMMIT (PGlite: one call fewer), and should it fail, that statement or the commit fails and the transaction
 * is rolled back. Outside one it runs at once on `db`.
 */
export async function writeLater(owner: object, db: Queryable, sql: string, params: readonly SqlValue[]): Promise<void> {
  const scope = ambientTransaction(owner);
  if (scope) await scope.send(sql, params);
  else await db.query(sql, params);
}

/** A transaction inside an open one: a savepoint, so its failure undoes only its own work before it is thrown on. */
export async function nestedTransaction<T>(scope: Scope, work: (tx: Queryable) => Promise<T>): Promise<T> {
  scope.savepoints += 1;
  const name = `nested_${scope.savepoints}`;
  const waiting = scope.committed.length;
  await scope.send(`SAVEPOINT ${name}`);
  try {
    const result = await work(scope.tx);
    await scope.send(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await scope.tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
    // What the undone work would have told after the commit is not told.
    scope.committed.length = waiting;
    throw error;
  }
}
