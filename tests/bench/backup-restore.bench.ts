import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { backup } from '../../server/ops/backup';
import { claimControlSocket } from '../../server/ops/control-socket';
import { findPgTool, runPgTool, splitPassword } from '../../server/ops/pg-tools';
import { restore } from '../../server/ops/restore';
import { seed } from '../../server/seed/seed';
import { createPostgresDatabase } from '../server/helpers/test-db';
import type { BenchRow } from './rows';

// `npm run backup` and `npm run restore` on a database of many ledger entries (issue 32 asks for the times at one
// million). A ledger entry here is one journal (a transfer of 1.00 between a customer's funding account and the
// house, two postings), written set-based with the balances made to match; the rest of the database is the seeded
// one. The embedded database is backed up through its control socket as a running server's is (the server here is
// this process: its database and its socket, without HTTP), and the server's pause is the snapshot's turn. Baselines
// of the same run: a plain copy of the stopped data directory (PGlite), pg_dump alone (PostgreSQL).
// BACKUP_BENCH_SIZES=100000 (the default; 1000000 for the issue's size, a few minutes and about 2.6 GB of memory
// on PGlite); on PostgreSQL too when TEST_DATABASE_URL is set.

const SIZES = (process.env.BACKUP_BENCH_SIZES ?? '100000').split(',').map(Number);
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const CUSTOMERS = 1_000;
const BATCH = 100_000;
const ISSUE_SIZE = 1_000_000;

async function fill(db: Database, entries: number): Promise<void> {
  await migrate(db);
  await seed(db);
  await db.query(
    `INSERT INTO users (uid, email, password_hash, invite_code, created_at)
     SELECT 'k' || n, 'backup' || n || '@example.com', 'x', 'bk' || n, now() FROM generate_series(1, $1) AS n`,
    [CUSTOMERS],
  );
  await db.query(`INSERT INTO ledger_accounts (user_id, kind, currency) SELECT id, 'funding', 'USD' FROM users WHERE uid LIKE 'k%'`);
  for (let done = 0; done < entries; done += BATCH) {
    await db.transaction(async (tx) => {
      // Generated entries balance by construction: the per-row balance check at commit is left out of the load.
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query(
        `WITH customers AS (SELECT array_agg(a.id ORDER BY a.id) AS ids FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.uid LIKE 'k%'),
              j AS (INSERT INTO journals (cause, user_id, memo, created_at)
                    SELECT 'adjustment', NULL, 'bench ' || g, now() FROM generate_series(1, $1) AS g RETURNING id)
         INSERT INTO postings (journal_id, account_id, bucket, amount)
         SELECT j.id, side.account, 'available', side.amount FROM j CROSS JOIN customers c
         CROSS JOIN LATERAL (VALUES (c.ids[1 + (j.id % $2)::int], 1.00::numeric),
                                    ((SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house_adjustments'), -1.00)) AS side (account, amount)`,
        [Math.min(BATCH, entries - done), CUSTOMERS],
      );
    });
  }
  await db.query(
    `UPDATE ledger_accounts a SET available = p.available, locked = p.locked
     FROM (SELECT account_id, coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
                  coalesce(sum(amount) FILTER (WHERE bucket = 'locked'), 0) AS locked FROM postings GROUP BY account_id) p
     WHERE p.account_id = a.id`,
  );
  await db.exec('ANALYZE');
}

async function sizeOf(target: string): Promise<number> {
  const info = await stat(target);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(target)) total += await sizeOf(path.join(target, entry));
  return total;
}

/** The process's largest resident memory while `work` runs (PGlite runs inside it). */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

interface Figures {
  engine: 'PGlite' | 'PostgreSQL';
  entries: number;
  buildS: number;
  databaseMb: number;
  backupS: number;
  /** PGlite: how long the server answered nothing (the snapshot's turn). */
  pauseS: number | undefined;
  backupMb: number;
  verifyS: number;
  restoreS: number;
  baselineS: number;
  baseline: string;
  peakMb: number;
}

const seconds = (ms: number) => ms / 1000;
const mb = (bytes: number) => bytes / 1024 / 1024;

