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
  'recent_ticks',
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
