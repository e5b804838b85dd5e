import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder, ForexTradePush } from '../../../common/api/trade';
import { demoUser, get, socketOn, type SocketClient } from './helpers/client';
import {
  adminUrl,
  BTC,
  clearPrefix,
  clusterDatabase,
  redisAvailable,
  sawtoothReplay,
  uniquePrefix,
  type ClusterDatabase,
} from './helpers/cluster-env';
import { startNode, until, type NodeProcess } from './helpers/processes';

// Issue 41, item 1, across two nodes on one PostgreSQL and one Redis: a user has a device on node A (the leader) and
// another on node B. What they do by hand through one node (close, cancel, a new order, new stops) reaches both
// devices at once through Redis, with one sequence number, and nobody else's; and once their last position is
// closed, the leader's FOREX_TRADE says so on both. One node: tests/server/contract/user-call-pushes.test.ts.

const ready = Boolean(adminUrl) && (await redisAvailable());
if (!ready) console.log('user-call-pushes (two nodes): skipped (needs TEST_DATABASE_URL and a Redis at 127.0.0.1:6379)');

const TOPICS = ['FOREX_TRADE', 'FOREX_CLOSED', 'FOREX_CHANGED'];
const WAIT_MS = 10_000;

describe.skipIf(!ready)("a user's own order calls across two nodes", () => {
  let database: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  let replay: string;
  const prefix = uniquePrefix('user-call-pushes');
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    database = await clusterDatabase();
    replay = sawtoothReplay();
    const common = {
      databaseUrl: database.url,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: prefix,
      env: { MARKET_FEED: 'replay', REPLAY_DIR: replay },
    };
    a = await startNode({ name: 'a', ...common });
    b = await startNode({ name: 'b', ...common });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a.kill(), b.kill()]);
    await database.drop();
    await clearPrefix(prefix);
  });

  it("reaches the user's sockets on both nodes, and nobody else's", async () => {
    const owner = await demoUser(b.url);
    const stranger = await demoUser(b.url);
    const onA = await socketOn(a.url, owner.token, TOPICS);
    const onB = await socketOn(b.url, owner.token, TOPICS);
    const strangers = await socketOn(b.url, stranger.token, TOPICS);
    sockets.push(onA, onB, strangers);

    const call = async <T>(node: NodeProcess, route: string, params: Record<string, string | number>, token = owner.token) => {
      const reply = await get<T>(node.url, `/v2/api/forex/${route}`, params, token, randomUUID());
      expect(reply.code, `${route}: ${reply.msg}`).toBe(1);
      return reply.data;
    };
    const market = { type: 1, cont: '0.01', forex_id: BTC.id, multiple: 10 };
    // Half the sawtooth's bottom: a pending buy that waits there never fills during the test.
    const pending = { ...market, status: 0, target_price: (BTC.bottom / 2).toFixed(2) };
    const naming = (socket: SocketClient, topic: string, id: number) =>
      socket.pushes(topic).filter((push) => Array.isArray(push.data) && (push.data as number[]).includes(id));
    const bothTold = async (topic: string, id: number) => {
      const told = await until(() => naming(onA, topic, id).length > 0 && naming(onB, topic, id).length > 0, WAIT_MS);
      expect(told, `${topic} naming order ${id} did not reach both nodes' sockets`).toBe(true);
      // One push, numbered once by its publisher, on both nodes.
      expect(naming(onB, topic, id)).toEqual(naming(onA, topic, id));
    };

    // A position opened and closed by hand through node B: the device on node A hears of both.
    const position = await call<ForexOrder>(b, 'submit', { ...market, status: 1 });
    await bothTold('FOREX_CHANGED', position.Id);
    const stops = await call<ForexOrder>(b, 'set_stop_price', {
      id: position.Id,
      stop_loss_price: (BTC.bottom / 2).toFixed(2),
      target_profit_price: '0',
    });
    expect(stops.TargetLossPrice).not.toBe('0');
    expect(await until(() => naming(onA, 'FOREX_CHANGED', position.Id).length > 1, WAIT_MS), 'new stops not told').toBe(true);
    await bothTold('FOREX_CHANGED', position.Id);
    // The leader values it: FOREX_TRADE carries it on both nodes.
    const trades = (socket: SocketClient) => socket.pushes('FOREX_TRADE').map((push) => push.data as ForexTradePush);
    const carries = (socket: SocketClient) =>
      trades(socket)
        .at(-1)
        ?.TransOrder.some((held) => held.Id === position.Id) === true;
    expect(await until(() => carries(onA) && carries(onB), WAIT_MS), 'FOREX_TRADE never carried the position').toBe(true);
    await call(b, 'close', { id: position.Id });
    await bothTold('FOREX_CLOSED', position.Id);
    // ...and the leader's next FOREX_TRADE says nothing is open any more, on both nodes.
    const emptied = (socket: SocketClient) => trades(socket).at(-1)?.TransOrder.length === 0;
    expect(await until(() => emptied(onA) && emptied(onB), WAIT_MS), 'no FOREX_TRADE said the position was gone').toBe(true);
    expect(trades(onA).at(-1)).toMatchObject({ ProfitsTotal: '0.00', CautionMoneyAll: '0.00', TransOrder: [] });

    // A pending order placed and cancelled by hand through node A: the device on node B hears of both.
    const waiting = await call<ForexOrder>(a, 'submit', pending);
    await bothTold('FOREX_CHANGED', waiting.Id);
    await call(a, 'cancel_trade', { id: waiting.Id });
    await bothTold('FOREX_CLOSED', waiting.Id);

    // The other user's socket (on node B) heard none of it: something of its own, pushed after all that, is what
    // it holds.
    const own = await call<ForexOrder>(a, 'submit', pending, stranger.token);
    await call(a, 'cancel_trade', { id: own.Id }, stranger.token);
    expect(await until(() => naming(strangers, 'FOREX_CLOSED', own.Id).length > 0, WAIT_MS)).toBe(true);
    for (const topic of ['FOREX_CLOSED', 'FOREX_CHANGED'])
      expect(
        strangers
          .pushes(topic)
          .flatMap((push) => push.data as number[])
          .filter((id) => id !== own.Id),
      ).toEqual([]);
    expect(strangers.pushes('FOREX_TRADE').flatMap((push) => (push.data as ForexTradePush).TransOrder)).toEqual([]);
  }, 90_000);
});
