import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { Decimal } from '../../../common/money';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import type { TestApp } from '../helpers/test-app';
import { auditContract, demoTrader, EURUSD, openPosition, tick, trade, type Trader } from '../helpers/trading';

// Partial closes racing on PostgreSQL (issue 35; PGlite runs one transaction at a time and hides the race): a part
// racing a stop-out, and two parts of one order at once. Whatever order they run in, every lot is closed once: the
// lots of the parts and of the final close add up to the lots opened, each settled in one journal, and the account
// holds what the fee and the realised profit say. EUR/USD, 100,000 units a lot, leverage 100, fee type 2:
//   8 lots at 1.10000: margin 8800.00, fee 1.76; the demo's 10000.00 keeps 9998.24 of equity.
//   At 1.09300 the position is down 0.007 x 800000 = 5600.00: equity 4398.24, under 50% of 8800: a stop-out. A part
//   of 2 lots closed first (a 1400.00 loss, margin 2200.00 back) leaves 6 lots whose 6600.00 of margin the equity
//   covers above 50%: no stop-out then. Either way the ledger must balance.

const ROUNDS = 6;

/** What became of the order's lots: the parts' lots, the lots closed at the end (if closed), the lots still open. */
async function lotsOf(app: TestApp, orderId: number) {
  const [order] = await app.database.db.query<{ lots: string; status: number; realised_pnl: string; fee: string }>(
    'SELECT lots, status, realised_pnl, fee FROM contract_orders WHERE id = $1',
    [orderId],
  );
  const parts = await app.database.db.query<{ lots: string; realised_pnl: string }>(
    'SELECT lots, realised_pnl FROM contract_partial_closes WHERE order_id = $1',
    [orderId],
  );
  const journals = await app.database.db.query<{ memo: string }>(`SELECT memo FROM journals WHERE cause = 'trade_pnl' AND memo LIKE $1`, [
    `order ${orderId}%`,
  ]);
  return { order: order!, parts, journals: journals.map((row) => row.memo) };
}

/** Every lot closed once, each part and the final close settled in its own journal, the money as the order says. */
async function expectClosedOnce(app: TestApp, trader: Trader, orderId: number, opened: string, start: string): Promise<void> {
  const { order, parts, journals } = await lotsOf(app, orderId);
  const closedInParts = parts.reduce((sum, part) => sum.plus(part.lots), new Decimal(0));
  // The row keeps the lots still open, or those its final close closed: with the parts, the lots opened.
  expect(closedInParts.plus(order.lots).toString()).toBe(new Decimal(opened).toString());
  const finals = order.status === 3 ? 1 : 0;
  expect(journals.filter((memo) => memo === `order ${orderId}`)).toHaveLength(finals);
  expect(journals.filter((memo) => memo === `order ${orderId} part`)).toHaveLength(parts.length);
  // realised_pnl adds up the parts and the final close; the account moved by exactly that, less the fee.
  const partsRealised = parts.reduce((sum, part) => sum.plus(part.realised_pnl), new Decimal(0));
  if (finals === 0) expect(new Decimal(order.realised_pnl).toFixed(2)).toBe(partsRealised.toFixed(2));
  const account = await auditContract(app, trader);
  const held = new Decimal(account.available).plus(account.locked);
  expect(held.toFixed(2)).toBe(new Decimal(start).minus(order.fee).plus(order.realised_pnl).toFixed(2));
}

describe.skipIf(!onPostgres)('partial closes racing on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();

  it('a part racing a stop-out: each lot closed once', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await tick(app, EURUSD, '1.10000');
      const trader = await demoTrader(app);
      const order = await openPosition(app, trader, { type: 1, cont: '8', forex_id: EURUSD });
      app.clock.advance(100);
      // The part is sent, and the tick that stops the account out received after a few turns of the event loop (more
      // each round), so the two meet at different points of each other's transaction.
      const hops = async (count: number) => {
        for (let hop = 0; hop < count; hop++) await new Promise((resolve) => setImmediate(resolve));
      };
      const [part] = await Promise.all([
        trade<ForexOrder>(app, trader, 'close', { id: order.Id, lots: '2' }),
        hops(round * 3).then(() => tick(app, EURUSD, '1.09300')),
      ]);
      await app.contracts.settled();
      expect([1, CODE.ORDER_STATE]).toContain(part.code);
      outcomes.push(part.code === 1 ? 'part first' : 'stop-out first');
      await expectClosedOnce(app, trader, order.Id, '8', '10000.00');
      await assertLedgerInvariants(app.database.db, `round ${round}`);
    }
    console.info(`part vs stop-out, ${ROUNDS} rounds: ${outcomes.join(', ')}`);
  });

  it('two parts at once: both close when both fit, one is refused when together they would be too many', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await tick(app, EURUSD, '1.10000');
      const trader = await demoTrader(app);
      const order = await openPosition(app, trader, { type: 1, cont: '1', forex_id: EURUSD });
      app.clock.advance(100);
      await tick(app, EURUSD, '1.10100');
      const fitting = await Promise.all([
        trade<ForexOrder>(app, trader, 'close', { id: order.Id, lots: '0.3' }),
        trade<ForexOrder>(app, trader, 'close', { id: order.Id, lots: '0.3' }),
      ]);
      expect(fitting.map((answer) => answer.code)).toEqual([1, 1]);
      expect(fitting.map((answer) => answer.data.Quantity).sort()).toEqual(['0.4', '0.7']);
      const tooMany = await Promise.all([
        trade<ForexOrder>(app, trader, 'close', { id: order.Id, lots: '0.3' }),
        trade<ForexOrder>(app, trader, 'close', { id: order.Id, lots: '0.3' }),
      ]);
      // 0.4 open: one part of 0.3 closes, the other finds 0.1 open and is refused.
      expect(tooMany.map((answer) => answer.code).sort()).toEqual([1, CODE.BAD_CLOSE_LOTS]);
      await expectClosedOnce(app, trader, order.Id, '1', '10000.00');
      // Three parts of 0.3 at +0.001: 30.00 each.
      const { order: row, parts } = await lotsOf(app, order.Id);
      expect(row.lots).toBe('0.10000000');
      expect(parts.map((part) => part.realised_pnl)).toEqual(['30.00', '30.00', '30.00']);
      await assertLedgerInvariants(app.database.db, `round ${round}`);
    }
  });
});
