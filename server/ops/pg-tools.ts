import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

// PostgreSQL's own client tools, pg_dump and pg_restore: found among the installed PostgreSQL versions (Debian keeps
// each under /usr/lib/postgresql/<major>/bin, newest first) or on PATH, and run with the connection's password in
// the environment rather than on the command line, where other users could read it.

export type PgTool = 'pg_dump' | 'pg_restore';

const INSTALL_ROOTS = ['/usr/lib/postgresql', '/usr/pgsql'];

/** Every candidate for `tool`, newest installed major first, then PATH's. */
function candidates(tool: PgTool): string[] {
  const found: string[] = [];
  for (const root of INSTALL_ROOTS) {
    if (!existsSync(root)) continue;
    const majors = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) found.push(path.join(root, major, 'bin', tool));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) found.push(path.join(dir, tool));
  return found.filter((file) => existsSync(file));
}

export interface FoundTool {
  file: string;
  /** `pg_dump (PostgreSQL) 15.20 (Debian ...)` */
  version: string;
  major: number;
}

/** The newest `tool` whose major is at least `atLeast`; a BackupError saying what to install when there is none. */
export function findPgTool(tool: PgTool, atLeast: number): FoundTool {
  const seen: string[] = [];
  for (const file of candidates(tool)) {
    const run = spawnSync(file, ['--version'], { encoding: 'utf8' });
    const version = run.stdout.trim();
    const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1] ?? 'NaN');
    if (!Number.isFinite(major)) continue;
    if (major >= atLeast) return { file, version, major };
    seen.push(`${file} (${major})`);
  }
  throw new BackupError(
    seen.length > 0
      ? `${tool} ${atLeast} or newer is needed for PostgreSQL ${atLeast}; found only ${seen.join(', ')}. Install the PostgreSQL ${atLeast} client tools (Debian: postgresql-client-${atLeast}).`
      : `${tool} was not found (looked under ${INSTALL_ROOTS.join(', ')} and on PATH). Install the PostgreSQL client tools (Debian: postgresql-client).`,
  );
}

/** The URL without its password, and the password for PGPASSWORD. */
export function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** Runs a PostgreSQL tool to its end; a BackupError with what it printed when it fails. */
export function runPgTool(tool: FoundTool, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.file, args, {
      env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-8_000)));
    child.once('error', (error) => reject(new BackupError(`${path.basename(tool.file)} could not be run: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(tool.file)} failed (exit ${String(code)}):\n${errors.trim()}`));
    });
  });
}
