import { describe, expect, it } from 'vitest';
import type { CloseCopiesResult, CopySkip, FollowedTrader, FollowSetting } from '../../../common/api/follow';
import type { Page } from '../../../common/api/page';
import type { ForexOrder } from '../../../common/api/trade';
import { auth, call, type Envelope } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, newOperator } from '../helpers/follow';
import { inboxOf } from '../helpers/inbox';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { EURUSD, openPosition, orders, tick, trade, type Trader } from '../helpers/trading';

// Issue 36's controls on a follow, on the manual clock. EUR/USD at 1.10000, 100,000 units a lot, leverage 100: a lot
// holds 1,100.00 margin, and a move of 0.00010 is 10.00 a lot. The trader buys 0.5 lots; a follower at ratio 1 holds
// 0.5 lots (550.00), losing 50.00 per 0.00100 the price falls.

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const trader = await approvedTrader(app, operator, '5000.00');
  return { trader, operator };
});

function followCall(user: Trader, path: string, body: Record<string, string | number>): Promise<Envelope<FollowSetting | null>> {
  return call<FollowSetting>(app, 'POST', `/api/follow/${path}`, body, auth(user.token));
}

async function mustCall(user: Trader, path: string, body: Record<string, string | number>): Promise<FollowSetting> {
  const answer = await followCall(user, path, body);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data!;
}

async function followOf(user: Trader): Promise<FollowedTrader> {
  const { data } = await call<Page<FollowedTrader>>(app, 'GET', '/api/follow/followed_trader', { page: 1 }, auth(user.token));
  return data.data[0]!;
}

async function skipsOf(user: Trader): Promise<CopySkip[]> {
  const { data } = await call<Page<CopySkip>>(app, 'GET', '/api/follow/copy_skipped', { page: 1 }, auth(user.token));
  return data.data;
}

async function closeTraderPositions(): Promise<void> {
  const holding = await orders(app, world.trader, 1);
  for (const order of holding.data) expect((await trade(app, world.trader, 'close', { id: order.Id })).code).toBe(1);
  await copiesSettled(app);
}

