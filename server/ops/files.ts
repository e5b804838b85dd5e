import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { hashing } from './manifest';

// File work shared by the backup and the restore.

/** Copies `from` to `to` (made with `mode`), hashing what was copied; flushed to disk before it answers. */
export async function copyHashed(from: string, to: string, mode = 0o600): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const tap = hashing();
  await pipeline(createReadStream(from), tap, createWriteStream(to, { mode, flags: 'wx' }));
  await syncFile(to);
  return tap.digest();
}

/** fsync: a backup that says it is written must be on the disk, not in the page cache. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The entries of `dir` (none when it does not exist), `lost+found` of a freshly made file system aside. */
export async function entriesOf(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => name !== 'lost+found');
}

/** The app's name and version, from package.json. */
export async function appVersion(): Promise<{ name: string; version: string }> {
  const text = await readFile(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8');
  const { name, version } = JSON.parse(text) as { name: string; version: string };
  return { name, version };
}

/** The installed PGlite package's version. */
export async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  for (let depth = 0; depth < 4; depth += 1) {
    const text = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
    if (text) {
      const parsed = JSON.parse(text) as { name?: string; version?: string };
      if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}
