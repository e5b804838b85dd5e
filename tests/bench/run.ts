import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// `npm run bench`: runs every tests/bench/*.bench.ts in turn. Each prints its figures as a ratio against a baseline
// measured in the same run, since these machines are noisy; none of them asserts a time.

const dir = fileURLToPath(new URL('./', import.meta.url));
const only = process.argv[2];
const files = (await readdir(dir)).filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only))).sort();
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  const bench = (await import(`./${file}`)) as { run: () => Promise<void> };
  await bench.run();
}
