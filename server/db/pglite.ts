import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { afterCommit, ambientTransaction, nestedTransaction, runAmbient, runCommitted } from './ambient';
import type { Database, Queryable, SqlValue } from './database';

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
const POSTGRESQL_CONF = ['max_wal_size = 64MB', 'min_wal_size = 32MB', 'shared_buffers = 32MB', 'maintenance_work_mem = 16MB'];

function queryable(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens an embedded PostgreSQL: on disk in `dataDir`, or in memory when none is given. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? 'memory://', { parsers, postgresqlconf: POSTGRESQL_CONF });
  const base = queryable(pg);
  // PGlite runs one transaction at a time: code inside one that reads through `db` must join it (ambient.ts), or
  // it would wait for the transaction it is part of.
  const db: Database = {
    kind: 'pglite',
    query: (sql, params) => (ambientTransaction(db)?.tx ?? base).query(sql, params),
    exec: (sql) => (ambientTransaction(db)?.tx ?? base).exec(sql),
    transaction: async (work) => {
      const scope = ambientTransaction(db);
      if (scope) return nestedTransaction(scope, work);
      const committed: (() => void)[] = [];
      const result = await pg.transaction((tx) => runAmbient(db, queryable(tx), work, committed));
      runCommitted(committed, (error) => console.error('after-commit work failed:', error));
      return result;
    },
    afterCommit: (then) => afterCommit(db, then),
    close: () => pg.close(),
  };
  return db;
}
