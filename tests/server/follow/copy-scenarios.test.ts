import { describe, expect, it } from 'vitest';
import type { CopySkip, FollowOrderPage, FollowTradePush } from '../../../common/api/follow';
import { auth, call } from '../helpers/access';
import { cancelFollow, copiesSettled, demoFollower, approvedTrader, mustFollow, newOperator } from '../helpers/follow';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { capturePushes, contractAccount, EURUSD, openPosition, orders, tick, trade, type Trader } from '../helpers/trading';
import type { ForexOrder } from '../../../common/api/trade';

// Copy trading on the manual clock (issue 14): a trader's fills copied to every follower at the same tick with
// FollowType 2, a follower short of margin skipped with the reason, stops followed, closes at the trader's tick for
// every reason, cancel-follow leaving copies open, and the ledger balanced throughout.

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const trader = await approvedTrader(app, operator);
  const followers = [await demoFollower(app), await demoFollower(app), await demoFollower(app)];
  return { operator, trader, followers };
});

async function copiesOf(follower: Trader, traderUserId: number, status: 1 | 3): Promise<FollowOrderPage> {
  const answer = await call<FollowOrderPage>(
    app,
    'GET',
    '/v2/api/forex/my_deal_follow_order',
    { user_id: traderUserId, follower_user_id: follower.userId, status, page: 1 },
    auth(follower.token),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

describe('a trader with three followers', () => {
  it('copies a fill at the same tick, skips the follower short of margin, follows the stop and closes at the gap', async () => {
    const { trader, followers } = world;
    const [rich, ratio, poor] = followers as [Trader, Trader, Trader];
    await mustFollow(app, rich, trader.traderId, 1, '5000');
    await mustFollow(app, ratio, trader.traderId, '0.5', '5000');
    await mustFollow(app, poor, trader.traderId, 3, '5000');
    // The poor follower spends most of their demo money on their own position first: 9,900.00 of margin.
    await openPosition(app, poor, { type: 1, cont: '9', forex_id: EURUSD, multiple: 100 });
    const pushes = capturePushes(app);

    // 0.5 lots at 1.10000 x100: margin 550.00
    const origin = await openPosition(app, trader, { type: 1, cont: '0.5', forex_id: EURUSD, multiple: 100, stop_loss_price: '1.09000' });
    await copiesSettled(app);

    const richCopy = (await copiesOf(rich, trader.userId, 1)).data[0]!;
    expect(richCopy).toMatchObject({
      OriginId: origin.Id,
      FollowType: 2,
      Quantity: '0.5',
      OriginPrice: '1.10000',
      TargetLossPrice: '1.09000',
      Following: 1,
    });
    expect(richCopy.OpenTick).toEqual(origin.OpenTick);
    // 0.5 x 0.5 = 0.25 lots
    expect((await copiesOf(ratio, trader.userId, 1)).data[0]).toMatchObject({ Quantity: '0.25', OpenTick: origin.OpenTick });
    // 0.5 x 3 = 1.5 lots needs 1,650.00 of margin; the poor follower has under 100 free.
    expect((await copiesOf(poor, trader.userId, 1)).data).toEqual([]);
    const skips = await call<{ data: CopySkip[] }>(app, 'GET', '/api/follow/copy_skipped', { page: 1 }, auth(poor.token));
    expect(skips.data.data).toMatchObject([
      { reason: 'free_margin', origin_id: origin.Id, Quantity: '1.5', margin: '1650.00', ShowCode: 'EUR/USD' },
    ]);

    // Pushed once a beat: the copy to its follower and to the trader, the skip to the poor follower alone.
    app.copying.pushes.flush();
    const follow = pushes.filter((push) => push.topic === 'FOREX_FOLLOW_TRADE');
    const to = (userId: number) => follow.filter((push) => push.userId === userId).map((push) => push.data as FollowTradePush);
    expect(to(rich.userId).flatMap((push) => push.TransOrder.map((order) => order.Id))).toEqual([richCopy.Id]);
    expect(to(trader.userId).flatMap((push) => push.TransOrder).length).toBe(2);
    expect(to(poor.userId).flatMap((push) => push.Skipped.map((skip) => skip.reason))).toEqual(['free_margin']);
    expect(follow.every((push) => [rich, ratio, poor].some((user) => user.userId === push.userId) || push.userId === trader.userId)).toBe(
      true,
    );
    await assertLedgerInvariants(app.database.db);

    // The trader moves the stop-loss: the copies follow.
    const moved = await trade<ForexOrder>(app, trader, 'set_stop_price', {
      id: origin.Id,
      stop_loss_price: '1.09500',
      target_profit_price: '0',
    });
    expect(moved.code, moved.msg).toBe(1);
    await copiesSettled(app);
    expect((await copiesOf(rich, trader.userId, 1)).data[0]?.TargetLossPrice).toBe('1.09500');
    expect((await copiesOf(ratio, trader.userId, 1)).data[0]?.TargetLossPrice).toBe('1.09500');

    // A gap through the stop: the trader's order and every copy close at that tick's price.
    await tick(app, EURUSD, '1.09200');
    await copiesSettled(app);
    const [closedOrigin] = (await orders(app, trader, 3)).data;
    expect(closedOrigin).toMatchObject({ Id: origin.Id, CloseReason: 'stop_loss', Price: '1.09200' });
    for (const follower of [rich, ratio]) {
      const [copy] = (await copiesOf(follower, trader.userId, 3)).data;
      expect(copy).toMatchObject({ CloseReason: 'stop_loss', Price: '1.09200', Following: 0 });
      expect(copy?.CloseTick).toEqual(closedOrigin?.CloseTick);
    }
    // Rich: 0.5 lots x 100,000 x -0.008 = -400.00
    expect((await copiesOf(rich, trader.userId, 3)).data[0]?.FactProfits).toBe('-400.00');
    await assertLedgerInvariants(app.database.db);
  });

  it('closes copies with the trader by hand at the trader tick, and leaves copies open after a cancelled follow', async () => {
    const { trader, followers } = world;
    const [rich, ratio] = followers as [Trader, Trader];
    await tick(app, EURUSD, '1.10000');
    const first = await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    await copiesSettled(app);
    expect((await copiesOf(rich, trader.userId, 1)).data.map((copy) => copy.OriginId)).toEqual([first.Id]);
    // The ratio follower cancels: their copy stays open and no longer closes with the trader.
    const cancelled = await cancelFollow(app, ratio, trader.traderId);
    expect(cancelled).toMatchObject({ code: 1, data: { active: 0 } });
    await tick(app, EURUSD, '1.09900');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: first.Id });
    expect(closed.code, closed.msg).toBe(1);
    await copiesSettled(app);
    const [richClosed] = (await copiesOf(rich, trader.userId, 3)).data.filter((copy) => copy.OriginId === first.Id);
    expect(richClosed).toMatchObject({ CloseReason: 'manual', Price: '1.09900' });
    expect(richClosed?.CloseTick).toEqual(closed.data.CloseTick);
    const stillOpen = (await copiesOf(ratio, trader.userId, 1)).data.filter((copy) => copy.OriginId === first.Id);
    expect(stillOpen).toMatchObject([{ Status: 1, Following: 0 }]);
    // A new order of the trader is no longer copied to them.
    const second = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    await copiesSettled(app);
    expect((await copiesOf(ratio, trader.userId, 1)).data.map((copy) => copy.OriginId)).not.toContain(second.Id);
    expect((await copiesOf(rich, trader.userId, 1)).data.map((copy) => copy.OriginId)).toContain(second.Id);
    await assertLedgerInvariants(app.database.db);
    const account = await contractAccount(app, ratio);
    expect(Number(account.locked)).toBeGreaterThan(0);
  });

  it("lets a follower close a copy by hand, after which it no longer follows the trader's close", async () => {
    const { trader, followers } = world;
    const [rich] = followers as [Trader];
    await tick(app, EURUSD, '1.10000');
    const origin = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    await copiesSettled(app);
    const copy = (await copiesOf(rich, trader.userId, 1)).data.find((candidate) => candidate.OriginId === origin.Id);
    await tick(app, EURUSD, '1.10050');
    const own = await trade<ForexOrder>(app, rich, 'close', { id: copy!.Id });
    expect(own.data).toMatchObject({ CloseReason: 'manual', Price: '1.10050' });
    await copiesSettled(app);
    await tick(app, EURUSD, '1.10100');
    expect((await trade(app, trader, 'close', { id: origin.Id })).code).toBe(1);
    await copiesSettled(app);
    const closed = (await copiesOf(rich, trader.userId, 3)).data.find((candidate) => candidate.Id === copy!.Id);
    expect(closed).toMatchObject({ Price: '1.10050', Following: 0 });
    const [row] = await app.database.db.query<{ following: boolean; closed_with_trader: boolean }>(
      'SELECT following, closed_with_trader FROM follow_copies WHERE order_id = $1',
      [copy!.Id],
    );
    expect(row).toEqual({ following: false, closed_with_trader: false });
    await assertLedgerInvariants(app.database.db);
  });

  it('opens no copy for a follower whose account is frozen, and says so in their skipped list', async () => {
    const { trader } = world;
    const frozen = await demoFollower(app);
    await mustFollow(app, frozen, trader.traderId, 1, '5000');
    // Frozen as the freeze call leaves an account (server/security/freeze.ts); the follow was made before.
    await app.database.db.query('UPDATE users SET frozen_at = now() WHERE id = $1', [frozen.userId]);
    const origin = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    await copiesSettled(app);
    expect((await copiesOf(frozen, trader.userId, 1)).data).toEqual([]);
    const skips = await call<{ data: CopySkip[] }>(app, 'GET', '/api/follow/copy_skipped', { page: 1 }, auth(frozen.token));
    expect(skips.data.data).toMatchObject([{ reason: 'account_frozen', origin_id: origin.Id }]);
    await cancelFollow(app, frozen, trader.traderId);
  });
});
