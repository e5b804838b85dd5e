import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { BackupError } from './backup-error';
import { readContents } from './contents';
import { controlSocketFits, controlSocketPath, requestSnapshot, snapshotOf, type SnapshotInfo } from './control-socket';
import { gzipToFile } from './gzip-file';
import { appVersion, copyHashed, pgliteVersion, syncFile } from './files';
import { FORMAT, FORMAT_VERSION, sha256File, writeManifest, type BackupFile, type Manifest } from './manifest';
import { findPgTool, runPgTool, splitPassword } from './pg-tools';

// `npm run backup`: a consistent copy of everything a Meridian server keeps, taken while it runs.
// - The embedded database (PGlite, DATA_DIR/pglite): the running server copies it itself when asked on its control
//   socket (control-socket.ts): PGlite's dumpDataDir in one turn after a checkpoint, gzipped by a worker thread into
//   a file this process moves into the backup. With --offline (no server on that DATA_DIR) this process opens the
//   database and does the same.
// - PostgreSQL (DATABASE_URL): pg_dump in its custom format, on a snapshot exported by a REPEATABLE READ transaction
//   that also reads what the manifest records, so the two describe the same moment.
// - Every other file in DATA_DIR (uploads stored there before they moved into the database, keys, the mail outbox),
//   copied under data/.
// The backup is written to `<dir>.partial` and renamed when whole, so a directory with the final name is complete.

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The backup's directory; ./backups/meridian-<UTC time> when not given. It must not exist. */
  out?: string;
  /** Embedded database only: the operator says no server runs on DATA_DIR, so this process may open the database
   * itself (a server that answers on the control socket is still asked instead). */
  offline?: boolean;
  now?: () => number;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  /** Wall time of the whole backup, and of the database's part alone. */
  ms: number;
  databaseMs: number;
  /** The sum of the files' sizes. */
  bytes: number;
}

const TOP_LEVEL_SKIPPED = new Set(['pglite', 'run']);

/** 2026-11-21T12:00:05.123Z → 20261121T120005Z */
function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '');
}

interface DatabasePart {
  file: BackupFile;
  database: Manifest['database'];
  createdAt: string;
}

