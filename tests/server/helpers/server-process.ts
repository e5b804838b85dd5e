import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './private-postgres';
import { TEST_SECRETS_KEY, TEST_TICK_SIGNING_KEY } from './secrets-key';
import { childNodeImports } from '../../support/test-clock';

// The real server as a child process (tsx server/main.ts), for the faults an in-process app cannot show: a
// SIGKILL in the middle of requests, and a start on what the killed one left behind.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  origin: string;
  /** What the server printed, for a failure message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [...childNodeImports(), path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-data-')),
      LOG_LEVEL: 'warn',
      // Needed with DATABASE_URL; the embedded default would generate one into DATA_DIR instead.
      SECRETS_KEY: TEST_SECRETS_KEY,
      TICK_SIGNING_KEY: TEST_TICK_SIGNING_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const healthy = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
