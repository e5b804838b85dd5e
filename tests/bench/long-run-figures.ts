import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Queryable } from '../../server/db/database';

// What the long-run benchmark samples and how it prints it: the process's resident memory, the JavaScript heap in
// use, the memory V8 holds outside its heap (PGlite's WebAssembly memory is an ArrayBuffer, so it shows in
// `external` and `arrayBuffers`), and the size of the PGlite data directory on disk.

export interface Figures {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  disk: number;
}

const KEYS = ['rss', 'heapUsed', 'external', 'arrayBuffers', 'disk'] as const;
const LABELS: Record<(typeof KEYS)[number], string> = {
  rss: 'resident',
  heapUsed: 'heap used',
  external: 'external',
  arrayBuffers: 'array buffers',
  disk: 'data directory',
};

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await sizeOf(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

// A full collection before each sample, so the heap figure is what is still held, not garbage not yet collected;
// exposing gc here lets `npx tsx tests/bench/run.ts` run the benchmark without extra node flags.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export async function sample(dataDir: string): Promise<Figures> {
  collect();
  const memory = process.memoryUsage();
  return {
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
    disk: await sizeOf(dataDir),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).padStart(7)} MB`;

export function printHeader(): void {
  console.log(`  ${'at'.padEnd(10)}${KEYS.map((key) => LABELS[key].padStart(16)).join('')}`);
}

/** One row of figures, and beside it how far each moved from the start of the same run. */
export function printRow(label: string, figures: Figures, start: Figures): void {
  console.log(`  ${label.padEnd(10)}${KEYS.map((key) => mb(figures[key]).padStart(16)).join('')}`);
  if (figures !== start)
    console.log(`  ${'  vs start'.padEnd(10)}${KEYS.map((key) => signed(figures[key] - start[key]).padStart(16)).join('')}`);
}

function signed(bytes: number): string {
  return `${bytes >= 0 ? '+' : '-'}${mb(Math.abs(bytes)).trim()}`;
}

/** Growth per simulated day over the last day against the first, for each figure: a bounded server's is ~0 at the end. */
export function printGrowth(first: Figures, afterFirstDay: Figures, beforeLastDay: Figures, end: Figures): void {
  for (const key of KEYS) {
    console.log(
      `  ${LABELS[key].padEnd(16)} first day ${signed(afterFirstDay[key] - first[key]).padStart(11)}   last day ${signed(end[key] - beforeLastDay[key]).padStart(11)}`,
    );
  }
}

/** The tables light use adds rows to, and the market's: their row counts show which retention holds. */
const COUNTED_TABLES = [
  'users',
  'sessions',
  'rate_counters',
  'idempotent_requests',
  'verification_codes',
  'captchas',
  'contract_orders',
  'micro_orders',
  'journals',
  'ticks',
  'candles',
] as const;

export async function tableRows(db: Queryable): Promise<Map<string, number>> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT ${COUNTED_TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return new Map(COUNTED_TABLES.map((table) => [table, Number(row?.[table] ?? 0)]));
}

export function printRows(start: Map<string, number>, end: Map<string, number>): void {
  console.log(
    `  rows at the start and the end: ${[...end].map(([table, count]) => `${table} ${start.get(table) ?? 0} -> ${count}`).join(', ')}`,
  );
}

/** The signed tick log's tables (issue 37): the journal of raw ticks, the blocks, the checkpoints and the chains'
 * heads, kept for a window; and the proofs of the ticks settlements cite, kept for good, as the orders are. */
const TICK_LOG_TABLES = ['ticks', 'tick_blocks', 'tick_checkpoints', 'tick_chain_heads', 'tick_proofs'] as const;

/** Bytes per table; `windowed` the tables kept for a window (all but tick_proofs). */
export type TickLogSize = Record<(typeof TICK_LOG_TABLES)[number] | 'windowed', number>;

/** Each of the log's tables on disk, its indexes and TOAST included (pg_total_relation_size), in bytes. */
export async function tickLogBytes(db: Queryable): Promise<TickLogSize> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT ${TICK_LOG_TABLES.map((table) => `pg_total_relation_size('${table}') AS ${table}`).join(', ')}`,
  );
  const sizes = Object.fromEntries(TICK_LOG_TABLES.map((table) => [table, Number(row?.[table] ?? 0)])) as TickLogSize;
  sizes.windowed = TICK_LOG_TABLES.reduce((sum, table) => (table === 'tick_proofs' ? sum : sum + sizes[table]), 0);
  return sizes;
}

/** The log's tables at every sample: the windowed ones flat once the window is passed. */
export function printTickLog(sizes: ReadonlyMap<number, TickLogSize>, hourMs: number): void {
  const columns = [...TICK_LOG_TABLES, 'windowed'] as const;
  console.log(`  the tick log on disk ("windowed": all but the proofs kept for good):`);
  console.log(`  ${'at'.padEnd(10)}${columns.map((table) => table.padStart(18)).join('')}`);
  for (const [at, size] of [...sizes].sort((a, b) => a[0] - b[0])) {
    console.log(`  ${`${(at / hourMs).toFixed(0)} h`.padEnd(10)}${columns.map((table) => mb(size[table]).padStart(18)).join('')}`);
  }
}