async function backupPglite(options: BackupOptions, into: string, now: () => number): Promise<DatabasePart> {
  const relative = 'database/pglite.tar.gz';
  const target = path.join(into, relative);
  let info: SnapshotInfo;
  let written: { bytes: number; sha256: string };
  let method: string;
  const answer = await requestSnapshot(options.dataDir, target);
  if (answer) {
    info = answer;
    written = { bytes: answer.bytes, sha256: answer.sha256 };
    method = 'PGlite dumpDataDir, taken by the running server';
  } else {
    if (!options.offline && !controlSocketFits(options.dataDir)) {
      throw new BackupError(
        `The control socket's path ${controlSocketPath(options.dataDir)} is too long for a Unix socket, so a server on this ` +
          'DATA_DIR cannot be asked for a copy. Stop the server and use --offline, or move DATA_DIR to a shorter path.',
      );
    }
    if (!options.offline) {
      throw new BackupError(
        `No Meridian server answers on ${controlSocketPath(options.dataDir)}. Start the server on this DATA_DIR and run ` +
          'the backup again (the server copies its own database), or, if no server runs on it, use --offline.',
      );
    }
    if (!existsSync(path.join(options.dataDir, 'pglite', 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${path.join(options.dataDir, 'pglite')} to back up.`);
    }
    const db = await openPglite(path.join(options.dataDir, 'pglite'));
    try {
      const taken = await snapshotOf(db, now);
      info = taken.info;
      written = await gzipToFile(taken.tar, target);
    } finally {
      await db.close();
    }
    method = 'PGlite dumpDataDir, offline (no server running)';
  }
  return {
    file: { path: relative, ...written },
    createdAt: info.takenAt,
    database: {
      kind: 'pglite',
      file: relative,
      method,
      engine: info.engine,
      tool: `@electric-sql/pglite ${await pgliteVersion()}`,
      contents: info.contents,
    },
  };
}

async function backupPostgres(databaseUrl: string, into: string, now: () => number): Promise<DatabasePart> {
  const relative = 'database/postgres.dump';
  const target = path.join(into, relative);
  const db = await openPostgres(databaseUrl, 1);
  try {
    const [server] = await db.query<{ number: string; version: string }>(
      "SELECT current_setting('server_version_num') AS number, version() AS version",
    );
    const major = Math.floor(Number(server?.number) / 10_000);
    const tool = findPgTool('pg_dump', major);
    const { url, password } = splitPassword(databaseUrl);
    return await db.transaction(async (tx) => {
      // pg_dump reads the snapshot this transaction exported, so the manifest's figures are of the dumped moment.
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      // It then waits on pg_dump, for minutes on a large database: past the pool's idle-in-transaction limit
      // (server/db/postgres.ts), which would end it and the snapshot with it. It holds no lock anyone waits for.
      await tx.query('SET LOCAL idle_in_transaction_session_timeout = 0');
      const [exported] = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const createdAt = new Date(now()).toISOString();
      const contents = await readContents(tx);
      await runPgTool(tool, ['--format=custom', `--snapshot=${exported?.snapshot ?? ''}`, `--file=${target}`, `--dbname=${url}`], password);
      await syncFile(target);
      const written = await sha256File(target);
      return {
        file: { path: relative, ...written },
        createdAt,
        database: {
          kind: 'postgres' as const,
          file: relative,
          method: 'pg_dump --format=custom on an exported REPEATABLE READ snapshot',
          engine: server?.version ?? '',
          tool: tool.version,
          contents,
        },
      };
    });
  } finally {
    await db.close();
  }
}

/** Copies DATA_DIR's files (but the database and the control socket) under `into`/data. */
async function backupFiles(dataDir: string, into: string, skip: readonly string[]): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  const walk = async (relative: string): Promise<void> => {
    const dir = path.join(dataDir, relative);
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const absolute = path.join(dataDir, child);
      if (!relative && TOP_LEVEL_SKIPPED.has(entry.name)) continue;
      if (skip.some((skipped) => absolute === skipped || absolute.startsWith(`${skipped}${path.sep}`))) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) {
        const info = await lstat(absolute);
        const copied = await copyHashed(absolute, path.join(into, 'data', child), 0o600);
        files.push({ path: `data/${child}`, ...copied, mode: info.mode & 0o777 });
      }
      // Sockets, links and devices are not the server's data: left out.
    }
  };
  await walk('');
  return files;
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? Date.now;
  const began = performance.now();
  const dir = path.resolve(options.out ?? path.join('backups', `meridian-${stamp(now())}`));
  const partial = `${dir}.partial`;
  if (existsSync(dir)) throw new BackupError(`${dir} exists already: choose another place for the backup.`);
  if (existsSync(partial)) {
    throw new BackupError(`${partial} exists: another backup is being written there, or one was interrupted (remove it, then run again).`);
  }
  await mkdir(path.join(partial, 'database'), { recursive: true, mode: 0o700 });
  try {
    const databaseBegan = performance.now();
    const part = options.databaseUrl ? await backupPostgres(options.databaseUrl, partial, now) : await backupPglite(options, partial, now);
    const databaseMs = performance.now() - databaseBegan;
    const dataDir = path.resolve(options.dataDir);
    const files = [part.file, ...(await backupFiles(dataDir, partial, [dir, partial]))];
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: part.createdAt,
      app: await appVersion(),
      node: process.version,
      database: part.database,
      files,
    };
    await writeManifest(partial, manifest);
    await rename(partial, dir);
    await syncFile(path.dirname(dir));
    return { dir, manifest, ms: performance.now() - began, databaseMs, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
