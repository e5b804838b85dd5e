import { beforeAll, describe, expect, it } from 'vitest';
import { resetDemoAccount } from '../../../common/api/access';
import type { ForexOrder } from '../../../common/api/trade';
import type { AccountBalance } from '../../../common/api/wallet';
import { call } from '../helpers/access';
import {
  appWithDemoTrader,
  auditContract,
  capturePushes,
  detail,
  EURUSD,
  openPosition,
  orders,
  pendingOrder,
  tick,
  trade,
  type UserPush,
} from '../helpers/trading';

// Resetting a demo account with orders open voids them (close reason demo_reset, nothing settled: the reset sets
// the balances) and takes every account back to 10000.00. EUR/USD, 100,000 units a lot, leverage 100, fee type 2:
//   holding buy 0.1 at 1.10000, stop-loss 1.09500: margin 110.00, fee 0.02
//   pending buy 0.1 at 1.09000: margin 109.00, fee 0.0218 -> 0.02
//   10000.00 - 110.02 - 109.02 = 9780.96 available, 219.00 locked; at 1.09800 the holding floats at -20.00
//   after the reset: 10000.00 available, 0.00 locked in every account; later ticks through 1.09500 and 1.09000
//   neither stop nor fill anything

describe('a demo reset with orders open', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];
  let ids: number[];

  beforeAll(async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
  });

  it('has a holding and a pending order', async () => {
    const holding = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, stop_loss_price: '1.09500' });
    const pending = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09000' });
    ids = [holding.Id, pending.Id];
    app.clock.advance(500);
    await tick(app, EURUSD, '1.09800');
    expect((await orders(app, trader, 1)).all_fact_profits).toBe('-20.00');
    expect(await auditContract(app, trader)).toEqual({ available: '9780.96', locked: '219.00' });
  });

  it('voids them and restores every balance', async () => {
    const reset = await call(app, 'GET', resetDemoAccount.path, {}, { authorization: trader.token });
    expect(reset).toEqual({ code: 1, msg: 'The demo account has been reset', data: null });
    expect((await orders(app, trader, 0)).total).toBe(0);
    expect((await orders(app, trader, 1)).total).toBe(0);
    const history = await orders(app, trader, 3);
    expect(history.data.map((order) => order.Id).sort((x, y) => x - y)).toEqual(ids);
    for (const order of history.data) {
      expect(order).toMatchObject({
        Status: 3,
        CloseReason: 'demo_reset',
        CloseTick: null,
        FactProfits: '0.00',
        CompleteTimeHandler: app.clock.now(),
      });
    }
    const closed = pushes.filter((push) => push.topic === 'FOREX_CLOSED');
    expect(closed).toHaveLength(1);
    expect([...(closed[0]!.data as number[])].sort((x, y) => x - y)).toEqual(ids);
    const balances = await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, { authorization: trader.token });
    expect(balances.data.map((account) => [account.balance, account.lockBalance])).toEqual([
      ['10000.00', '0.00'],
      ['10000.00', '0.00'],
      ['10000.00', '0.00'],
    ]);
    expect(await detail(app, trader)).toMatchObject({
      balance: '10000.00',
      lockBalance: '0.00',
      Equity: '10000.00',
      CautionMoneyAll: '0.00',
      ProfitsTotal: '0.00',
    });
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('leaves nothing for later ticks to stop or fill', async () => {
    app.clock.advance(500);
    await tick(app, EURUSD, '1.08000');
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect((await orders(app, trader, 3)).data.every((order) => order.CloseReason === 'demo_reset')).toBe(true);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });
});

// Today's profit starts again at a demo reset (issue 41, defect 7): home showed the reset balance beside the day's
// loss from before it. EUR/USD, 0.1 lots, leverage 100 (see above): bought at 1.10000 and sold at 1.09700, -30.00
// today; after the reset 0.00; a buy at 1.09700 closed at 1.09800 after it, +10.00, is the day's figure alone.
describe("today's profit across a demo reset", () => {
  const { app, trader } = appWithDemoTrader();
  const todayProfit = async () =>
    (await call<{ today_profit: string }>(app, 'GET', '/api/user/get_profits', {}, { authorization: trader.token })).data.today_profit;
  const roundTrip = async (from: string, to: string) => {
    await tick(app, EURUSD, from);
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    app.clock.advance(500);
    await tick(app, EURUSD, to);
    expect((await trade<ForexOrder>(app, trader, 'close', { id: order.Id })).code).toBe(1);
    app.clock.advance(500);
  };

  it('counts the day’s closes before the reset', async () => {
    await roundTrip('1.10000', '1.09700');
    expect(await todayProfit()).toBe('-30.00');
  });

  it('is nil right after the reset, the same day', async () => {
    const reset = await call(app, 'GET', resetDemoAccount.path, {}, { authorization: trader.token });
    expect(reset.code).toBe(1);
    expect(await todayProfit()).toBe('0.00');
  });

  it('counts only what was closed after it', async () => {
    await roundTrip('1.09700', '1.09800');
    expect(await todayProfit()).toBe('10.00');
  });
});

// A reset that finds every balance at the demo amount moves nothing and writes no journal, yet the day starts again
// there too. Five round trips of 0.1 EUR/USD, each paying a 0.02 fee (margin 110.00 x 0.0002 = 0.022 -> 0.02):
// four flat, one up a pip (+0.10): today's profit +0.10, and the contract account back at exactly 10000.00.
describe("today's profit across a demo reset that moves no money", () => {
  const { app, trader } = appWithDemoTrader();
  const todayProfit = async () =>
    (await call<{ today_profit: string }>(app, 'GET', '/api/user/get_profits', {}, { authorization: trader.token })).data.today_profit;

  it('starts again all the same', async () => {
    for (const close of ['1.10000', '1.10000', '1.10000', '1.10000', '1.10001']) {
      await tick(app, EURUSD, '1.10000');
      const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
      app.clock.advance(500);
      await tick(app, EURUSD, close);
      expect((await trade<ForexOrder>(app, trader, 'close', { id: order.Id })).code).toBe(1);
      app.clock.advance(500);
    }
    expect(await todayProfit()).toBe('0.10');
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
    const [journals] = await app.database.db.query<{ n: string }>("SELECT count(*) AS n FROM journals WHERE cause = 'demo_reset'");
    expect((await call(app, 'GET', resetDemoAccount.path, {}, { authorization: trader.token })).code).toBe(1);
    const [after] = await app.database.db.query<{ n: string }>("SELECT count(*) AS n FROM journals WHERE cause = 'demo_reset'");
    expect(after?.n).toBe(journals?.n);
    expect(await todayProfit()).toBe('0.00');
  });
});