async function onPglite(entries: number): Promise<Figures> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'meridian-bench-backup-'));
  try {
    const dataDir = path.join(scratch, 'data');
    const control = await claimControlSocket(dataDir, (message) => console.warn(message));
    if (!control) throw new Error('no control socket');
    const db = await openPglite(path.join(dataDir, 'pglite'));
    let began = performance.now();
    await fill(db, entries);
    const buildS = seconds(performance.now() - began);
    let pauseMs = 0;
    const timed: Database = {
      ...db,
      snapshot: async (inspect) => {
        const start = performance.now();
        try {
          return await db.snapshot!(inspect);
        } finally {
          pauseMs = performance.now() - start;
        }
      },
    };
    control.serve(timed, Date.now);
    const databaseMb = mb(await sizeOf(path.join(dataDir, 'pglite')));
    const taken = await peakRss(() => backup({ dataDir, databaseUrl: undefined, out: path.join(scratch, 'backup') }));
    await control.close();
    await db.close();
    began = performance.now();
    await cp(path.join(dataDir, 'pglite'), path.join(scratch, 'plain-copy'), { recursive: true });
    const baselineS = seconds(performance.now() - began);
    const restored = await peakRss(() =>
      restore({ backupDir: taken.result.dir, dataDir: path.join(scratch, 'restored'), databaseUrl: undefined }),
    );
    return {
      engine: 'PGlite',
      entries,
      buildS,
      databaseMb,
      backupS: seconds(taken.result.ms),
      pauseS: seconds(pauseMs),
      backupMb: mb(taken.result.bytes),
      verifyS: seconds(restored.result.verifyMs),
      restoreS: seconds(restored.result.ms),
      baselineS,
      baseline: 'plain copy of the stopped data directory',
      peakMb: Math.max(taken.peakMb, restored.peakMb),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string, entries: number): Promise<Figures> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'meridian-bench-backup-'));
  const source = await createPostgresDatabase(adminUrl, 'meridian_bench_backup');
  const target = await createPostgresDatabase(adminUrl, 'meridian_bench_restore');
  try {
    const db = await openPostgres(source.url, 2);
    let began = performance.now();
    try {
      await fill(db, entries);
    } finally {
      await db.close();
    }
    const buildS = seconds(performance.now() - began);
    const dataDir = path.join(scratch, 'data');
    const taken = await peakRss(() => backup({ dataDir, databaseUrl: source.url, out: path.join(scratch, 'backup') }));
    began = performance.now();
    const { url, password } = splitPassword(source.url);
    await runPgTool(
      findPgTool('pg_dump', 15),
      ['--format=custom', `--file=${path.join(scratch, 'plain.dump')}`, `--dbname=${url}`],
      password,
    );
    const baselineS = seconds(performance.now() - began);
    const sizeProbe = await openPostgres(source.url, 1);
    const [size] = await sizeProbe.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');
    await sizeProbe.close();
    const restored = await peakRss(() =>
      restore({ backupDir: taken.result.dir, dataDir: path.join(scratch, 'restored'), databaseUrl: target.url }),
    );
    return {
      engine: 'PostgreSQL',
      entries,
      buildS,
      databaseMb: mb(Number(size?.bytes)),
      backupS: seconds(taken.result.ms),
      pauseS: undefined,
      backupMb: mb(taken.result.bytes),
      verifyS: seconds(restored.result.verifyMs),
      restoreS: seconds(restored.result.ms),
      baselineS,
      baseline: 'pg_dump alone',
      peakMb: Math.max(taken.peakMb, restored.peakMb),
    };
  } finally {
    await target.drop();
    await source.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

function line(figures: Figures): string {
  return (
    `| ${figures.engine} | ${figures.entries.toLocaleString('en')} | ${figures.databaseMb.toFixed(0)} MB | ${figures.backupS.toFixed(1)} s | ` +
    `${figures.pauseS === undefined ? '-' : `${figures.pauseS.toFixed(1)} s`} | ${figures.backupMb.toFixed(1)} MB | ${figures.verifyS.toFixed(1)} s | ` +
    `${figures.restoreS.toFixed(1)} s | ${figures.baselineS.toFixed(1)} s (${figures.baseline}) | ${figures.peakMb.toFixed(0)} MB | ${figures.buildS.toFixed(0)} s |`
  );
}

/** The issue's row for one engine: measured at a million, or extrapolated linearly from the largest size run. */
function issueRows(all: readonly Figures[]): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const largest = all.filter((figures) => figures.engine === engine).sort((a, b) => b.entries - a.entries)[0];
    if (!largest) continue;
    const scale = ISSUE_SIZE / largest.entries;
    const how = scale === 1 ? 'measured' : `extrapolated from ${largest.entries.toLocaleString('en')}`;
    rows.push({
      measure: `backup / restore of 1M ledger entries (${engine})`,
      figure: `${(largest.backupS * scale).toFixed(0)} s / ${(largest.restoreS * scale).toFixed(0)} s, ${how}`,
      baseline: `${largest.baseline} ${(largest.baselineS * scale).toFixed(0)} s`,
      target: 'reported',
      met: undefined,
    });
  }
  return rows;
}

export async function run(): Promise<BenchRow[]> {
  const all: Figures[] = [];
  for (const entries of SIZES) {
    all.push(await onPglite(entries));
    console.log(`  ${line(all.at(-1)!)}`);
    if (POSTGRES_URL) {
      all.push(await onPostgres(POSTGRES_URL, entries));
      console.log(`  ${line(all.at(-1)!)}`);
    }
  }
  console.log(
    [
      '| engine | ledger entries | database | backup | server paused | backup size | checksums | restore (with checksums) | baseline | peak RSS | built in |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...all.map(line),
    ]
      .map((text) => `  ${text}`)
      .join('\n'),
  );
  return issueRows(all);
}
