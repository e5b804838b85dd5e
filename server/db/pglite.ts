import { mkdir } from 'node:fs/promises';
import { PGlite, TransactionAbortedError, types } from '@electric-sql/pglite';
import { afterCommit, ambientTransaction, nestedTransaction, runAmbient, runCommitted, writeLater } from './ambient';
import type { Database, Queryable, SqlValue } from './database';
import { PgliteStatements } from './pglite-statements';
import { Turns } from './turns';

// Money is NUMERIC and must stay exact: read NUMERIC and BIGINT as text, as node-postgres does, so both engines
// hand the same values to the code above.
const parsers = {
  [types.NUMERIC]: (value: string) => value,
  [types.INT8]: (value: string) => value,
};

// PGlite runs PostgreSQL as a single backend with no autovacuum, and keeps up to max_wal_size (1 GB by default) of
// write-ahead log before a checkpoint recycles it: on a server left running that alone is a gigabyte of disk. The
// log is kept small instead; the leader's market-retention job vacuums what the feed churns and checkpoints.
//
// Memory: PGlite's WebAssembly memory only ever grows, and PostgreSQL's defaults are sized for a database server
// with the machine to itself. The buffer pool (128 MB by default) fills with pages as the server runs, so a
// server's resident memory grew by most of it over its first days; 32 MB holds the hot pages of the market and
// ledger tables (the data directory's files stay in the operating system's cache besides), and the embedded
// server starts about 90 MB smaller (tests/bench/long-run.bench.ts). VACUUM takes up to maintenance_work_mem for
// the dead rows it collects; the churned tables are vacuumed every ten minutes, far below 16 MB of them.
//
// Latency: PostgreSQL fills each new 16 MB write-ahead log segment with zeros before its first record. Here that is
// synchronous WebAssembly on the event loop, so every request and the socket stalled while it ran: the first write
// into a new segment took 37-189 ms in memory and 10-37 ms on disk against 1-20 and about 3 without the filling
// (measured with pg_switch_wal); the market feed's writes start a segment regularly, a busy order flow much more
// often. Zero-filling only reserves the space early on file systems that would otherwise run out mid-segment; the
// segment's last byte is still written, so it has its full size from the start either way.
const POSTGRESQL_CONF = [
  'max_wal_size = 64MB',
  'min_wal_size = 32MB',
  'shared_buffers = 32MB',
  'maintenance_work_mem = 16MB',
  'wal_init_zero = off',
];

export interface PgliteOptions {
  /** A data directory's tar (Database.snapshot's) to create the database from; PGlite refuses it over an existing one. */
  loadDataDir?: Blob;
}

/** Opens an embedded PostgreSQL: on disk in `dataDir`, or in memory when none is given. */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    parsers,
    postgresqlconf: POSTGRESQL_CONF,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite learns the array types on its first query(); the statements below use the parsers that gives it.
  await pg.query('SELECT 1');
  const statements = new PgliteStatements(pg);
  // Everything this process asks of the one backend takes a turn here (BEGIN to COMMIT for a transaction), which is
  // where waiting orders go before the market's background writes.
  const turns = new Turns();
  const alone: Queryable = {
    query: <Row extends object>(sql: string, params?: readonly SqlValue[]) =>
      turns.run('user', async () => {
        const rows = await statements.query<Row>(sql, params);
        await pg.syncToFs();
        return rows;
      }),
    exec: (sql) =>
      turns.run('user', async () => {
        await statements.exec(sql);
        await pg.syncToFs();
      }),
  };
  // PGlite runs one transaction at a time: code inside one that reads through `db` must join it (ambient.ts), or
  // it would wait for the transaction it is part of.
  const db: Database = {
    kind: 'pglite',
    query: (sql, params) => (ambientTransaction(db)?.tx ?? alone).query(sql, params),
    exec: (sql) => (ambientTransaction(db)?.tx ?? alone).exec(sql),
    transaction: async (work, options) => {
      const scope = ambientTransaction(db);
      if (scope) return nestedTransaction(scope, work);
      const committed: (() => void)[] = [];
      const result = await turns.run(options?.priority ?? 'user', async () => {
        let open = true;
        const inTransaction = <T>(then: () => Promise<T>) => {
          if (!open) throw new Error('the transaction has ended');
          return then();
        };
        const tx: Queryable = {
          query: (sql, params) => inTransaction(() => statements.query(sql, params)),
          exec: (sql) =>
            inTransaction(async () => {
              await statements.exec(sql);
            }),
        };
        await statements.later('BEGIN');
        try {
          const value = await runAmbient(db, tx, work, committed, (sql, params) => statements.later(sql, params));
          // A statement that failed inside, caught and not rolled back to a savepoint, aborted the transaction: its
          // COMMIT then rolls back, and the caller must hear of it.
          if ((await statements.command('COMMIT')) === 'ROLLBACK') throw new TransactionAbortedError();
          await pg.syncToFs();
          return value;
        } catch (error) {
          // Also when BEGIN is still queued (nothing ran): it goes with this, and the two undo each other.
          await statements.command('ROLLBACK');
          throw error;
        } finally {
          open = false;
        }
      });
      runCommitted(committed, (error) => console.error('after-commit work failed:', error));
      return result;
    },
    afterCommit: (then) => afterCommit(db, then),
    writeLater: (sql, params) => writeLater(db, alone, sql, params),
    snapshot: (inspect) =>
      turns.run('user', async () => {
        // Between turns no transaction is open: what `inspect` reads and the files hold is committed work only.
        const inspected = await inspect({
          query: (sql, params) => statements.query(sql, params),
          exec: async (sql) => {
            await statements.exec(sql);
          },
        });
        // Every page the buffer pool holds goes to the data files, so the copy is clean and opens without replaying
        // the write-ahead log.
        await statements.command('CHECKPOINT');
        await pg.syncToFs();
        return { inspected, tar: await pg.dumpDataDir('none') };
      }),
    close: () => turns.run('user', () => pg.close()),
  };
  return db;
}
