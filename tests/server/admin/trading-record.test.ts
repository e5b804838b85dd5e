import { describe, expect, it } from 'vitest';
import { tradingRecord } from '../../../server/admin/trading-record';
import { appWithDemoTrader, EURUSD, openPosition, pendingOrder, tick, trade } from '../helpers/trading';

// A customer's trading record as the console's trader application shows it: a pending order that never filled
// (cancelled by its owner, or expired: issue 35) never traded, so it counts neither as a closed order nor as lots.

describe('a trading record', () => {
  const { app, trader } = appWithDemoTrader();

  it('counts the orders that traded, not the pending ones that were cancelled or expired', async () => {
    await tick(app, EURUSD, '1.10000');
    const traded = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10100');
    expect((await trade(app, trader, 'close', { id: traded.Id })).code).toBe(1);
    const cancelled = await pendingOrder(app, trader, { type: 1, cont: '0.3', forex_id: EURUSD, target_price: '1.09000' });
    expect((await trade(app, trader, 'cancel_trade', { id: cancelled.Id })).code).toBe(1);
    const expiring = await pendingOrder(app, trader, {
      type: 1,
      cont: '0.5',
      forex_id: EURUSD,
      target_price: '1.09000',
      expire_at: app.clock.now() + 1_000,
    });
    app.clock.advance(1_000);
    expect(await app.contracts.expireDue(app.clock.now())).toEqual([expiring.Id]);
    expect(await tradingRecord(app.database.db, trader.userId)).toMatchObject({
      closed_orders: 1,
      winning_orders: 1,
      open_orders: 0,
      lots_traded: '0.1',
      realised_pnl: '10.00',
    });
  });
});
