import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rowsTable, type BenchRow } from './rows';

// `npm run bench`: runs every tests/bench/*.bench.ts in turn. Each prints its figures as a ratio against a baseline
// measured in the same run, since these machines are noisy; none of them asserts a time. Those that measure one of
// an issue's targets return it as a row, and the rows close the run as one table.

const dir = fileURLToPath(new URL('./', import.meta.url));
const only = process.argv[2];
const files = (await readdir(dir)).filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only))).sort();
const rows: BenchRow[] = [];
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  const bench = (await import(`./${file}`)) as { run: () => Promise<unknown> };
  const returned = await bench.run();
  // A benchmark with no issue row returns nothing.
  if (Array.isArray(returned)) rows.push(...(returned as BenchRow[]));
}
if (rows.length > 0) {
  console.log('\n━━ targets ━━');
  for (const line of rowsTable(rows)) console.log(`  ${line}`);
}
