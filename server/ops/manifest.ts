import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { BackupError } from './backup-error';
import type { DatabaseContents } from './contents';

// A backup is a directory: `manifest.json` (what it holds and each file's SHA-256), `SHA256SUMS` (the same
// checksums and the manifest's own, in the format `sha256sum -c` reads), the database under `database/` and a copy of
// DATA_DIR's other files under `data/`. A restore checks every checksum before it changes anything.

export const MANIFEST = 'manifest.json';
export const CHECKSUMS = 'SHA256SUMS';
export const FORMAT = 'meridian-backup';
export const FORMAT_VERSION = 1;

export interface BackupFile {
  /** Relative to the backup's directory, with forward slashes: `database/...` or `data/...`. */
  path: string;
  bytes: number;
  sha256: string;
  /** The file's permission bits (data files only), restored with it. */
  mode?: number;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  /** When the database's snapshot was taken (ISO 8601, UTC). */
  createdAt: string;
  app: { name: string; version: string };
  node: string;
  database: {
    kind: DatabaseKind;
    /** The database file in `files`. */
    file: string;
    /** How it was taken: PGlite's dumpDataDir through the running server, or pg_dump. */
    method: string;
    /** The engine's own version string (SELECT version()). */
    engine: string;
    /** The tool that took the dump (PGlite's package version, or pg_dump --version). */
    tool: string;
    contents: DatabaseContents;
  };
  files: BackupFile[];
}

/** A stream that passes bytes through and counts and hashes them on the way. */
export function hashing(): Transform & { digest(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ bytes, sha256: hash.digest('hex') }) });
}

export async function sha256File(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Writes the manifest and SHA256SUMS (every file, then the manifest) into `dir`. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  await writeFile(path.join(dir, MANIFEST), text, { mode: 0o600 });
  const own = createHash('sha256').update(text).digest('hex');
  const lines = [...manifest.files.map((file) => `${file.sha256}  ${file.path}`), `${own}  ${MANIFEST}`];
  await writeFile(path.join(dir, CHECKSUMS), `${lines.join('\n')}\n`, { mode: 0o600 });
}

/** A manifest path that stays inside the backup: relative, no `..`, under database/ or data/. */
function safePath(relative: string): boolean {
  if (relative.includes('\\') || relative.includes('\0') || path.posix.isAbsolute(relative)) return false;
  const normal = path.posix.normalize(relative);
  return normal === relative && !normal.split('/').includes('..') && /^(database|data)\/./.test(normal);
}

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

function isBackupFile(value: unknown): value is BackupFile {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256) &&
    Number.isSafeInteger(value.bytes) &&
    (value.mode === undefined || Number.isSafeInteger(value.mode))
  );
}

function isManifest(value: Loose): value is Loose & Manifest {
  const database = value.database;
  return (
    typeof value.createdAt === 'string' &&
    isRecord(database) &&
    (database.kind === 'pglite' || database.kind === 'postgres') &&
    typeof database.file === 'string' &&
    typeof database.tool === 'string' &&
    isRecord(database.contents) &&
    isRecord(value.app) &&
    Array.isArray(value.files) &&
    value.files.every(isBackupFile)
  );
}

/** Every file below `dir`, as relative forward-slash paths. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else found.push(relative);
  }
  return found;
}

/**
 * Reads the backup's manifest and checks it and every file it lists: the manifest against SHA256SUMS, each file's
 * size and SHA-256, and that the directory holds nothing else. Throws a BackupError naming each problem.
 */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new BackupError(`${dir} is not a backup directory (a folder made by npm run backup).`);
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`${dir} holds no ${MANIFEST}: it is not a backup made by npm run backup, or it is incomplete.`);
  const sums = await readFile(path.join(dir, CHECKSUMS), 'utf8').catch(() => null);
  if (sums === null) throw new BackupError(`${dir} holds no ${CHECKSUMS}: the backup is incomplete.`);
  const recorded = new Map(
    sums
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [, sum = '', name = ''] = /^([0-9a-f]{64}) [ *](.+)$/.exec(line) ?? [];
        return [name, sum] as const;
      }),
  );
  const ownSum = createHash('sha256').update(text).digest('hex');
  if (recorded.get(MANIFEST) !== ownSum) {
    throw new BackupError(`The backup is damaged: ${MANIFEST} does not match its checksum in ${CHECKSUMS}. Nothing was changed.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`The backup is damaged: ${MANIFEST} is not valid JSON. Nothing was changed.`);
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT) {
    throw new BackupError(`${MANIFEST} is not a Meridian backup manifest. Nothing was changed.`);
  }
  if (parsed.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(
      `The backup is in format version ${String(parsed.formatVersion)}; this Meridian reads version ${FORMAT_VERSION}. Nothing was changed.`,
    );
  }
  if (!isManifest(parsed)) throw new BackupError(`${MANIFEST} is not a Meridian backup manifest. Nothing was changed.`);
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const file of parsed.files) {
    if (!safePath(file.path)) {
      problems.push(`${file.path}: not a path inside the backup`);
      continue;
    }
    listed.add(file.path);
    if (recorded.get(file.path) !== file.sha256) problems.push(`${file.path}: its checksum differs between ${MANIFEST} and ${CHECKSUMS}`);
    const found = await sha256File(path.join(dir, file.path)).catch(() => null);
    if (!found) problems.push(`${file.path}: missing`);
    else if (found.bytes !== file.bytes) problems.push(`${file.path}: ${found.bytes} bytes, the manifest says ${file.bytes}`);
    else if (found.sha256 !== file.sha256)
      problems.push(`${file.path}: checksum mismatch (SHA-256 ${found.sha256}, the manifest says ${file.sha256})`);
  }
  if (!listed.has(parsed.database.file)) problems.push(`${parsed.database.file}: the database file is not among the listed files`);
  for (const extra of await listFiles(dir)) {
    if (extra !== MANIFEST && extra !== CHECKSUMS && !listed.has(extra)) problems.push(`${extra}: not in the manifest`);
  }
  if (problems.length > 0) {
    throw new BackupError(`The backup ${dir} is damaged; nothing was changed:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return parsed;
}
