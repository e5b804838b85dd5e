import pg from 'pg';
import { afterCommit, ambientTransaction, nestedTransaction, runAmbient, runCommitted, writeLater } from './ambient';
import type { Database, Queryable, SqlValue } from './database';

// NUMERIC (1700) and BIGINT (20) already arrive as text from node-postgres; timestamps arrive as Date.

function queryable(client: Pick<pg.PoolClient, 'query'>): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/**
 * SQLSTATEs a backend answers with when it was ended (an operator's pg_terminate_backend, a restart): 57P01 admin
 * shutdown, 57P02 crash shutdown. A statement answered so did not commit: the backend ended before or while it ran,
 * and one outside a transaction commits only by answering with its result.
 */
const ENDED_CONNECTION = new Set(['57P01', '57P02']);

function endedConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && ENDED_CONNECTION.has(code);
}

/**
 * A statement outside a transaction, sent once more when its connection turned out to be ended. The pool drops an
 * idle connection whose backend was ended only once the notice of it has been read, so a statement can be handed
 * such a connection in the moment before; its second try takes a live one. Safe because the first did not commit.
 */
function retriedOnEndedConnection(target: Queryable): Queryable {
  async function once<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!endedConnection(error)) throw error;
      return run();
    }
  }
  return {
    query: <Row extends object>(sql: string, params?: readonly SqlValue[]) => once(() => target.query<Row>(sql, params)),
    exec: (sql) => once(() => target.exec(sql)),
  };
}

/** How long a request waits for a connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * PostgreSQL ends a transaction that sent no statement for this long. A network cut ends nothing by itself: the
 * transactions of a node cut off from the database would stay open, their row locks holding the other nodes'
 * requests and the new leader's settlements until TCP gave up, hours later. Ours never wait this long between
 * statements (slow work is done before a transaction opens).
 */
const IDLE_IN_TRANSACTION_MS = 3_000;

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // Nor may one that is checked out: node-postgres emits 'error' on a client whose connection ends between two
  // statements, and only an idle client has the pool's listener. The statement in flight fails on its own, and the
  // pool drops a client that is no longer queryable when it comes back, so this listener only has to exist.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // Fail at start, with the server's own message, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const onPool = retriedOnEndedConnection(queryable(pool));

  async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const scope = ambientTransaction(db);
    if (scope) return nestedTransaction(scope, work);
    const client = await pool.connect();
    // A checked-out client has no listener of the pool's: without this one, a connection the server ends
    // mid-transaction emits an 'error' nobody handles, and Node ends the whole process. With it, the statement
    // in flight fails, the request is told to retry, and the broken client is destroyed rather than reused.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const committed: (() => void)[] = [];
      const result = await runAmbient(db, queryable(client), work, committed);
      await client.query('COMMIT');
      runCommitted(committed, (error) => console.error('after-commit work failed:', error));
      return result;
    } catch (error) {
      if (!broken) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError as Error));
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken ?? false);
    }
  }

  const db: Database = {
    kind: 'postgres',
    query: (sql, params) => (ambientTransaction(db)?.tx ?? onPool).query(sql, params),
    exec: (sql) => (ambientTransaction(db)?.tx ?? onPool).exec(sql),
    transaction,
    afterCommit: (then) => afterCommit(db, then),
    writeLater: (sql, params) => writeLater(db, onPool, sql, params),
    close: () => pool.end(),
  };
  return db;
}
