import { readFile, writeFile } from 'node:fs/promises';
import { build } from 'vite';
import { DIST, hashBuildInputs, ROOT, STAMP } from './build-inputs';
import { compressDist } from './compress-dist';

/** Builds the PWA into dist/ and records what it was built from. */
export async function buildPwa(): Promise<void> {
  const inputs = await hashBuildInputs();
  await build({ root: ROOT, logLevel: 'warn' });
  await compressDist(DIST);
  await writeFile(STAMP, inputs);
}

/** Builds only when dist/ is missing or was built from other sources; says which. */
export async function ensurePwaBuilt(): Promise<void> {
  const [current, built] = await Promise.all([hashBuildInputs(), readFile(STAMP, 'utf8').catch(() => null)]);
  if (current === built) return;
  console.log(built ? 'The PWA changed since the last build: building it again…' : 'Building the PWA (first start)…');
  const started = Date.now();
  await buildPwa();
  console.log(`PWA built into ${DIST} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildPwa().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
