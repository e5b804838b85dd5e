import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { expectLedgerBalanced } from '../helpers/access';
import { appWithDemoTrader, contractAccount, EURUSD, openPosition, orders, pendingOrder, tick, trade } from '../helpers/trading';

// History's realised profit after fees (issue 41, item 11): what the closed orders left in the account, the same
// figure the balance moved by. EUR/USD, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   buy 0.1 at 1.10000: margin 110.00, fee 0.022 -> 0.02; closed at 1.10300: +30.00, after the fee +29.98
//   sell 0.1 at 1.10300: margin 110.30, fee 0.02206 -> 0.02; closed at 1.10500: -20.00, after the fee -20.02
//   buy 0.1 pending at 1.09000: margin 109.00, fee 0.0218 -> 0.02, cancelled: its fee back, 0.00 either way
//   history: 10.00 before fees, 9.96 after them; the account 10000.00 -> 10009.96

describe('realised profit after fees', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('is each closed order’s profit less its fee', async () => {
    const buy = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10300');
    const won = await trade<ForexOrder>(app, trader, 'close', { id: buy.Id });
    expect(won.data).toMatchObject({ FactProfits: '30.00', TradeFee: '0.02', NetProfits: '29.98', Cancelled: false });

    const sell = await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD });
    expect(sell.NetProfits).toBeNull();
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10500');
    const lost = await trade<ForexOrder>(app, trader, 'close', { id: sell.Id });
    expect(lost.data).toMatchObject({ FactProfits: '-20.00', TradeFee: '0.02', NetProfits: '-20.02' });

    const pending = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09000' });
    const cancelled = await trade<ForexOrder>(app, trader, 'cancel_trade', { id: pending.Id });
    expect(cancelled.data).toMatchObject({ FactProfits: '0.00', TradeFee: '0.02', NetProfits: '0.00', Cancelled: true });
  });

  it('adds up, over the whole history, to what the account gained', async () => {
    const history = await orders(app, trader, 3);
    expect(history).toMatchObject({ total: 3, all_fact_profits: '10.00', all_net_profits: '9.96' });
    expect(history.data.map((order) => order.NetProfits)).toEqual(['0.00', '-20.02', '29.98']);
    expect(await contractAccount(app, trader)).toEqual({ available: '10009.96', locked: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('is given for the history tab only', async () => {
    expect((await orders(app, trader, 1)).all_net_profits).toBeNull();
    expect((await orders(app, trader, 0)).all_net_profits).toBeNull();
  });
});
