import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { inboxOf } from '../helpers/inbox';
import { appWithDemoTrader, auditContract, EURUSD, openPosition, orders, pendingOrder, tick, trade } from '../helpers/trading';

const GBPUSD = 2;

// Pending orders the system cancelled are told (issue 34, order_cancelled), the owner's own cancel is not. A stop-out
// whose loss is larger than the free margin cancels the pending orders to pay it
// (tests/server/contract/loss-takes-other-positions.test.ts):
//   buy 2 lots EUR/USD at 1.10000: margin 2200.00, fee 0.44
//   pending buys of GBP/USD, 1 lot at 1.20000 and 1 lot at 1.19000 (the price is 1.25000): they wait, margin held
//   EUR/USD gaps to 1.02500: -0.075 x 200000 = -15000.00, beyond everything the account holds: straight past every
//   margin warning step to a stop-out, which cancels both pending orders and closes EUR/USD.

describe('a stop-out with pending orders', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
    await tick(app, GBPUSD, '1.25000');
  });

  it('tells of each pending order it cancelled, once, and of the close', async () => {
    const euro = await openPosition(app, trader, { type: 1, cont: '2', forex_id: EURUSD });
    const first = await pendingOrder(app, trader, { type: 1, cont: '1', forex_id: GBPUSD, target_price: '1.20000' });
    const second = await pendingOrder(app, trader, { type: 1, cont: '1', forex_id: GBPUSD, target_price: '1.19000' });
    // The owner's own cancel of a third pending order says nothing.
    const own = await pendingOrder(app, trader, { type: 1, cont: '1', forex_id: GBPUSD, target_price: '1.18000' });
    expect((await trade(app, trader, 'cancel_trade', { id: own.Id })).code).toBe(1);
    expect(await inboxOf(app, trader.userId)).toEqual([]);
    app.clock.advance(250);
    await tick(app, EURUSD, '1.02500');
    const history = (await orders(app, trader, 3)).data;
    expect(history.find((order) => order.Id === first.Id)).toMatchObject({ CloseReason: 'stop_out', Cancelled: true });
    expect(history.find((order) => order.Id === second.Id)).toMatchObject({ CloseReason: 'stop_out', Cancelled: true });
    expect(await auditContract(app, trader)).toMatchObject({ locked: '0.00' });
    const entries = await inboxOf(app, trader.userId);
    const cancelled = (orderId: number) => ({
      kind: 'order_cancelled',
      detail: { reason: 'stop_out', order_id: orderId, instrument: 'GBP/USD', side: 'buy', lots: '1' },
      link: CLOSED_CONTRACTS_LINK,
    });
    expect(entries.filter((entry) => entry.kind === 'order_cancelled')).toEqual(
      expect.arrayContaining([cancelled(first.Id), cancelled(second.Id)]),
    );
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['contract_closed', 'order_cancelled', 'order_cancelled']);
    expect(entries.find((entry) => entry.kind === 'contract_closed')?.detail).toMatchObject({ reason: 'stop_out', order_id: euro.Id });
  });
});
