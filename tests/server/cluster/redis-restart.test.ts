import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { SequenceTracker } from '../../../browser/socket-client/sequence';
import { demoUser, get, socketOn, type SocketClient } from './helpers/client';
import { adminUrl, BTC, clusterDatabase, sawtoothReplay, uniquePrefix, type ClusterDatabase } from './helpers/cluster-env';
import { expectInvariants } from './helpers/invariants';
import { privateRedis, startNode, until, type NodeProcess, type PrivateRedis } from './helpers/processes';

// Redis goes away and comes back empty (a private redis-server on a port of its own, killed and started again).
// The nodes reconnect and subscribe again by themselves; the sockets stay open, see a gap in the numbers (so the
// PWA refetches: its own SequenceTracker says so), and pushes flow again; an order placed through the follower
// afterwards still reaches the leader's engine.

const redis = adminUrl ? await privateRedis() : undefined;
if (!redis) console.log('redis-restart: skipped (needs TEST_DATABASE_URL and redis-server installed)');

const verdicts = (socket: SocketClient, topic: string) => {
  const tracker = new SequenceTracker();
  return socket.pushes(topic).map((push) => tracker.accept(topic, push.seq));
};

describe.skipIf(!redis)('Redis restarted under two nodes', () => {
  let database: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  let server: PrivateRedis;
  let replay: string;

  beforeAll(async () => {
    server = redis as PrivateRedis;
    database = await clusterDatabase();
    replay = sawtoothReplay();
    const common = {
      databaseUrl: database.url,
      redisUrl: server.url,
      redisPrefix: uniquePrefix('redis-restart'),
      env: { MARKET_FEED: 'replay', REPLAY_DIR: replay },
    };
    a = await startNode({ name: 'a', ...common });
    b = await startNode({ name: 'b', ...common });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a.kill(), b.kill()]);
    await server.stop();
    await database.drop();
  });

  it('reconnects, resubscribes, shows the sockets a gap, and carries orders to the leader again', async () => {
    const user = await demoUser(b.url);
    const onA = await socketOn(a.url, user.token, ['DAY_MARKET', 'FOREX_CLOSED']);
    const onB = await socketOn(b.url, undefined, ['DAY_MARKET']);
    expect(await until(() => onA.pushes('DAY_MARKET').length > 5 && onB.pushes('DAY_MARKET').length > 5, 10_000)).toBe(true);
    // Before: the numbers run on without a gap on both nodes.
    expect(verdicts(onB, 'DAY_MARKET')).not.toContain('gap');

    await server.stop();
    const before = onB.pushes('DAY_MARKET').length;
    const beforeOnA = onA.pushes('DAY_MARKET').length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await server.start();
    const back = await until(async () => {
      const [x, y] = await Promise.all([get<{ bus: string }>(a.url, '/api/health/node'), get<{ bus: string }>(b.url, '/api/health/node')]);
      return x.data.bus === 'up' && y.data.bus === 'up';
    }, 15_000);
    expect(back, 'the nodes did not reconnect to Redis').toBe(true);
    // Both nodes' sockets are waited for: on a loaded machine node a's may resume a moment after node b's.
    expect(await until(() => onB.pushes('DAY_MARKET').length > before + 5, 10_000), 'pushes did not resume on node b').toBe(true);
    expect(await until(() => onA.pushes('DAY_MARKET').length > beforeOnA + 5, 10_000), 'pushes did not resume on node a').toBe(true);
    // The sockets stayed open and saw a gap (never a number that looks old), so the screens refetch.
    expect(verdicts(onB, 'DAY_MARKET')).toContain('gap');
    expect(verdicts(onB, 'DAY_MARKET')).not.toContain('stale');
    expect(verdicts(onA, 'DAY_MARKET')).toContain('gap');

    // An order placed through the follower after the restart still reaches the leader: its stop fires there.
    let order: ForexOrder | undefined;
    for (let attempt = 0; attempt < 40 && !order; attempt += 1) {
      const opened = await get<ForexOrder>(
        b.url,
        '/v2/api/forex/submit',
        { type: 1, cont: '0.01', forex_id: BTC.id, status: 1, multiple: 10 },
        user.token,
        randomUUID(),
      );
      expect(opened.code, opened.msg).toBe(1);
      const price = Number(opened.data.OriginPrice);
      const stops =
        price > BTC.bottom + 300
          ? await get(
              b.url,
              '/v2/api/forex/set_stop_price',
              { id: opened.data.Id, stop_loss_price: (price - 40).toFixed(2), target_profit_price: '0' },
              user.token,
              randomUUID(),
            )
          : undefined;
      if (stops?.code === 1) order = opened.data;
      else await get(b.url, '/v2/api/forex/close', { id: opened.data.Id }, user.token, randomUUID());
      if (!order) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(order).toBeDefined();
    const id = order!.Id;
    expect(await until(() => onA.pushes('FOREX_CLOSED').some((push) => (push.data as number[]).includes(id)), 15_000)).toBe(true);
    onA.close();
    onB.close();
    await expectInvariants(database);
  }, 90_000);
});
