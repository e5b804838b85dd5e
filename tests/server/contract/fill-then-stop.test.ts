import { beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoTrader, auditContract, EURUSD, orders, pendingOrder, tick } from '../helpers/trading';

// A pending order's stop watches the ticks that come while its fill is still being written. Buy 0.1 EUR/USD pending
// at 1.09800 with stop-loss 1.09700 (margin 109.80, fee 0.02): 1.09750 fills it, and 1.09600 arrives before the
// fill is stored; the stop must close it at 1.09600, that tick's price, not at some later tick.
//   P/L (1.09600 - 1.09750) x 0.1 x 100000 = -15.00; account 10000.00 - 0.02 - 15.00 = 9984.98, nothing locked.

describe('a stop crossed while the fill is being written', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('closes at the tick that crossed it', async () => {
    const order = await pendingOrder(app, trader, {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      target_price: '1.09800',
      stop_loss_price: '1.09700',
    });
    app.clock.advance(250);
    // Both ticks reach the engine before any of its database work runs.
    app.market.receive([{ instrumentId: EURUSD, seq: 5_001, time: app.clock.now(), price: '1.09750', volume: 1 }]);
    app.market.receive([{ instrumentId: EURUSD, seq: 5_002, time: app.clock.now(), price: '1.09600', volume: 1 }]);
    await app.contracts.settled();
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({
      Id: order.Id,
      OriginPrice: '1.09750',
      Price: '1.09600',
      CloseReason: 'stop_loss',
      FactProfits: '-15.00',
    });
    expect(closed!.OpenTick).toMatchObject({ Seq: 5_001 });
    expect(closed!.CloseTick).toMatchObject({ Seq: 5_002, Price: '1.09600' });
    expect(await auditContract(app, trader)).toEqual({ available: '9984.98', locked: '0.00' });
  });
});
