import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSecretsKey } from '../server/security/secrets-key';
import { readOrCreateKeyFile } from '../server/security/key-file';
import { TICK_SIGNING_KEY_FILE } from '../server/ticks/signing-key';
import { ensurePwaBuilt } from './build';
import { NGINX, nginxConfig } from './nginx-config';

// `npm run cluster`: Meridian as it runs scaled out, on one machine: two nodes on one PostgreSQL and one Redis,
// behind nginx with the repository's configuration (deploy/nginx/meridian.conf). Needs DATABASE_URL; REDIS_URL
// defaults to the local Redis. Open http://localhost:8080 (CLUSTER_PORT). Ctrl-C stops all three.

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run cluster needs DATABASE_URL (a PostgreSQL database both nodes share), e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/meridian npm run cluster',
  );
  process.exit(2);
}
// Both nodes must seal and open second-factor secrets with one key: SECRETS_KEY when given (empty is unset, as in
// server/config.ts), else one generated once into data/cluster/ and kept there, so the secrets open after a restart.
const secretsKey =
  process.env.SECRETS_KEY ||
  (await loadSecretsKey({ secretsKey: undefined, databaseUrl: undefined, dataDir: path.join('data', 'cluster') })).toString('base64');
// Whichever node leads signs the tick log: one seed for both, kept the same way (server/ticks/signing-key.ts).
const tickSigningKey =
  process.env.TICK_SIGNING_KEY ||
  (await readOrCreateKeyFile(path.join('data', 'cluster', TICK_SIGNING_KEY_FILE), 'the tick log would be signed with a new key.')).toString(
    'base64',
  );
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const listenPort = Number(process.env.CLUSTER_PORT ?? 8080);
const nodes = [
  { name: 'node-1', host: '127.0.0.1', port: listenPort + 1 },
  { name: 'node-2', host: '127.0.0.1', port: listenPort + 2 },
];

const children: ChildProcess[] = [];
const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
};

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    stopAll(1);
  });
  children.push(child);
}

await ensurePwaBuilt();
for (const node of nodes) {
  run(node.name, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SECRETS_KEY: secretsKey,
    TICK_SIGNING_KEY: tickSigningKey,
    REDIS_URL: redisUrl,
    NODE_ID: node.name,
    PORT: String(node.port),
    HOST: node.host,
    TRUST_PROXY: 'true',
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${listenPort}`,
    DATA_DIR: process.env.DATA_DIR ?? path.join('data', node.name),
  });
  // The first node migrates and takes the lead before the second starts beside it.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
}
const runDir = mkdtempSync(path.join(tmpdir(), 'meridian-nginx-'));
writeFileSync(path.join(runDir, 'nginx.conf'), nginxConfig({ listenPort, nodes, runDir }));
run('nginx', NGINX, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')]);
console.log(
  `\n  Meridian on two nodes behind nginx: http://localhost:${listenPort}\n  (nodes on ${nodes.map((node) => node.port).join(' and ')}; Ctrl-C stops all)\n`,
);
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
