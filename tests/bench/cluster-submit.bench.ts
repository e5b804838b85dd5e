import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX, nginxConfig } from '../../scripts/nginx-config';
import { demoUser, get } from '../server/cluster/helpers/client';
import { clusterDatabase, uniquePrefix } from '../server/cluster/helpers/cluster-env';
import { freePort, privateRedis, reachable, startNode, until, type NodeProcess } from '../server/cluster/helpers/processes';

// Order submits through nginx (the repository's configuration) with one node behind it, then two, in the same
// run: demo traders each submitting market orders back to back with their Idempotency-Key. Reports submits
// answered code 1 per second and the p99 answer time. Needs TEST_DATABASE_URL, redis-server and /usr/sbin/nginx.

const TRADERS = 32;
const DURATION_MS = 8_000;

async function behindNginx(nodes: NodeProcess[]): Promise<{ base: string; stop(): void }> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'meridian-nginx-bench-'));
  const listenPort = await freePort();
  writeFileSync(
    path.join(runDir, 'nginx.conf'),
    nginxConfig({ listenPort, nodes: nodes.map((node) => ({ host: '127.0.0.1', port: node.port })), runDir }),
  );
  const child = spawn(NGINX, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], { stdio: 'ignore' });
  await until(() => reachable('127.0.0.1', listenPort), 10_000);
  return { base: `http://127.0.0.1:${listenPort}`, stop: () => child.kill('SIGTERM') };
}

async function measure(base: string): Promise<{ perSecond: number; p99Ms: number; refused: number }> {
  const traders = await Promise.all(
    Array.from({ length: TRADERS }, (_, index) => demoUser(base, `10.8.${Math.floor(Math.random() * 250)}.${index + 1}`)),
  );
  const times: number[] = [];
  let refused = 0;
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    traders.map(async (trader) => {
      while (Date.now() < end) {
        const started = performance.now();
        const reply = await get(
          base,
          '/v2/api/forex/submit',
          { type: 1, cont: '0.01', forex_id: 13, status: 1, multiple: 10 },
          trader.token,
          randomUUID(),
          {
            'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          },
        );
        if (reply.code === 1) times.push(performance.now() - started);
        else refused += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    perSecond: Math.round(times.length / (DURATION_MS / 1000)),
    p99Ms: Math.round(times[Math.floor(times.length * 0.99)] ?? 0),
    refused,
  };
}

export async function run(): Promise<void> {
  const redis = process.env.TEST_DATABASE_URL ? await privateRedis() : undefined;
  if (!redis) {
    console.log('cluster-submit: skipped (needs TEST_DATABASE_URL, redis-server and nginx)');
    return;
  }
  const database = await clusterDatabase();
  const prefix = uniquePrefix('bench-submit');
  const nodes: NodeProcess[] = [];
  try {
    for (const name of ['a', 'b']) {
      nodes.push(
        await startNode({
          name,
          databaseUrl: database.url,
          redisUrl: redis.url,
          redisPrefix: prefix,
          env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
        }),
      );
    }
    const one = await behindNginx(nodes.slice(0, 1));
    const single = await measure(one.base).finally(() => one.stop());
    const two = await behindNginx(nodes);
    const double = await measure(two.base).finally(() => two.stop());
    console.log(`${TRADERS} traders submitting for ${DURATION_MS / 1000} s through nginx`);
    console.log(`  one node:  ${single.perSecond} submits/s, p99 ${single.p99Ms} ms (${single.refused} refused)`);
    console.log(`  two nodes: ${double.perSecond} submits/s, p99 ${double.p99Ms} ms (${double.refused} refused)`);
    console.log(`  ratio ${(double.perSecond / Math.max(1, single.perSecond)).toFixed(2)}x`);
  } finally {
    await Promise.all(nodes.map((node) => node.kill()));
    await redis.stop();
    await database.drop();
  }
}
