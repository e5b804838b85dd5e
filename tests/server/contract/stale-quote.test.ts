import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { appWithDemoTrader, auditContract, EURUSD, openPosition, orders, tick, trade } from '../helpers/trading';

// A price older than 2 s is not traded on (3002): not for a submit, a close or a stop change; 2 s exactly is
// still fresh. EUR/USD, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   buy 0.1 at 1.10000 (2000 ms after its tick): margin 110.00, fee 0.02: 9889.98 available, 110.00 locked
//   closed at 1.10050 once a fresh tick comes: profit 0.0005 x 10000 = 5.00: 10004.98 available, 0.00 locked

const GBPUSD = 2;

describe('a stale quote', () => {
  const { app, trader } = appWithDemoTrader();
  let order: ForexOrder;

  const submit = () => trade(app, trader, 'submit', { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 });

  it('refuses an instrument that has had no tick at all', async () => {
    const refused = await trade(app, trader, 'submit', { type: 1, cont: '0.1', forex_id: GBPUSD, status: 1, multiple: 100 });
    expect(refused).toEqual({ code: 3002, msg: 'The price of GBP/USD is not up to date. Please try again in a moment.', data: null });
  });

  it('trades on a price exactly 2 s old', async () => {
    await tick(app, EURUSD, '1.10000');
    app.clock.advance(2_000);
    order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    expect(order).toMatchObject({ OriginPrice: '1.10000', CautionMoney: '110.00' });
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('refuses a submit, a close and a stop change 1 ms later, changing nothing', async () => {
    app.clock.advance(1);
    expect(await submit()).toEqual({
      code: 3002,
      msg: 'The price of EUR/USD is not up to date. Please try again in a moment.',
      data: null,
    });
    expect(await trade(app, trader, 'close', { id: order.Id })).toMatchObject({ code: 3002 });
    expect(
      await trade(app, trader, 'set_stop_price', { id: order.Id, stop_loss_price: '1.09000', target_profit_price: '0' }),
    ).toMatchObject({ code: 3002 });
    expect((await orders(app, trader, 1)).data).toMatchObject([{ Id: order.Id, TargetLossPrice: '0' }]);
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('trades again once a fresh tick comes', async () => {
    app.clock.advance(60_000);
    await tick(app, EURUSD, '1.10050');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: order.Id });
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.data).toMatchObject({ Price: '1.10050', FactProfits: '5.00' });
    expect(await auditContract(app, trader)).toEqual({ available: '10004.98', locked: '0.00' });
  });
});
