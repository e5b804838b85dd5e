import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What the built PWA is made from. `npm start` rebuilds when the hash of these differs from the one stored with
// the last build: content, not modification times, which a fresh clone sets to "now" for every file.

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = path.join(ROOT, 'dist');
export const STAMP = path.join(DIST, '.build-inputs');

const INPUT_DIRS = ['src', 'sw', 'common', 'locales', 'public', 'admin'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/web-manifest.ts',
  'scripts/build-catalogs.ts',
  'scripts/build-first-paint.ts',
  'scripts/build-route-preload.ts',
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(relative);
      // The router plugin rewrites this file during a build; it follows from the route files hashed anyway.
      return Promise.resolve(entry.name === 'routeTree.gen.ts' ? [] : [relative]);
    }),
  );
  return nested.flat();
}

export async function hashBuildInputs(): Promise<string> {
  const files = [...(await Promise.all(INPUT_DIRS.map(filesUnder))).flat(), ...INPUT_FILES].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(ROOT, file)).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex');
}
