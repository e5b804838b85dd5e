import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { reachable } from './processes';

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
  drop(): Promise<void>;
}

/** A new empty PostgreSQL database; the nodes migrate and seed it themselves, like a fresh deployment. */
export async function clusterDatabase(): Promise<ClusterDatabase> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `meridian_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      return (await pool.query<Row>(sql, params)).rows;
    },
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
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
