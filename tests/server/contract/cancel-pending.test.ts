import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { appWithDemoTrader, auditContract, EURUSD, orders, pendingOrder, tick, trade } from '../helpers/trading';

// Cancelling a pending order gives its margin and its fee back; a filled one cannot be cancelled. EUR/USD,
// 100,000 units a lot, fee type 2 (margin x 0.0002):
//   sell 0.5 pending at 1.10500 (price 1.10000), leverage 50: margin 0.5 x 100000 x 1.10500 / 50 = 1105.00;
//   fee 1105 x 0.0002 = 0.221 -> 0.22; account 10000.00 - 1105.00 - 0.22 = 8894.78, 1105.00 locked
//   cancelled: 10000.00 available, 0.00 locked; history shows it cancelled at its pending price 1.10500
//   buy 0.1 pending at 1.09500, leverage 100: margin 109.50, fee 0.0219 -> 0.02; cancelled: 10000.00 again
//   buy 0.1 pending at 1.09900, leverage 100: margin 109.90, fee 0.02198 -> 0.02: 9890.08, 109.90 locked
//   filled at 1.09900 by a tick there; cancelling it is refused (3007) and nothing moves

describe('cancelling a pending order', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('gives back the margin and the fee', async () => {
    const order = await pendingOrder(app, trader, { type: 2, cont: '0.5', forex_id: EURUSD, target_price: '1.10500', multiple: 50 });
    expect(order).toMatchObject({ Status: 0, CautionMoney: '1105.00', TradeFee: '0.22' });
    expect(await auditContract(app, trader)).toEqual({ available: '8894.78', locked: '1105.00' });
    const cancelled = await trade<ForexOrder>(app, trader, 'cancel_trade', { id: order.Id });
    expect(cancelled.code, cancelled.msg).toBe(1);
    expect(cancelled.msg).toBe('Order cancelled');
    expect(cancelled.data).toMatchObject({ Id: order.Id, Status: 3, CloseReason: 'cancelled', CloseTick: null, FactProfits: '0.00' });
    expect((await orders(app, trader, 0)).total).toBe(0);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('keeps the price it waited for and says it was cancelled, with no profit or fee after it (issue 41, item 5)', async () => {
    const [cancelled] = (await orders(app, trader, 3)).data;
    expect(cancelled).toMatchObject({ Status: 3, Cancelled: true, OriginPrice: '1.10500', Price: '0', NetProfits: '0.00', OpenTick: null });
    const order = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09500' });
    expect(order).toMatchObject({ OriginPrice: '1.09500', Cancelled: false, NetProfits: null });
    const answer = await trade<ForexOrder>(app, trader, 'cancel_trade', { id: order.Id });
    expect(answer.data).toMatchObject({ Id: order.Id, Cancelled: true, OriginPrice: '1.09500', CloseReason: 'cancelled' });
    // Cancelled orders realised nothing and their fees came back: the history's total after fees is nil.
    expect(await orders(app, trader, 3)).toMatchObject({ total: 2, all_fact_profits: '0.00', all_net_profits: '0.00' });
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('is not filled by a later tick at its price', async () => {
    app.clock.advance(250);
    await tick(app, EURUSD, '1.10600');
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('cannot be cancelled twice', async () => {
    const [cancelled] = (await orders(app, trader, 3)).data;
    const again = await trade(app, trader, 'cancel_trade', { id: cancelled!.Id });
    expect(again).toMatchObject({ code: 3007, msg: 'This order is no longer pending' });
  });

  it('refuses to cancel a filled order (3007) and changes no balance', async () => {
    const order = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09900' });
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09900');
    expect((await orders(app, trader, 1)).data.map((row) => row.Id)).toEqual([order.Id]);
    expect(await auditContract(app, trader)).toEqual({ available: '9890.08', locked: '109.90' });
    const refused = await trade(app, trader, 'cancel_trade', { id: order.Id });
    expect(refused).toMatchObject({ code: 3007, msg: 'This order is no longer pending', data: null });
    expect((await orders(app, trader, 1)).data[0]).toMatchObject({ Id: order.Id, Status: 1 });
    expect(await auditContract(app, trader)).toEqual({ available: '9890.08', locked: '109.90' });
  });
});
