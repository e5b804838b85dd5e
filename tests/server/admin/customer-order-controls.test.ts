import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../../../common/api/admin-console';
import type { Page } from '../../../common/api/page';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { demoTrader, EURUSD, openPosition, pendingOrder, tick, trade } from '../helpers/trading';

// A customer's contract orders as the console lists them, with the trading controls of issue 35: the trailing
// distance, the expiry, the receipts of the open and the close (the price seen and the slippage's money), and the
// partial closes (their count, and each part's lots, deciding tick and realised profit). EUR/USD, 0.1 lots: a move
// of 0.0001 is 1.00 USD.

const app = appForTests();
const viewer = madeBeforeTests(() => operatorWithRole(app, 'viewer'));

async function orderRecords(userId: number): Promise<CustomerRecord[]> {
  const answer = await call<Page<CustomerRecord>>(
    app,
    'GET',
    '/admin/api/customers/records',
    { id: userId, kind: 'orders', page: 1 },
    auth(viewer.token),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

describe("a customer's contract orders in the console", () => {
  it('shows the expiry, the receipts and the partial closes', async () => {
    await tick(app, EURUSD, '1.10020');
    const trader = await demoTrader(app);
    const expireAt = app.clock.now() + 3_600_000;
    const pending = await pendingOrder(app, trader, {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      target_price: '1.09500',
      expire_at: expireAt,
    });
    const market = await openPosition(app, trader, { type: 1, cont: '0.2', forex_id: EURUSD, seen_price: '1.10000' });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10030');
    const part = await trade(app, trader, 'close', { id: market.Id, lots: '0.1', seen_price: '1.10030' });
    expect(part.code, part.msg).toBe(1);
    const closed = await trade(app, trader, 'close', { id: market.Id, seen_price: '1.10040' });
    expect(closed.code, closed.msg).toBe(1);
    const rows = await orderRecords(trader.userId);
    expect(rows.find((row) => row.id === pending.Id)).toMatchObject({
      status: 0,
      expire_at: expireAt,
      trailing_distance: '0',
      seen_price: '1.095',
      open_slippage: null,
      partial_closes: 0,
      partial_parts: null,
    });
    const traded = rows.find((row) => row.id === market.Id);
    // Bought 0.2 at 1.10020 having seen 1.10000: -4.00; the rest (0.1) closed at 1.10030 having seen 1.10040: -1.00.
    expect(traded).toMatchObject({
      status: 3,
      expire_at: null,
      seen_price: '1.1',
      open_slippage: '-4.00',
      close_seen_price: '1.1004',
      close_slippage: '-1.00',
      partial_closes: 1,
    });
    const parts = JSON.parse(String(traded?.partial_parts)) as unknown[];
    expect(parts).toEqual([{ lots: '0.1', price: '1.1003', seq: expect.any(String), time: app.clock.now(), realised: '1.00' }]);
  });
});
