import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { BackupError } from './backup-error';
import { contentsDifferences, readContents, type DatabaseContents } from './contents';
import { copyHashed, entriesOf, pgliteVersion } from './files';
import { verifyBackup, type Manifest } from './manifest';
import { findPgTool, runPgTool, splitPassword } from './pg-tools';

// `npm run restore -- <backup>`: puts a backup made by `npm run backup` back, into an empty place only.
// 1. Every checksum is checked (verifyBackup) before anything is touched.
// 2. The target must be empty: for the embedded database DATA_DIR (missing or an empty folder); for PostgreSQL the
//    database at DATABASE_URL (no table, function or schema of its own), and DATA_DIR too when the backup holds
//    files for it. A target that is not empty is refused with what is in it, and nothing is changed.
// 3. The database is restored (PGlite from its data directory's tar; pg_restore in one transaction), then read again:
//    its contents must be what the manifest recorded at the backup's moment, or the restore fails (and, on PGlite,
//    removes what it wrote).
// 4. DATA_DIR's files are put back.

export interface RestoreOptions {
  backupDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface RestoreResult {
  manifest: Manifest;
  contents: DatabaseContents;
  ms: number;
  /** Of which checking the checksums. */
  verifyMs: number;
}

/** What makes a PostgreSQL database not empty: its own schemas, tables, views, sequences, functions (at most 6). */
const POSTGRES_OBJECTS = `
  SELECT 'schema ' || nspname AS name FROM pg_namespace
   WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND nspname NOT LIKE 'pg_toast%' AND nspname NOT LIKE 'pg_temp%'
  UNION ALL
  SELECT n.nspname || '.' || c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'
  UNION ALL
  SELECT n.nspname || '.' || p.proname || '()' FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  LIMIT 6`;

async function refuseNonEmptyDirectory(dataDir: string, what: string): Promise<void> {
  const entries = await entriesOf(dataDir);
  if (entries.length === 0) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
  throw new BackupError(
    `Refusing to restore: DATA_DIR ${dataDir} is not empty (it holds ${shown}). ${what} Restore into an empty or new ` +
      'DATA_DIR; nothing was changed.',
  );
}

async function refuseNonEmptyDatabase(db: Database, url: string): Promise<void> {
  const objects = await db.query<{ name: string }>(POSTGRES_OBJECTS);
  if (objects.length === 0) return;
  const { url: shown } = splitPassword(url);
  throw new BackupError(
    `Refusing to restore: the database ${shown} is not empty (it holds ${objects.map((row) => row.name).join(', ')}` +
      `${objects.length === 6 ? ', …' : ''}). Create an empty database (createdb) and point DATABASE_URL at it; nothing was changed.`,
  );
}

async function gunzipToBlob(file: string): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(new Uint8Array(chunk));
  });
  return new Blob(chunks, { type: 'application/x-tar' });
}

function checkRestored(manifest: Manifest, found: DatabaseContents): void {
  const differences = contentsDifferences(manifest.database.contents, found);
  if (differences.length > 0) {
    throw new BackupError(
      `The restored database does not hold what the backup recorded:\n${differences.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

async function restorePglite(manifest: Manifest, options: RestoreOptions): Promise<DatabaseContents> {
  const installed = await pgliteVersion();
  const recorded = manifest.database.tool.replace('@electric-sql/pglite ', '');
  const tar = await gunzipToBlob(path.join(options.backupDir, manifest.database.file));
  let db: Database;
  try {
    db = await openPglite(path.join(options.dataDir, 'pglite'), { loadDataDir: tar });
  } catch (error) {
    throw new BackupError(
      `PGlite ${installed} could not open the backup's database (taken with PGlite ${recorded}): ${(error as Error).message}`,
    );
  }
  try {
    const found = await readContents(db);
    checkRestored(manifest, found);
    return found;
  } finally {
    await db.close();
  }
}

async function restorePostgres(
  manifest: Manifest,
  options: RestoreOptions & { databaseUrl: string },
  db: Database,
): Promise<DatabaseContents> {
  const dumpedWith = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.tool)?.[1] ?? '0');
  const tool = findPgTool('pg_restore', dumpedWith);
  const { url, password } = splitPassword(options.databaseUrl);
  // One transaction: a restore that fails part way leaves the database as empty as it was.
  await runPgTool(
    tool,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(options.backupDir, manifest.database.file),
    ],
    password,
  );
  const found = await readContents(db);
  checkRestored(manifest, found);
  return found;
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const began = performance.now();
  const backupDir = path.resolve(options.backupDir);
  const dataDir = path.resolve(options.dataDir);
  const manifest = await verifyBackup(backupDir);
  const verifyMs = performance.now() - began;
  const dataFiles = manifest.files.filter((file) => file.path.startsWith('data/'));
  const resolved = { ...options, backupDir, dataDir };
  let contents: DatabaseContents;
  if (manifest.database.kind === 'pglite') {
    if (options.databaseUrl) {
      throw new BackupError(
        'This backup holds the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to an empty folder to restore into. Nothing was changed.',
      );
    }
    await refuseNonEmptyDirectory(dataDir, 'The embedded database is restored into a DATA_DIR of its own.');
    const existed = existsSync(dataDir);
    await mkdir(dataDir, { recursive: true });
    try {
      contents = await restorePglite(manifest, resolved);
      await putFiles(manifest, backupDir, dataDir);
    } catch (error) {
      // DATA_DIR was empty: what is in it now is this restore's, and goes.
      for (const entry of await entriesOf(dataDir)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
      if (!existed) await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  } else {
    const databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      throw new BackupError(
        'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore into. Nothing was changed.',
      );
    }
    const db = await openPostgres(databaseUrl, 1).catch((error: unknown) => {
      throw new BackupError(`The database at DATABASE_URL could not be reached: ${(error as Error).message}`);
    });
    try {
      await refuseNonEmptyDatabase(db, databaseUrl);
      if (dataFiles.length > 0) await refuseNonEmptyDirectory(dataDir, 'The backup holds files for it (uploads, keys).');
      contents = await restorePostgres(manifest, { ...resolved, databaseUrl }, db);
    } finally {
      await db.close();
    }
    await putFiles(manifest, backupDir, dataDir);
  }
  return { manifest, contents, ms: performance.now() - began, verifyMs };
}

/** DATA_DIR's files from the backup, each checked against its checksum as it is copied. */
async function putFiles(manifest: Manifest, backupDir: string, dataDir: string): Promise<void> {
  for (const file of manifest.files.filter((entry) => entry.path.startsWith('data/'))) {
    const to = path.join(dataDir, file.path.slice('data/'.length));
    const copied = await copyHashed(path.join(backupDir, file.path), to, file.mode ?? 0o600);
    if (copied.sha256 !== file.sha256) throw new BackupError(`${file.path} changed while it was being restored (checksum mismatch).`);
  }
}