describe('a follow’s controls', () => {
  it('refuses out-of-range and contradicting controls with a clear message, changing nothing', async () => {
    const follower = await demoFollower(app);
    const base = { trader_id: world.trader.traderId, multiple: 1, max_amount: '1000' };
    const cases: [Record<string, string | number>, number, string][] = [
      [{ stop_loss_percent: '3' }, 7006, 'The copy stop-loss must be from 5% to 95% of the allocation'],
      [{ stop_loss_percent: '96' }, 7006, 'The copy stop-loss must be from 5% to 95% of the allocation'],
      [{ stop_loss_amount: '1000.01' }, 7006, 'The copy stop-loss may be at most the allocation of 1,000.00 USD'],
      [{ stop_loss_amount: '100', stop_loss_percent: '10' }, 7006, 'Set the copy stop-loss as an amount or as a percentage, not both'],
      [{ max_per_order: '1500' }, 7006, 'An amount per order may be at most the allocation of 1,000.00 USD'],
      [{ amount_per_order: '300', max_per_order: '200' }, 7006, 'The amount per order may be at most the maximum per order of 200.00 USD'],
      [{ max_slippage_percent: '6' }, 7006, 'The slippage guard must be from 0.01% to 5%'],
      [{ max_total: '900' }, 7003, 'max_total and max_amount name the same allocation: send one, or the same amount in both'],
    ];
    for (const [extra, code, message] of cases) {
      const answer = await followCall(follower, 'follow_trader', { ...base, ...extra });
      expect([answer.code, answer.msg], JSON.stringify(extra)).toEqual([code, message]);
    }
    const [count] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM follows WHERE follower_user_id = $1', [
      follower.userId,
    ]);
    expect(count?.n).toBe('0');
  });

  it('does not let a caller pause, resume or close copies of a follow that is not theirs', async () => {
    const owner = await demoFollower(app);
    const stranger = await demoFollower(app);
    await mustCall(owner, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '1000' });
    for (const path of ['pause', 'resume', 'close_copies', 'update_follow']) {
      const answer = await followCall(stranger, path, { trader_id: world.trader.traderId, max_amount: '1000' });
      expect([answer.code, answer.msg], path).toEqual([7004, 'You are not following this trader']);
    }
    expect((await followOf(owner)).setting.paused).toBe(0);
    await mustCall(owner, 'canal_follow', { trader_id: world.trader.traderId });
  });

  it('refuses a new follow of a trader at risk 8 or above, and keeps an existing one', async () => {
    const existing = await demoFollower(app);
    await mustCall(existing, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '1000' });
    await app.database.db.query(
      `INSERT INTO trader_stats (trader_id, three_week_rate, three_week_win, three_week_profit, total_rate, total_profit, total_trade_num,
         window_trade_num, active_days, max_drawdown, followers_profit, top_multiple, top_code, equity, ranked, computed_at, risk_score)
       VALUES ($1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '', '[]', false, 0, 8)
       ON CONFLICT (trader_id) DO UPDATE SET risk_score = 8`,
      [world.trader.traderId],
    );
    try {
      const newcomer = await demoFollower(app);
      const refused = await followCall(newcomer, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '1000' });
      expect([refused.code, refused.msg]).toEqual([7007, 'This trader takes no new followers while their risk score is 8 or above']);
      // An active follow may still change its settings.
      const updated = await mustCall(existing, 'update_follow', {
        trader_id: world.trader.traderId,
        max_amount: '800',
        stop_loss_percent: '25',
      });
      expect([updated.max_total, updated.stop_loss_limit]).toEqual(['800.00', '200.00']);
    } finally {
      await app.database.db.query('UPDATE trader_stats SET risk_score = NULL WHERE trader_id = $1', [world.trader.traderId]);
      await mustCall(existing, 'canal_follow', { trader_id: world.trader.traderId });
    }
  });

  it('skips copies while paused, listed without a notice, and copies again once resumed', async () => {
    const follower = await demoFollower(app);
    await mustCall(follower, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '2000' });
    const paused = await mustCall(follower, 'pause', { trader_id: world.trader.traderId });
    expect(paused.paused).toBe(1);
    expect((await followCall(follower, 'pause', { trader_id: world.trader.traderId })).msg).toBe('This follow is paused already');
    await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    expect((await orders(app, follower, 1)).total).toBe(0);
    expect((await skipsOf(follower)).map((skip) => skip.reason)).toEqual(['paused']);
    expect((await inboxOf(app, follower.userId)).filter((entry) => entry.kind === 'copy_skipped')).toEqual([]);
    await mustCall(follower, 'resume', { trader_id: world.trader.traderId });
    await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    expect((await orders(app, follower, 1)).data.map((order) => order.Quantity)).toEqual(['0.5']);
    await closeTraderPositions();
    await mustCall(follower, 'canal_follow', { trader_id: world.trader.traderId });
  });

  it('sizes copies by a fixed amount per order and skips those above the cap per order', async () => {
    const fixed = await demoFollower(app);
    const capped = await demoFollower(app);
    // 300.00 buys 0.27 lots at 1,100.00 a lot (0.2727 rounded down to the 0.01 step).
    await mustCall(fixed, 'follow_trader', { trader_id: world.trader.traderId, amount_per_order: '300', max_amount: '2000' });
    await mustCall(capped, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '2000', max_per_order: '500' });
    await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    const [copy] = (await orders(app, fixed, 1)).data;
    expect([copy?.Quantity, copy?.CautionMoney]).toEqual(['0.27', '297.00']);
    expect((await orders(app, capped, 1)).total).toBe(0);
    expect((await skipsOf(capped)).map((skip) => [skip.reason, skip.margin])).toEqual([['max_per_order', '550.00']]);
    await closeTraderPositions();
    for (const user of [fixed, capped]) await mustCall(user, 'canal_follow', { trader_id: world.trader.traderId });
  });

  it('copies the trader’s open positions on follow when asked, marked, and skips those beyond the slippage guard', async () => {
    await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    const follower = await demoFollower(app);
    app.clock.advance(5_000);
    await tick(app, EURUSD, '1.10300');
    // 0.27 % from the trader's fill: inside the default 0.5 % guard.
    await mustCall(follower, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '2000', copy_open: 1 });
    const { data } = await call<{ data: { CopiedOpen: number; OriginPrice: string }[] }>(
      app,
      'GET',
      '/v2/api/forex/my_deal_follow_order',
      { page: 1, user_id: world.trader.userId, follower_user_id: follower.userId, status: 1 },
      auth(follower.token),
    );
    expect(data.data.map((copy) => [copy.CopiedOpen, copy.OriginPrice])).toEqual([[1, '1.10300']]);
    const strict = await demoFollower(app);
    await mustCall(strict, 'follow_trader', {
      trader_id: world.trader.traderId,
      multiple: 1,
      max_amount: '2000',
      copy_open: 1,
      max_slippage_percent: '0.1',
    });
    expect((await skipsOf(strict)).map((skip) => skip.reason)).toEqual(['slippage']);
    await tick(app, EURUSD, '1.10000');
    await closeTraderPositions();
    for (const user of [follower, strict]) {
      const answer = await followCall(user, 'canal_follow', { trader_id: world.trader.traderId });
      expect(answer.code, answer.msg).toBe(1);
    }
    // The copy left open by the cancel: closed by its follower.
    for (const order of (await orders(app, follower, 1)).data) expect((await trade(app, follower, 'close', { id: order.Id })).code).toBe(1);
  });

  it('closes every copy of a follow in one action, leaving the follow on', async () => {
    const follower = await demoFollower(app);
    await mustCall(follower, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '3000' });
    await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await openPosition(app, world.trader, { type: 2, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    const answer = await call<CloseCopiesResult>(
      app,
      'POST',
      '/api/follow/close_copies',
      { trader_id: world.trader.traderId },
      auth(follower.token),
    );
    expect([answer.code, answer.msg, answer.data]).toEqual([1, '2 copies closed', { closed: 2, profit: '0.00' }]);
    expect((await orders(app, follower, 1)).total).toBe(0);
    expect((await followOf(follower)).setting.active).toBe(1);
    const again = await followCall(follower, 'close_copies', { trader_id: world.trader.traderId });
    expect([again.code, again.msg]).toEqual([7004, 'This follow has no open copies']);
    await closeTraderPositions();
    await mustCall(follower, 'canal_follow', { trader_id: world.trader.traderId });
  });

  it('fires the copy stop-loss at the tick that crosses it: every copy closes there, the follow stops, the follower is told', async () => {
    const follower = await demoFollower(app);
    const kept = await demoFollower(app);
    // 10 % of 1,000.00: fires at a loss of 100.00, a fall of 0.00200 on 0.5 lots.
    const setting = await mustCall(follower, 'follow_trader', {
      trader_id: world.trader.traderId,
      multiple: 1,
      max_amount: '1000',
      stop_loss_percent: '10',
    });
    expect(setting.stop_loss_limit).toBe('100.00');
    await mustCall(kept, 'follow_trader', { trader_id: world.trader.traderId, multiple: 1, max_amount: '1000', stop_loss_amount: '200' });
    const origin = await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.09850');
    await copiesSettled(app);
    expect((await orders(app, follower, 1)).total).toBe(1);
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.09790');
    await copiesSettled(app);
    const [closed] = (await orders(app, follower, 3)).data as (ForexOrder & { CloseReason: string })[];
    expect([closed?.CloseReason, closed?.Price, closed?.FactProfits]).toEqual(['copy_stop_loss', '1.09790', '-105.00']);
    const ended = await followOf(follower);
    expect([ended.setting.active, ended.setting.ended_reason]).toEqual([0, 'stop_loss']);
    expect((await inboxOf(app, follower.userId)).at(-1)).toMatchObject({
      kind: 'copy_stop_loss',
      detail: { trader: 'Steady Hands', limit: '100.00', profit: '-105.00', copies: 1 },
    });
    // The trader and the follower with the wider limit keep their positions.
    expect((await orders(app, world.trader, 1)).data.map((order) => order.Id)).toEqual([origin.Id]);
    expect((await orders(app, kept, 1)).total).toBe(1);
    await assertLedgerInvariants(app.database.db);
    await tick(app, EURUSD, '1.10000');
    await closeTraderPositions();
    await mustCall(kept, 'canal_follow', { trader_id: world.trader.traderId });
  });
  it('leaves copies an earlier cancel left open out of a restarted follow’s copy stop-loss', async () => {
    const follower = await demoFollower(app);
    const base = { trader_id: world.trader.traderId, multiple: 1, max_amount: '2000' };
    await mustCall(follower, 'follow_trader', base);
    const first = await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    const [left] = (await orders(app, follower, 1)).data;
    // Cancelled: the copy stays open for the follower. Followed again with a 50.00 limit.
    await mustCall(follower, 'canal_follow', { trader_id: world.trader.traderId });
    await mustCall(follower, 'follow_trader', { ...base, stop_loss_amount: '50' });
    app.clock.advance(1_000);
    // The old copy alone is 60.00 down here: the new follow has no copy yet, so nothing fires.
    await tick(app, EURUSD, '1.09880');
    await copiesSettled(app);
    expect((await followOf(follower)).setting.active).toBe(1);
    // A new copy at 1.09880 that falls 0.00110 loses 55.00: the stop fires and closes that copy only.
    const second = await openPosition(app, world.trader, { type: 1, cont: '0.5', forex_id: EURUSD });
    await copiesSettled(app);
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.09770');
    await copiesSettled(app);
    expect((await followOf(follower)).setting.ended_reason).toBe('stop_loss');
    expect((await orders(app, follower, 1)).data.map((order) => order.Id)).toEqual([left?.Id]);
    const closed = (await orders(app, follower, 3)).data as (ForexOrder & { CloseReason: string })[];
    expect(closed.map((order) => [order.CloseReason, order.FactProfits])).toEqual([['copy_stop_loss', '-55.00']]);
    await tick(app, EURUSD, '1.10000');
    for (const id of [first.Id, second.Id]) expect((await trade(app, world.trader, 'close', { id })).code).toBe(1);
    await copiesSettled(app);
    expect((await trade(app, follower, 'close', { id: left?.Id ?? 0 })).code).toBe(1);
  });
});
