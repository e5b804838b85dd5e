import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, nginxConfig } from '../../../scripts/nginx-config';
import { get, socketOn } from './helpers/client';
import { adminUrl, clusterDatabase, redisAvailable, uniquePrefix, clearPrefix, type ClusterDatabase } from './helpers/cluster-env';
import { freePort, reachable, startNode, until, type NodeProcess } from './helpers/processes';

// The repository's nginx configuration (deploy/nginx/meridian.conf), run by Debian's nginx in front of two nodes:
// the health check and the API answer through it, a websocket upgrades through it and receives the market, and when
// a node dies nginx sends the requests to the other one.

const ready = Boolean(adminUrl) && existsSync(NGINX) && (await redisAvailable());
if (!ready) console.log('nginx: skipped (needs TEST_DATABASE_URL, a Redis at 127.0.0.1:6379 and /usr/sbin/nginx)');

describe.skipIf(!ready)('nginx in front of two nodes', () => {
  let database: ClusterDatabase;
  let nodes: NodeProcess[];
  let nginx: ChildProcess;
  let base: string;
  const prefix = uniquePrefix('nginx');

  beforeAll(async () => {
    database = await clusterDatabase();
    const common = { databaseUrl: database.url, redisUrl: 'redis://127.0.0.1:6379', redisPrefix: prefix, env: { TRUST_PROXY: 'true' } };
    nodes = [await startNode({ name: 'a', ...common }), await startNode({ name: 'b', ...common })];
    const runDir = mkdtempSync(path.join(tmpdir(), 'meridian-nginx-'));
    const listenPort = await freePort();
    writeFileSync(
      path.join(runDir, 'nginx.conf'),
      nginxConfig({ listenPort, nodes: nodes.map((node) => ({ host: '127.0.0.1', port: node.port })), runDir }),
    );
    nginx = spawn(NGINX, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], { stdio: 'ignore' });
    const up = await until(() => reachable('127.0.0.1', listenPort), 10_000);
    if (!up) throw new Error(`nginx did not start: ${readFileSync(path.join(runDir, 'logs', 'error.log'), 'utf8')}`);
    base = `http://127.0.0.1:${listenPort}`;
  }, 120_000);
  afterAll(async () => {
    nginx.kill('SIGTERM');
    await Promise.all(nodes.map((node) => node.kill()));
    await database.drop();
    await clearPrefix(prefix);
  });

  it('answers /api/health through nginx, from both nodes in turn', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { code: number }).code).toBe(1);
    const answering = new Set<string>();
    for (let index = 0; index < 6; index += 1) answering.add((await get<{ node: string }>(base, '/api/health/node')).data.node);
    expect([...answering].sort()).toEqual(['a', 'b']);
  });

  it('upgrades a websocket through nginx and delivers the market on it', async () => {
    const socket = await socketOn(base, undefined, ['DAY_MARKET']);
    expect(await until(() => socket.pushes('DAY_MARKET').length >= 2, 10_000)).toBe(true);
    socket.close();
  });

  it('sends every request to the live node once one has died', async () => {
    await nodes[0]?.kill('SIGKILL');
    const answers: number[] = [];
    for (let index = 0; index < 6; index += 1) answers.push((await fetch(`${base}/api/health`)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await get<{ node: string }>(base, '/api/health/node')).data.node).toBe('b');
  }, 30_000);
});
