import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { reachable } from './processes';
import { createPostgresDatabase } from '../../helpers/test-db';

// What the multi-node tests need: PostgreSQL (TEST_DATABASE_URL, a database of their own) and a redis-server (the
// machine's at 127.0.0.1:6379 under a prefix of the test's own, or a private one). Absent either, they skip and
// say why.

export const adminUrl = process.env.TEST_DATABASE_URL;
export const SHARED_REDIS = { host: '127.0.0.1', port: 6379 };

export async function redisAvailable(): Promise<boolean> {
  return reachable(SHARED_REDIS.host, SHARED_REDIS.port);
}

/** A key and channel prefix no other run uses. */
export function uniquePrefix(name: string): string {
  return `test:${name}:${randomBytes(4).toString('hex')}:`;
}

export interface ClusterDatabase {
  url: string;
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction (the ledger checks a journal's balance at commit). */
  transaction(work: (query: ClusterDatabase['query']) => Promise<void>): Promise<void>;
  drop(): Promise<void>;
}

/** A new empty PostgreSQL database; the nodes migrate and seed it themselves, like a fresh deployment. */
export async function clusterDatabase(): Promise<ClusterDatabase> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const created = await createPostgresDatabase(adminUrl, 'meridian_cluster');
  const url = new URL(created.url);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query<Row>(sql, params)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work(async <Row extends object>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async drop() {
      await pool.end();
      await created.drop();
    },
  };
}

export const BTC = { id: 13, code: 'BTCUSDT', top: 67_000, bottom: 66_000 } as const;
/** One sawtooth of the recording: down from top to bottom, then back to the top at once. */
export const SAW_MS = 10_000;
const STEP_MS = 250;

/**
 * A replay folder where BTC/USDT (trading at all hours) falls steadily from 67,000 to 66,000 every 10 s, from a
 * minute ago for the next half hour: a stop-loss set a little under the price fires within seconds, on whichever
 * node leads.
 */
export function sawtoothReplay(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-replay-'));
  const start = Math.floor(Date.now() / SAW_MS) * SAW_MS - 60_000;
  const rows = ['time,price'];
  const range = BTC.top - BTC.bottom;
  for (let time = start; time < start + 30 * 60_000; time += STEP_MS) {
    const phase = (time % SAW_MS) / SAW_MS;
    rows.push(`${time},${(BTC.top - phase * range).toFixed(2)}`);
  }
  writeFileSync(path.join(dir, `${BTC.code}.csv`), rows.join('\n') + '\n');
  return dir;
}

/**
 * Test money for a real user: `amount` into each of their option and contract accounts, from a house account, as
 * one balanced journal (a deposit would need an operator's decision; what is checked afterwards is the ledger).
 */
export async function fundUser(database: ClusterDatabase, uid: string, amount: string): Promise<void> {
  const [user] = await database.query<{ id: number }>('SELECT id FROM users WHERE uid = $1', [uid]);
  if (!user) throw new Error(`no user ${uid}`);
  const accounts = await database.query<{ id: number }>(
    "SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind IN ('micro', 'forex')",
    [user.id],
  );
  const [house] = await database.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 1');
  if (accounts.length !== 2 || !house) throw new Error(`user ${uid} has not both accounts`);
  await database.transaction(async (query) => {
    const [journal] = await query<{ id: string }>(
      "INSERT INTO journals (cause, user_id, memo, created_at) VALUES ('adjustment', $1, 'test funds', now()) RETURNING id",
      [user.id],
    );
    const total = (Number(amount) * accounts.length).toFixed(2);
    // A journal's postings in one statement: the ledger checks each journal balances as the statement ends.
    const postings = [...accounts.map((account) => [account.id, amount] as const), [house.id, `-${total}`] as const];
    await query(
      `INSERT INTO postings (journal_id, account_id, bucket, amount)
       SELECT $1, account_id, 'available', amount FROM unnest($2::integer[], $3::numeric[]) AS p (account_id, amount)`,
      [journal?.id, postings.map(([id]) => id), postings.map(([, value]) => value)],
    );
    for (const [id, value] of postings) await query('UPDATE ledger_accounts SET available = available + $2 WHERE id = $1', [id, value]);
  });
}

/** Removes what a test left under its prefix in the shared Redis (the push numbers, the rate-limit counters). */
export async function clearPrefix(prefix: string): Promise<void> {
  const redis = new Redis(`redis://${SHARED_REDIS.host}:${SHARED_REDIS.port}`, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
