import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A throwaway PostgreSQL cluster of the test's own, on a private port and socket folder, for the faults that must
// not touch the machine's shared server (restarting it, stopping it). Found under /usr/lib/postgresql/*/bin; when
// run as root the cluster runs as the `postgres` system user, since PostgreSQL refuses to run as root.

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** A fast restart (clients disconnected), without blocking the test's own event loop. */
  restart(): Promise<void>;
  stop(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : null;
}

const runAsync = promisify(execFile);

export const privatePostgresAvailable = binDir() !== null;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-pg-'));
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-w', '-t', '30', '-l', path.join(dir, 'log'), 'start']);
  start();
  run('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'meridian']);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      const args = ['-D', data, '-o', options, '-w', '-t', '30', '-m', 'fast', '-l', path.join(dir, 'log'), 'restart'];
      const program = path.join(bin, 'pg_ctl');
      await (asRoot ? runAsync('runuser', ['-u', 'postgres', '--', program, ...args]) : runAsync(program, args));
    },
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-w', '-t', '30', '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
