import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FollowedTrader, FollowOrderPage, FollowTradePush, MyFollowerPage, RankItem, TraderDetail } from '../../../common/api/follow';
import type { ForexOrder } from '../../../common/api/trade';
import { recomputeTraderStats } from '../../../server/copy-trading/trader-stats';
import { auth, call } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { capturePushes, EURUSD, openPosition, orders, pendingOrder, tick, trade, type Trader } from '../helpers/trading';

// More of a copy's life (issue 14): a pending fill copied at its deciding tick, a stop-out of the trader closing the
// copies, a trader following another trader (copies are never copied again), retries that add nothing, the
// follower and trader views, the push rate, and the statistics job on the manual clock.

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const trader = await approvedTrader(app, operator, '2000.00');
  const other = await approvedTrader(app, operator, '5000.00');
  const follower = await demoFollower(app);
  return { operator, trader, other, follower };
});

async function copies(user: Trader, traderUserId: number, status: 1 | 3): Promise<FollowOrderPage> {
  const answer = await call<FollowOrderPage>(
    app,
    'GET',
    '/v2/api/forex/my_deal_follow_order',
    { user_id: traderUserId, follower_user_id: user.userId, status, page: 1 },
    auth(user.token),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

describe("copies through a trader order's life", () => {
  it('copies a pending fill at the tick that filled it, and never copies a copy again', async () => {
    const { trader, other, follower } = world;
    await mustFollow(app, follower, trader.traderId, 1, '3000');
    // The other trader follows this trader too; the follower follows the other trader.
    await mustFollow(app, other, trader.traderId, 1, '3000');
    await mustFollow(app, follower, other.traderId, 1, '3000');
    const pending = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09500' });
    await tick(app, EURUSD, '1.09480');
    await copiesSettled(app);
    const [filled] = (await orders(app, trader, 1)).data.filter((order) => order.Id === pending.Id);
    expect(filled?.OpenReason).toBe('pending_fill');
    const [copy] = (await copies(follower, trader.userId, 1)).data;
    expect(copy).toMatchObject({ OriginId: pending.Id, OriginPrice: '1.09480', FollowType: 2 });
    expect(copy?.OpenTick).toEqual(filled?.OpenTick);
    const [otherCopy] = (await copies(other, trader.userId, 1)).data;
    expect(otherCopy?.OriginId).toBe(pending.Id);
    // The other trader's copy is not their own order: their followers get nothing of it.
    expect((await copies(follower, other.userId, 1)).data).toEqual([]);
    await assertLedgerInvariants(app.database.db);
  });

  it('adds nothing when the copy work runs again or the submit is retried with its key', async () => {
    const { trader, follower } = world;
    const key = randomUUID();
    const first = await trade<ForexOrder>(app, trader, 'submit', { type: 2, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 }, key);
    const again = await trade<ForexOrder>(app, trader, 'submit', { type: 2, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 }, key);
    expect(again.data.Id).toBe(first.data.Id);
    await copiesSettled(app);
    // A stop change sends the order through the copy work again: still one copy.
    await trade(app, trader, 'set_stop_price', { id: first.data.Id, stop_loss_price: '1.10500', target_profit_price: '0' });
    await copiesSettled(app);
    const ofFirst = (await copies(follower, trader.userId, 1)).data.filter((copy) => copy.OriginId === first.data.Id);
    expect(ofFirst).toHaveLength(1);
    expect(ofFirst[0]?.TargetLossPrice).toBe('1.10500');
  });

  it('shows the follower their follows with counts, and the trader their followers', async () => {
    const { trader, follower } = world;
    await tick(app, EURUSD, '1.09600');
    const followed = await call<{ data: FollowedTrader[]; total: number }>(
      app,
      'GET',
      '/api/follow/followed_trader',
      { page: 1 },
      auth(follower.token),
    );
    const card = followed.data.data.find((row) => row.trader.id === trader.traderId);
    expect(card).toMatchObject({ position_num: 2, total_num: 2, closed_num: 0, multiple: '1', max_amount: '3000.00', active: 1 });
    expect(card?.trader.is_followed).toBe(1);
    const mine = await call<MyFollowerPage>(app, 'GET', '/api/follow/my_follower', { page: 1 }, auth(trader.token));
    expect(mine.data.follow_num).toBe(2);
    expect(mine.data.data.map((row) => row.follower_user_id).sort()).toEqual([world.other.userId, follower.userId].sort());
    expect(mine.data.position_profits).toBe(mine.data.total_profits);
  });

  it('pushes FOREX_FOLLOW_TRADE at most once a second per user', async () => {
    const { trader, follower } = world;
    const pushes = capturePushes(app);
    for (const price of ['1.09610', '1.09620', '1.09630']) await tick(app, EURUSD, price);
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.09640');
    app.clock.advance(1_000);
    const follow = pushes.filter((push) => push.topic === 'FOREX_FOLLOW_TRADE');
    const toFollower = follow.filter((push) => push.userId === follower.userId);
    expect(toFollower).toHaveLength(2);
    const last = toFollower.at(-1)?.data as FollowTradePush;
    expect(last.TransOrder.every((order) => order.UpdatePrice === '1.09640' && order.follower_id === follower.userId)).toBe(true);
    expect(follow.every((push) => [follower.userId, trader.userId, world.other.userId].includes(push.userId))).toBe(true);
  });

  it('closes every following copy when the trader is stopped out, at the stop-out tick', async () => {
    const { trader, follower } = world;
    // The trader's 2,000 hold three 0.1-lot EUR/USD positions (~330 of margin); a large buy uses the rest.
    const big = await openPosition(app, trader, { type: 1, cont: '1.4', forex_id: EURUSD, multiple: 100 });
    await copiesSettled(app);
    expect((await copies(follower, trader.userId, 1)).data.map((copy) => copy.OriginId)).toContain(big.Id);
    await tick(app, EURUSD, '1.08300');
    await copiesSettled(app);
    const stopped = (await orders(app, trader, 3)).data.filter((order) => order.CloseReason === 'stop_out');
    expect(stopped.length).toBeGreaterThan(0);
    const closedCopies = (await copies(follower, trader.userId, 3)).data;
    for (const origin of stopped) {
      const copy = closedCopies.find((candidate) => candidate.OriginId === origin.Id);
      expect(copy, `copy of ${origin.Id}`).toBeDefined();
      expect(copy?.CloseTick).toEqual(origin.CloseTick);
    }
    await assertLedgerInvariants(app.database.db);
  });
});

describe('the statistics job', () => {
  it('ranks a trader once they closed 10 orders on 5 days, and shows the figures on the detail', async () => {
    const { other } = world;
    for (let day = 0; day < 5; day += 1) {
      for (let n = 0; n < 2; n += 1) {
        await tick(app, EURUSD, '1.08000');
        const order = await openPosition(app, other, { type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
        await tick(app, EURUSD, n === 0 ? '1.08100' : '1.07950');
        expect((await trade(app, other, 'close', { id: order.Id })).code).toBe(1);
      }
      app.clock.advance(24 * 3_600_000);
    }
    await copiesSettled(app);
    // A pending order a stop-out cancelled (as server/contract/stop-out.ts leaves it: never filled, its fee refunded)
    // is no trade: not an eleventh order, nor a loss of its fee, nor a recent order without prices on the detail
    // (which answered 500 on its missing open price).
    await app.database.db.query(
      `INSERT INTO contract_orders (user_id, instrument_id, side, lots, multiple, status, target_price, margin, fee, close_reason, close_time, created_at)
       VALUES ($1, $2, 1, 0.1, 100, 3, 1.05, 108, 0.5, 'stop_out', $3, $3)`,
      [other.userId, EURUSD, app.clock.now() - 3_600_000],
    );
    await recomputeTraderStats(app.database.db, app.clock, () => Promise.resolve());
    const rank = await call<{ data: RankItem[] }>(app, 'GET', '/api/follow/rank', { page: 1 });
    const item = rank.data.data.find((row) => row.user.id === other.userId);
    expect(item).toMatchObject({ rank: 1, total_trade_num: 10, three_week_win: '0.5', code: 'EUR/USD', multiple: 100 });
    // Five days of +100 and -50 (less fees) on 5,000: a positive time-weighted return.
    expect(Number(item?.three_week_rate)).toBeGreaterThan(0);
    // The stopped-out trader has not closed 10 orders on 5 days: not ranked.
    expect(rank.data.data.find((row) => row.user.id === world.trader.userId)).toBeUndefined();
    const detail = await call<TraderDetail>(app, 'GET', '/api/follow/trader_detail', { id: other.traderId }, auth(world.follower.token));
    expect(detail.data).toMatchObject({ ranked: true, total_trade_num: 10, is_followed: 1 });
    expect(detail.data.recent_orders).toHaveLength(10);
    expect(detail.data.setting).toMatchObject({ multiple: '1', max_amount: '3000.00' });
  });
});
