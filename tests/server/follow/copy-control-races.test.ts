import { describe, expect, it } from 'vitest';
import type { FollowSetting } from '../../../common/api/follow';
import type { ForexOrder } from '../../../common/api/trade';
import { auth, call } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, newOperator } from '../helpers/follow';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import { EURUSD, openPosition, orders, tick, trade, type Trader } from '../helpers/trading';

// Issue 36's races, on PostgreSQL where the transactions really run at once: a copy stop-loss firing while its
// follower cancels the follow, and a pause racing the trader's fill. Whichever commits first decides, once: a follow
// ends for one reason, a stop-loss closes copies only of a follow it ended, and every trader order is copied or
// skipped once per follow.

const FOLLOWERS = 10;

describe.skipIf(!onPostgres)('copy-control races on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const world = madeBeforeTests(async () => {
    const operator = await newOperator(app);
    await tick(app, EURUSD, '1.10000');
    const trader = await approvedTrader(app, operator, '10000.00');
    return { trader };
  });

  async function followers(body: Record<string, string | number>): Promise<Trader[]> {
    const made: Trader[] = [];
    for (let index = 0; index < FOLLOWERS; index += 1) {
      const follower = await demoFollower(app);
      const answer = await call<FollowSetting>(
        app,
        'POST',
        '/api/follow/follow_trader',
        { trader_id: world.trader.traderId, multiple: 1, max_amount: '2000', ...body },
        auth(follower.token),
      );
      expect(answer.code, answer.msg).toBe(1);
      made.push(follower);
    }
    return made;
  }

  function post(user: Trader, path: string) {
    return call<FollowSetting>(app, 'POST', `/api/follow/${path}`, { trader_id: world.trader.traderId }, auth(user.token));
  }

  it('ends each follow once when its copy stop-loss fires while the follower cancels it', async () => {
    const { trader } = world;
    // 5 % of 2,000.00: fires at a loss of 100.00, 0.00200 below the fill on 0.5 lots.
    const racing = await followers({ stop_loss_percent: '5' });
    await tick(app, EURUSD, '1.10000');
    await openPosition(app, trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    app.clock.advance(1_000);
    const cancels = await Promise.all([
      tick(app, EURUSD, '1.09700').then(() => copiesSettled(app)),
      ...racing.map((follower) => post(follower, 'canal_follow')),
    ]);
    await copiesSettled(app);
    const rows = await app.database.db.query<{ follower_user_id: number; active: boolean; ended_reason: string }>(
      'SELECT follower_user_id, active, ended_reason FROM follows WHERE follower_user_id = ANY($1::integer[])',
      [racing.map((follower) => follower.userId)],
    );
    for (const [index, follower] of racing.entries()) {
      const row = rows.find((each) => each.follower_user_id === follower.userId);
      expect(row?.active).toBe(false);
      const cancelled = cancels[index + 1] as { code: number };
      const open = await orders(app, follower, 1);
      const closed = (await orders(app, follower, 3)).data as (ForexOrder & { CloseReason: string })[];
      if (row?.ended_reason === 'stop_loss') {
        // The stop-loss won: the cancel found no active follow, and the copy closed at the crossing tick.
        expect(cancelled.code).toBe(7004);
        expect([open.total, closed.map((order) => [order.CloseReason, order.Price])]).toEqual([0, [['copy_stop_loss', '1.09700']]]);
      } else {
        // The cancel won: its copy stays open for the follower, as a cancel promises.
        expect([row?.ended_reason, cancelled.code, open.total, closed.length]).toEqual(['cancelled', 1, 1, 0]);
      }
    }
    await assertLedgerInvariants(app.database.db, 'after the stop-loss and cancel race');
    await tick(app, EURUSD, '1.10000');
    for (const order of (await orders(app, trader, 1)).data) expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
    await copiesSettled(app);
  });

  it('copies or skips each trader order once per follow when a pause races the fill', async () => {
    const { trader } = world;
    const racing = await followers({});
    await tick(app, EURUSD, '1.10000');
    const [origin, ...paused] = await Promise.all([
      trade<ForexOrder>(app, trader, 'submit', { type: 1, cont: '0.5', forex_id: EURUSD, status: 1, multiple: 100 }),
      ...racing.map((follower) => post(follower, 'pause')),
    ]);
    expect(origin.code, origin.msg).toBe(1);
    await copiesSettled(app);
    for (const [index, follower] of racing.entries()) {
      expect(paused[index]?.code).toBe(1);
      const copies = await app.database.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM follow_copies c JOIN follows f ON f.id = c.follow_id WHERE f.follower_user_id = $1 AND c.origin_id = $2',
        [follower.userId, origin.data.Id],
      );
      const skips = await app.database.db.query<{ reason: string }>(
        'SELECT reason FROM copy_skips WHERE follower_user_id = $1 AND origin_id = $2',
        [follower.userId, origin.data.Id],
      );
      // Exactly one of the two, and a skip only for the pause.
      expect(Number(copies[0]?.n) + skips.length, `follower ${index}`).toBe(1);
      for (const skip of skips) expect(skip.reason).toBe('paused');
    }
    await assertLedgerInvariants(app.database.db, 'after the pause and fill race');
    expect((await trade(app, trader, 'close', { id: origin.data.Id })).code).toBe(1);
    await copiesSettled(app);
  });
});
