import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { KlinePush } from '../../common/market';
import { redisBus } from '../../server/cluster/redis-bus';
import { clusterDatabase, uniquePrefix } from '../server/cluster/helpers/cluster-env';
import { privateRedis, startNode, type NodeProcess } from '../server/cluster/helpers/processes';

// Scale-out fan-out: 2,000 sockets subscribed to one topic, all on one node, then spread over two nodes, in the
// same run. A publisher pushes through the Redis bus (as the leader does) at rising rates; each node delivers to
// its own sockets. Reports deliveries per second and the p99 from publishing to arrival, and the ratio of two nodes
// to one at each rate. Needs TEST_DATABASE_URL and redis-server (a private one is started).

const CLIENTS = Number(process.env.CLUSTER_FANOUT_CLIENTS ?? 2_000);
const CLIENT_PROCESSES = 2;
const RATES_PER_SECOND = [60, 250, 500];
const DURATION_MS = 4_000;
const CLIENT_SCRIPT = fileURLToPath(new URL('./cluster-fanout-clients.ts', import.meta.url));

interface Figures {
  deliveredPerSecond: number;
  p99Ms: number;
}

async function clients(urls: string[], count: number): Promise<{ start(): void; finish(): Promise<{ delivered: number; p99: number }[]> }> {
  const children: ChildProcess[] = [];
  const lines: Promise<string>[] = [];
  const ready: Promise<void>[] = [];
  for (let index = 0; index < CLIENT_PROCESSES; index += 1) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CLIENT_SCRIPT, urls.join(','), String(Math.round(count / CLIENT_PROCESSES))],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const reader = createInterface({ input: child.stdout });
    const iterator = reader[Symbol.asyncIterator]();
    ready.push(iterator.next().then(() => undefined));
    lines.push(ready[index]!.then(async () => String((await iterator.next()).value)));
    children.push(child);
  }
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error('the bench clients did not all connect within 60 s')), 60_000).unref(),
  );
  await Promise.race([Promise.all(ready), timeout]);
  return {
    start: () => children.forEach((child) => child.stdin!.write('start\n')),
    finish: async () => {
      for (const child of children) child.stdin!.write('stop\n');
      return Promise.all(lines.map(async (line) => JSON.parse(await line) as { delivered: number; p99: number }));
    },
  };
}

async function measure(urls: string[], publish: (data: KlinePush & { t: number }) => void, rate: number): Promise<Figures> {
  const pool = await clients(urls, CLIENTS);
  pool.start();
  const started = Date.now();
  const interval = 1_000 / rate;
  let next = started;
  while (Date.now() - started < DURATION_MS) {
    const t = Date.now();
    // A whole candle, stamped with when it was sent: the clients measure the latency from `t`.
    publish({ Time: t, Open: '1.10000', High: '1.10000', Low: '1.10000', Close: '1.10000', Volume: '0', Period: '1M', t });
    next += interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const results = await pool.finish();
  const delivered = results.reduce((sum, result) => sum + result.delivered, 0);
  return {
    deliveredPerSecond: Math.round(delivered / ((Date.now() - started - 300) / 1000)),
    p99Ms: Math.max(...results.map((result) => result.p99)),
  };
}

export async function run(): Promise<void> {
  const redis = process.env.TEST_DATABASE_URL ? await privateRedis() : undefined;
  if (!redis) {
    console.log('cluster-fanout: skipped (needs TEST_DATABASE_URL and redis-server)');
    return;
  }
  const database = await clusterDatabase();
  const prefix = uniquePrefix('bench-fanout');
  const nodes: NodeProcess[] = [];
  const silence = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const bus = await redisBus({ url: redis.url, prefix, nodeId: 'bench', log: silence });
  try {
    for (const name of ['a', 'b'])
      nodes.push(
        await startNode({
          name,
          databaseUrl: database.url,
          redisUrl: redis.url,
          redisPrefix: prefix,
          env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
        }),
      );
    const publish = (data: KlinePush & { t: number }) => bus.publish('KLINE.BENCH', data);
    console.log(`${CLIENTS} sockets on topic KLINE.BENCH, ${DURATION_MS / 1000} s per rate, published through Redis`);
    for (const rate of RATES_PER_SECOND) {
      const one = await measure([nodes[0]!.url], publish, rate);
      const two = await measure(
        nodes.map((node) => node.url),
        publish,
        rate,
      );
      console.log(
        `  ${String(rate).padStart(4)} pushes/s  one node: ${one.deliveredPerSecond} deliveries/s, p99 ${one.p99Ms} ms` +
          `  |  two nodes: ${two.deliveredPerSecond} deliveries/s, p99 ${two.p99Ms} ms  |  ratio ${(two.deliveredPerSecond / Math.max(1, one.deliveredPerSecond)).toFixed(2)}x`,
      );
    }
  } finally {
    await bus.close();
    await Promise.all(nodes.map((node) => node.kill()));
    await redis.stop();
    await database.drop();
  }
}
