import type { Priority } from './turns';

// One query layer over the two engines Meridian runs on: embedded PGlite by default and PostgreSQL when
// DATABASE_URL is set. Code above this file writes plain SQL that both accept.

export type SqlValue = string | number | boolean | null | Date | Uint8Array | readonly (string | null)[] | readonly number[];

export interface Queryable {
  /** Runs one statement with $1-style parameters and returns its rows. */
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs several statements separated by semicolons, with no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /** 'background' for writes nobody waits on (the market's flushes): on PGlite's one connection they let waiting
   * user work go first (turns.ts). On PostgreSQL each transaction has its own connection and this changes nothing. */
  priority?: Priority;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs `then` once the transaction open in this async context has committed (at once outside one, never after a
   * rollback): for telling others of a change, who would otherwise read the row before it exists. */
  afterCommit(then: () => void): void;
  /** A write whose answer nobody reads, in the transaction open here: sent with its next statement or its COMMIT
   * (PGlite: one call into the backend fewer), failing that one and so the transaction should it fail. At once on
   * PostgreSQL or outside a transaction. */
  writeLater(sql: string, params: readonly SqlValue[]): Promise<void>;
  /**
   * PGlite only (PostgreSQL is copied by pg_dump from outside): runs `inspect`, then copies the data directory with
   * PGlite's own dumpDataDir (a tar), in one turn after a checkpoint. No transaction is open in between and nothing
   * else runs, so the copy holds exactly the committed state `inspect` saw, and opens without recovery. Every other
   * call waits meanwhile (server/ops/control-socket.ts serves it to `npm run backup`).
   */
  snapshot?<T>(inspect: (db: Queryable) => Promise<T>): Promise<{ inspected: T; tar: Blob }>;
  close(): Promise<void>;
}

/** The first row, or a clear failure when a statement that must return one returned none. */
export async function one<Row extends object>(db: Queryable, sql: string, params?: readonly SqlValue[]): Promise<Row> {
  const rows = await db.query<Row>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`expected one row from: ${sql.slice(0, 80)}`);
  return row;
}
