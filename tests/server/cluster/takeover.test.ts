import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { demoUser, get } from './helpers/client';
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
import { expectInvariants } from './helpers/invariants';
import { startNode, until, type NodeProcess } from './helpers/processes';

// The leader is killed (SIGKILL: no goodbye, its connections simply end) while options are about to fall due and
// stops are near. The follower must lead within 5 s, rebuild its engines from the database, settle every option
// once (those that fell due meanwhile on the stored ticks), close no order twice, and leave the ledger whole.

const ready = Boolean(adminUrl) && (await redisAvailable());
if (!ready) console.log('takeover: skipped (needs TEST_DATABASE_URL and a Redis at 127.0.0.1:6379)');

const OPTION_SECONDS = 3;

describe.skipIf(!ready)('the leader killed mid-settlement', () => {
  let database: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  const prefix = uniquePrefix('takeover');
  let replay: string;
  const common = () => ({
    databaseUrl: database.url,
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: prefix,
    env: { MARKET_FEED: 'replay', REPLAY_DIR: replay },
  });

  beforeAll(async () => {
    database = await clusterDatabase();
    replay = sawtoothReplay();
    a = await startNode({ name: 'a', ...common() });
    b = await startNode({ name: 'b', ...common() });
    // A short option, so that several fall due while no node leads.
    await database.query('INSERT INTO micro_options (id, seconds, profit_ratio, limit_amount, sort) VALUES (90, $1, 0.8, 1, 99)', [
      OPTION_SECONDS,
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a.kill('SIGKILL'), b.kill()]);
    await database.drop();
    await clearPrefix(prefix);
  });

  it('takes over within 5 s and settles every option once, no order twice, the ledger whole', async () => {
    const users = await Promise.all([a, b, a, b].map((node) => demoUser(node.url)));
    const placed: number[] = [];
    // Options through both nodes, due from now to a few seconds after the kill.
    for (const [index, user] of users.entries()) {
      for (let round = 0; round < 3; round += 1) {
        const node = (index + round) % 2 === 0 ? a : b;
        const reply = await get<{ Id: number }>(
          node.url,
          '/v2/api/micro/submit',
          { forex_id: BTC.id, type: 1 + (round % 2), number: '10', seconds: OPTION_SECONDS },
          user.token,
          randomUUID(),
        );
        expect(reply.code, reply.msg).toBe(1);
        placed.push(reply.data.Id);
      }
      // A position with a stop just under the price: it may fire before, during or after the takeover, once.
      const opened = await get<ForexOrder>(
        b.url,
        '/v2/api/forex/submit',
        { type: 1, cont: '0.01', forex_id: BTC.id, status: 1, multiple: 10 },
        user.token,
        randomUUID(),
      );
      expect(opened.code, opened.msg).toBe(1);
      const price = Number(opened.data.OriginPrice);
      if (price > BTC.bottom + 200) {
        await get(
          b.url,
          '/v2/api/forex/set_stop_price',
          { id: opened.data.Id, stop_loss_price: (price - 60).toFixed(2), target_profit_price: '0' },
          user.token,
          randomUUID(),
        );
      }
    }

    const killedAt = Date.now();
    await a.kill('SIGKILL');
    const tookOver = await until(async () => (await get<{ leader: boolean }>(b.url, '/api/health/node')).data.leader, 5_000);
    const takeoverMs = Date.now() - killedAt;
    console.log(`takeover: node b leads ${takeoverMs} ms after the leader was killed`);
    expect(tookOver, `no takeover within 5 s (${takeoverMs} ms)`).toBe(true);
    expect(takeoverMs).toBeLessThanOrEqual(5_000);

    // Every option placed settles (on the stored ticks or the new leader's first ones).
    const allSettled = await until(async () => {
      const [row] = await database.query<{ running: string }>(
        'SELECT count(*) AS running FROM micro_orders WHERE status = 1 AND id = ANY($1::bigint[])',
        [placed],
      );
      return Number(row?.running) === 0;
    }, 15_000);
    expect(allSettled, 'options still running after the takeover').toBe(true);
    // The new leader's term is later than the dead one's.
    const [term] = await database.query<{ epoch: string; node: string }>('SELECT epoch, node FROM cluster_leader');
    expect(term?.node).toBe('b');
    // Let any stop that is due fire, then check nothing happened twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await expectInvariants(database);
  }, 90_000);
});
