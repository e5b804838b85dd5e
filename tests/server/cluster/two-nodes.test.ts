import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import type { DayMarketStep } from '../../../common/market';
import { get, demoUser, socketOn, type SocketClient } from './helpers/client';
import {
  adminUrl,
  BTC,
  clusterDatabase,
  redisAvailable,
  sawtoothReplay,
  uniquePrefix,
  clearPrefix,
  type ClusterDatabase,
} from './helpers/cluster-env';
import { startNode, until, type NodeProcess } from './helpers/processes';

// Two nodes in their own processes on one PostgreSQL and one Redis. A user's socket is on node A (the leader) and
// another of theirs on node B; their orders go through B. The order reaches the leader's engine through Redis, its
// stop-loss fires there, and the FOREX_CLOSED push reaches both of the user's sockets with one sequence number, and
// nobody else's.

const ready = Boolean(adminUrl) && (await redisAvailable());
if (!ready) console.log('two-nodes: skipped (needs TEST_DATABASE_URL and a Redis at 127.0.0.1:6379)');

describe.skipIf(!ready)('two nodes behind one database and one Redis', () => {
  let database: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  const prefix = uniquePrefix('two-nodes');
  const common = () => ({
    databaseUrl: database.url,
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: prefix,
    env: { MARKET_FEED: 'replay', REPLAY_DIR: replay },
  });
  let replay: string;

  beforeAll(async () => {
    database = await clusterDatabase();
    replay = sawtoothReplay();
    a = await startNode({ name: 'a', ...common() });
    b = await startNode({ name: 'b', ...common() });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a.kill(), b.kill()]);
    await database.drop();
    await clearPrefix(prefix);
  });

  it('has exactly one leader, the node that started first', async () => {
    const [onA, onB] = await Promise.all([
      get<{ leader: boolean }>(a.url, '/api/health/node'),
      get<{ leader: boolean }>(b.url, '/api/health/node'),
    ]);
    expect([onA.data.leader, onB.data.leader]).toEqual([true, false]);
  });

  it('refuses a third node on the same database without REDIS_URL, and says why', async () => {
    await expect(startNode({ name: 'c', databaseUrl: database.url })).rejects.toThrow(
      /another Meridian node already runs on this PostgreSQL database[\s\S]*REDIS_URL/,
    );
  }, 90_000);

  it("fires a stop-loss placed through the follower on the leader, and pushes FOREX_CLOSED to that user's sockets only", async () => {
    const owner = await demoUser(b.url);
    const other = await demoUser(b.url);
    const sockets: SocketClient[] = [
      await socketOn(a.url, owner.token, ['FOREX_CLOSED']),
      await socketOn(b.url, owner.token, ['FOREX_CLOSED']),
      await socketOn(b.url, other.token, ['FOREX_CLOSED']),
    ];
    const [ownerOnA, ownerOnB, otherOnB] = sockets as [SocketClient, SocketClient, SocketClient];
    // A stop 40 under the price, placed while the price is well above the sawtooth's bottom: it fires on the way down.
    let order: ForexOrder | undefined;
    for (let attempt = 0; attempt < 40 && !order; attempt += 1) {
      const opened = await get<ForexOrder>(
        b.url,
        '/v2/api/forex/submit',
        { type: 1, cont: '0.01', forex_id: BTC.id, status: 1, multiple: 10 },
        owner.token,
        randomUUID(),
      );
      expect(opened.code, opened.msg).toBe(1);
      const price = Number(opened.data.OriginPrice);
      const stops =
        price > BTC.bottom + 300
          ? await get<ForexOrder>(
              b.url,
              '/v2/api/forex/set_stop_price',
              { id: opened.data.Id, stop_loss_price: (price - 40).toFixed(2), target_profit_price: '0' },
              owner.token,
              randomUUID(),
            )
          : undefined;
      if (stops?.code === 1) order = opened.data;
      else await get(b.url, '/v2/api/forex/close', { id: opened.data.Id }, owner.token, randomUUID());
      if (!order) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(order, 'no order with a stop could be placed').toBeDefined();
    const id = order!.Id;
    const closedOn = (socket: SocketClient) => socket.pushes('FOREX_CLOSED').filter((push) => (push.data as number[]).includes(id));
    expect(await until(() => closedOn(ownerOnA).length > 0, 15_000), 'FOREX_CLOSED did not reach node A').toBe(true);
    await until(() => closedOn(ownerOnB).length > 0, 2_000);

    const [row] = await database.query<{ status: number; close_reason: string }>(
      'SELECT status, close_reason FROM contract_orders WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 3, close_reason: 'stop_loss' });
    // The same push, with the same number, on both nodes; none for the other user.
    expect(closedOn(ownerOnB)).toEqual(closedOn(ownerOnA));
    expect(otherOnB.pushes('FOREX_CLOSED')).toEqual([]);
    // Settled once: one journal for the close.
    const journals = await database.query<{ count: string }>("SELECT count(*) FROM journals WHERE memo = $1 AND cause = 'trade_pnl'", [
      `order ${id}`,
    ]);
    expect(Number(journals[0]?.count)).toBe(1);
    for (const socket of sockets) socket.close();
  }, 60_000);

  it("sends the leader's DAY_MARKET steps to step-taking sockets on both nodes with the same numbers, and per instrument to the others", async () => {
    const sockets = [
      await socketOn(a.url, undefined, ['DAY_MARKET'], true),
      await socketOn(b.url, undefined, ['DAY_MARKET'], true),
      await socketOn(b.url, undefined, ['DAY_MARKET']),
    ];
    const [stepsOnA, stepsOnB, singlesOnB] = sockets as [SocketClient, SocketClient, SocketClient];
    expect(await until(() => stepsOnA.pushes('DAY_MARKET').length > 3 && stepsOnB.pushes('DAY_MARKET').length > 3, 10_000)).toBe(true);
    const steps = (socket: SocketClient) => socket.pushes('DAY_MARKET') as { seq: number; data: DayMarketStep }[];
    // Each step: one frame listing instruments, each once; numbered one after another; the same on both nodes.
    for (const step of steps(stepsOnB)) {
      expect(Array.isArray(step.data)).toBe(true);
      expect(new Set(step.data.map((quote) => quote.symbol)).size).toBe(step.data.length);
    }
    const seqs = steps(stepsOnB).map((step) => step.seq);
    expect(seqs).toEqual(seqs.map((_, index) => seqs[0]! + index));
    const onA = new Map(steps(stepsOnA).map((step) => [step.seq, step.data]));
    for (const step of steps(stepsOnB)) if (onA.has(step.seq)) expect(step.data).toEqual(onA.get(step.seq));
    // The socket that did not ask gets the spec's form: one instrument per frame.
    expect(singlesOnB.pushes('DAY_MARKET').length).toBeGreaterThan(0);
    for (const push of singlesOnB.pushes('DAY_MARKET'))
      expect(push.data).toMatchObject({ symbol: expect.any(String), quotation: { close: expect.any(String) } });
    for (const socket of sockets) socket.close();
  }, 30_000);
});
