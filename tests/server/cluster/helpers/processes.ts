import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../helpers/private-postgres';
import { TEST_SECRETS_KEY, TEST_TICK_SIGNING_KEY } from '../../helpers/secrets-key';
import { IP } from './netns';
import { childNodeImports, TEST_CLOCK_OFFSET_VARIABLE, testClockOffset } from '../../../support/test-clock';

export { freePort };

// Real server nodes in their own processes (a SIGKILL must kill a whole node, connections and all), and a private
// redis-server per test file: never the machine's, so a test may stop it and nobody else notices.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Whether something accepts TCP connections at host:port within `ms`. */
export function reachable(host: string, port: number, ms = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds or `ms` passed; returns whether it held. */
export async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

export interface NodeProcess {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  /** Every line the node wrote, stdout and stderr. */
  lines: string[];
  child: ChildProcess;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface NodeOptions {
  name: string;
  databaseUrl: string;
  redisUrl?: string;
  redisPrefix?: string;
  port?: number;
  env?: Record<string, string>;
  /** A network namespace to run the node in (`ip netns exec`; helpers/netns.ts), listening on `host` there. */
  netns?: string;
  /** The address the node listens on and is reached at; 127.0.0.1 unless given. */
  host?: string;
}

/** Starts `server/main.ts` as a node; resolves once it answers /api/health. */
export async function startNode(options: NodeOptions): Promise<NodeProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), `meridian-${options.name}-`));
  const host = options.host ?? '127.0.0.1';
  const command = [process.execPath, ...childNodeImports(), 'server/main.ts'];
  // `ip netns exec` execs the command in the namespace: the child is still the node itself, for kill and exit.
  const [program, ...args] = options.netns ? [IP ?? 'ip', 'netns', 'exec', options.netns, ...command] : command;
  const child = spawn(program ?? process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      // One key for every node: what one node sealed, the others open.
      SECRETS_KEY: TEST_SECRETS_KEY,
      TICK_SIGNING_KEY: TEST_TICK_SIGNING_KEY,
      NODE_ID: options.name,
      LOG_LEVEL: 'info',
      // The cluster tests count the orders their own clients placed: no simulated traders trading beside them.
      SIMULATED_TRADERS: 'off',
      // A suite run at a chosen moment (tests/support/test-clock.ts): the node shares its test file's clock.
      [TEST_CLOCK_OFFSET_VARIABLE]: String(testClockOffset()),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_PREFIX: options.redisPrefix ?? 'test:' } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const node: NodeProcess = {
    name: options.name,
    port,
    url: `http://${host}:${port}`,
    dataDir,
    lines,
    child,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  const up = await until(async () => {
    if (child.exitCode !== null) return true;
    try {
      return (await fetch(`${node.url}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 60_000);
  if (!up || child.exitCode !== null) {
    await node.kill('SIGKILL');
    throw new Error(`node ${options.name} did not start:\n${lines.slice(-30).join('\n')}`);
  }
  return node;
}

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A redis-server of this test's own on a free port, without persistence; undefined when none is installed. */
export async function privateRedis(): Promise<PrivateRedis | undefined> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) => existsSync(candidate));
  if (!binary) return undefined;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    if (!(await until(() => reachable('127.0.0.1', port), 10_000))) throw new Error('private redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await gone;
    },
  };
}
