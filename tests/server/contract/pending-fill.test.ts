import { beforeAll, describe, expect, it } from 'vitest';
import {
  appWithDemoTrader,
  auditContract,
  capturePushes,
  EURUSD,
  lastSeq,
  orders,
  pendingOrder,
  tick,
  type UserPush,
} from '../helpers/trading';

// Pending orders fill on the first tick that reaches their price, at that tick's price (a gap fills beyond it), and
// a fill tick already past the stop-loss closes the position on the same tick. EUR/USD, 100,000 units a lot,
// leverage 100, fee type 2 (margin x 0.0002); the margin of a pending order is held at its chosen price:
//   A: buy 0.1 pending at 1.09800 (price 1.10000): margin 0.1 x 100000 x 1.09800 / 100 = 109.80;
//      fee 109.80 x 0.0002 = 0.02196 -> 0.02; account 10000.00 - 109.80 - 0.02 = 9890.18, 109.80 locked
//      1.09810 does not fill it; 1.09780 does, at 1.09780 (reason pending_fill, that tick deciding)
//      closed later? no: still holding, valued at 1.09780: 0.00
//   B: buy 0.1 pending at 1.09700 with stop-loss 1.09650: margin 109.70, fee 0.02194 -> 0.02
//      account 9890.18 - 109.70 - 0.02 = 9780.46, 219.50 locked
//      the next tick gaps to 1.09600: B fills at 1.09600 and its stop (1.09650) closes it at 1.09600: P/L 0.00;
//      A is valued at (1.09600 - 1.09780) x 10000 = -18.00
//      account 9780.46 + 109.70 = 9890.16 available, 109.80 locked
//   C: buy 0.1 pending at 1.10000, above the price (1.09600): fills when the price rises to it or above;
//      margin 110.00, fee 0.02: 9890.16 - 110.02 = 9780.14 available, 219.80 locked
//      the next tick is 1.10050: C fills there; A floats at (1.10050 - 1.09780) x 10000 = 27.00, C at 0.00

describe('pending orders filled by ticks', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];
  let a: number;
  let b: number;

  beforeAll(async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
  });

  it('waits in the dealing tab with its margin held at its price', async () => {
    const order = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09800' });
    a = order.Id;
    expect(order).toMatchObject({
      Status: 0,
      OriginPrice: '1.09800',
      CautionMoney: '109.80',
      TradeFee: '0.02',
      OpenReason: null,
      OpenTick: null,
    });
    expect(await auditContract(app, trader)).toEqual({ available: '9890.18', locked: '109.80' });
  });

  it('does not fill on a tick above its price', async () => {
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09810');
    expect((await orders(app, trader, 0)).data.map((order) => order.Id)).toEqual([a]);
  });

  it('fills at the tick that reached it, with reason pending_fill and that tick', async () => {
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09780');
    const deciding = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.09780' };
    expect((await orders(app, trader, 0)).total).toBe(0);
    const [holding] = (await orders(app, trader, 1)).data;
    expect(holding).toMatchObject({
      Id: a,
      Status: 1,
      OriginPrice: '1.09780',
      OpenReason: 'pending_fill',
      CautionMoney: '109.80',
      FactProfits: '0.00',
    });
    expect(holding!.OpenTick).toEqual(deciding);
    expect(holding!.CompleteTimeHandler).toBe(deciding.Time);
    // The dealing tab learns of the fill from FOREX_CLOSED (common/api/trade.ts: "closed or filled").
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED').map((push) => push.data)).toEqual([[a]]);
    expect(await auditContract(app, trader)).toEqual({ available: '9890.18', locked: '109.80' });
  });

  it('fills and stops out on the same tick when the fill gaps through the stop-loss', async () => {
    const order = await pendingOrder(app, trader, {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      target_price: '1.09700',
      stop_loss_price: '1.09650',
    });
    b = order.Id;
    expect(order).toMatchObject({ CautionMoney: '109.70', TradeFee: '0.02', TargetLossPrice: '1.09650' });
    expect(await auditContract(app, trader)).toEqual({ available: '9780.46', locked: '219.50' });
    pushes.length = 0;
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09600');
    const deciding = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.09600' };
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({
      Id: b,
      OriginPrice: '1.09600',
      Price: '1.09600',
      OpenReason: 'pending_fill',
      CloseReason: 'stop_loss',
      FactProfits: '0.00',
    });
    expect(closed!.OpenTick).toEqual(deciding);
    expect(closed!.CloseTick).toEqual(deciding);
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED').map((push) => push.data)).toEqual([[b], [b]]);
    const holding = await orders(app, trader, 1);
    expect(holding.data.map((row) => row.Id)).toEqual([a]);
    expect(holding.all_fact_profits).toBe('-18.00');
    expect(await auditContract(app, trader)).toEqual({ available: '9890.16', locked: '109.80' });
  });

  it('fills a pending buy above the price when the price rises to it, at the tick that passed it', async () => {
    const c = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.10000' });
    expect(await auditContract(app, trader)).toEqual({ available: '9780.14', locked: '219.80' });
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09999');
    expect((await orders(app, trader, 0)).data.map((order) => order.Id)).toEqual([c.Id]);
    app.clock.advance(250);
    await tick(app, EURUSD, '1.10050');
    const holding = await orders(app, trader, 1);
    expect(holding.data.map((order) => [order.Id, order.OriginPrice, order.OpenReason])).toEqual([
      [c.Id, '1.10050', 'pending_fill'],
      [a, '1.09780', 'pending_fill'],
    ]);
    expect(holding.data[0]!.OpenTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10050' });
    expect(holding.all_fact_profits).toBe('27.00');
    expect(await auditContract(app, trader)).toEqual({ available: '9780.14', locked: '219.80' });
  });
});
