import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { CLOSED_CONTRACTS_LINK, HOLDING_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { inboxOf } from '../helpers/inbox';
import { appWithDemoTrader, EURUSD, openPosition, orders, pendingOrder, tick, trade } from '../helpers/trading';

// The contract engine's inbox entries (issue 34), on a demo account: a position the system closed (stop-loss,
// take-profit, stop-out) and a pending order the market filled each leave exactly one entry, written with the close
// or the fill; the owner's own close leaves none. EUR/USD, 100,000 units a lot:
//   buy 0.1 at 1.10000, stop-loss 1.09800; 1.09700 closes it there: (1.09700 - 1.10000) x 10000 = -30.00
//   sell 0.2 at 1.09700, take-profit 1.09500; 1.09490 closes it there: (1.09700 - 1.09490) x 20000 = 42.00
//   buy 0.1 at 1.09490 closed by hand: no entry
//   buy 0.1 pending at 1.09400; 1.09390 fills it there
// A stop's, a take-profit's and a fill's entry carries its receipt when the tick was not at the level (issue 35); a
// stop-out's has none.

describe('contract events in the inbox', () => {
  const { app, trader } = appWithDemoTrader();
  const entries = () => inboxOf(app, trader.userId);
  const step = async (price: string) => {
    app.clock.advance(200);
    await tick(app, EURUSD, price);
  };

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('tells of a stop-loss close, with its profit and price, linking to the closed contracts', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, stop_loss_price: '1.09800' });
    expect(await entries()).toEqual([]);
    await step('1.09700');
    expect(await entries()).toEqual([
      {
        kind: 'contract_closed',
        detail: {
          reason: 'stop_loss',
          order_id: order.Id,
          instrument: 'EUR/USD',
          side: 'buy',
          lots: '0.1',
          price: '1.09700',
          profit: '-30.00',
          // The receipt (issue 35): the stop's level, 0.00100 away from the tick, cost 10.00.
          seen_price: '1.09800',
          slippage_price: '0.00100',
          slippage_money: '-10.00',
          slippage: 'worse',
        },
        link: CLOSED_CONTRACTS_LINK,
      },
    ]);
  });

  it('tells of a take-profit close', async () => {
    const order = await openPosition(app, trader, { type: 2, cont: '0.2', forex_id: EURUSD, target_profit_price: '1.09500' });
    await step('1.09490');
    const [, entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toEqual({
      kind: 'contract_closed',
      detail: {
        reason: 'take_profit',
        order_id: order.Id,
        instrument: 'EUR/USD',
        side: 'sell',
        lots: '0.2',
        price: '1.09490',
        profit: '42.00',
        // Bought back 0.00010 below the take-profit: 2.00 better.
        seen_price: '1.09500',
        slippage_price: '0.00010',
        slippage_money: '2.00',
        slippage: 'better',
      },
      link: CLOSED_CONTRACTS_LINK,
    });
  });

  it('tells nothing of the owner’s own close', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: order.Id });
    expect(closed.code, closed.msg).toBe(1);
    expect(await entries()).toHaveLength(2);
  });

  it('tells of a pending order filled, linking to the holding contracts', async () => {
    const order = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09400' });
    await step('1.09410');
    expect(await entries()).toHaveLength(2);
    await step('1.09390');
    expect((await orders(app, trader, 1)).data.map((holding) => holding.Id)).toEqual([order.Id]);
    const [, , entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toEqual({
      kind: 'order_filled',
      detail: {
        order_id: order.Id,
        instrument: 'EUR/USD',
        side: 'buy',
        lots: '0.1',
        price: '1.09390',
        // Filled 0.00010 below the price it waited for: 1.00 better.
        seen_price: '1.09400',
        slippage_price: '0.00010',
        slippage_money: '1.00',
        slippage: 'better',
      },
      link: HOLDING_CONTRACTS_LINK,
    });
  });
});

// Stop-out (default level 0.5), as tests/server/contract/stop-out.test.ts works it: EUR/USD buy 5 lots at 1.10000,
// GBP/USD buy 3 lots at 1.25000; EUR/USD 1.09000 then GBP/USD 1.24850 stop the account out, and the largest loss,
// EUR/USD, closes at its last tick 1.09000: (1.09000 - 1.10000) x 500000 = -5000.00. GBP/USD stays open. On the way
// the margin level falls from about 107% to 54.03% at once, past every step of the margin warning: one warning, of
// the deepest step (50, at 75% with the stop-out at 50%), precedes the stop-out's entry.
const GBPUSD = 2;

describe('a stop-out in the inbox', () => {
  const { app, trader } = appWithDemoTrader();

  it('tells of each position the stop-out closed, once', async () => {
    await tick(app, EURUSD, '1.10000');
    await tick(app, GBPUSD, '1.25000');
    const eur = await openPosition(app, trader, { type: 1, cont: '5', forex_id: EURUSD });
    await openPosition(app, trader, { type: 1, cont: '3', forex_id: GBPUSD });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09000');
    const warning = {
      kind: 'margin_warning',
      detail: { step: 50, margin_level: '54.03', stop_out_level: '50.00' },
      link: HOLDING_CONTRACTS_LINK,
    };
    expect(await inboxOf(app, trader.userId)).toEqual([warning]);
    app.clock.advance(200);
    await tick(app, GBPUSD, '1.24850');
    expect(await inboxOf(app, trader.userId)).toEqual([
      warning,
      {
        kind: 'contract_closed',
        detail: {
          reason: 'stop_out',
          order_id: eur.Id,
          instrument: 'EUR/USD',
          side: 'buy',
          lots: '5',
          price: '1.09000',
          profit: '-5000.00',
        },
        link: CLOSED_CONTRACTS_LINK,
      },
    ]);
  });
});

// After a part was closed by hand (issue 35), a stop-loss closing the rest tells of the lots it closed and their
// profit, not the whole order's. Buy 0.2 at 1.10000, stop-loss 1.09800:
//   0.1 closed by hand at 1.10100: +10.00 (no entry, the owner closed it)
//   1.09800 reaches the stop-loss: the 0.1 left closes at -20.00; the order realised -10.00 in all.
describe('a system close after a part was closed by hand', () => {
  const { app, trader } = appWithDemoTrader();

  it("tells of the lots it closed and their profit, not the whole order's", async () => {
    await tick(app, EURUSD, '1.10000');
    const order = await openPosition(app, trader, { type: 1, cont: '0.2', forex_id: EURUSD, stop_loss_price: '1.09800' });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10100');
    const part = await trade<ForexOrder>(app, trader, 'close', { id: order.Id, lots: '0.1' });
    expect(part.code, part.msg).toBe(1);
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09800');
    const entries = await inboxOf(app, trader.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detail).toMatchObject({ reason: 'stop_loss', order_id: order.Id, lots: '0.1', profit: '-20.00' });
    const history = await orders(app, trader, 3);
    expect(history.data.find((row) => row.Id === order.Id)).toMatchObject({ FactProfits: '-10.00' });
  });
});
