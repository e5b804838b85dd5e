import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { appWithDemoTrader, auditContract, BTCUSDT, EURUSD, openPosition, orders, tick, trade } from '../helpers/trading';

// Forex trades from Sunday 22:00 to Friday 22:00 UTC; crypto always. On Saturday a forex submit, close or stop
// change is refused (3001) even with a fresh tick, and BTC/USDT trades. Fee type 2 (margin x rate):
//   Friday 21:59:59, EUR/USD buy 0.1 at 1.10000: margin 110.00, fee 0.02: 9889.98 available, 110.00 locked
//   Saturday 12:00, BTC/USDT (1 unit a lot, fee rate 0.0005) buy 0.01 at 67000.00, leverage 10:
//     margin 0.01 x 1 x 67000 / 10 = 67.00, fee 67 x 0.0005 = 0.0335 -> 0.03: 9822.95 available, 177.00 locked
//   closed at 67100.00: profit 100 x 0.01 = 1.00: 9822.95 + 67.00 + 1.00 = 9890.95 available, 110.00 locked
//   Sunday 22:00, EUR/USD closed at 1.10200: profit 0.002 x 10000 = 20.00: 10020.95 available, 0.00 locked

describe('trading when the market is closed', () => {
  const { app, trader } = appWithDemoTrader();
  let eur: number;

  it('trades forex until Friday 22:00', async () => {
    app.clock.set(Date.UTC(2026, 0, 9, 21, 59, 59));
    await tick(app, EURUSD, '1.10000');
    eur = (await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD })).Id;
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
    app.clock.set(Date.UTC(2026, 0, 9, 22, 0, 0));
    await tick(app, EURUSD, '1.10000');
    const refused = await trade(app, trader, 'submit', { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 });
    expect(refused).toEqual({ code: 3001, msg: 'The market for EUR/USD is closed now', data: null });
  });

  it('refuses forex submits, closes and stop changes on Saturday, changing nothing', async () => {
    app.clock.set(Date.UTC(2026, 0, 10, 12, 0, 0));
    await tick(app, EURUSD, '1.10100');
    const submit = await trade(app, trader, 'submit', { type: 2, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 });
    expect(submit).toMatchObject({ code: 3001, msg: 'The market for EUR/USD is closed now' });
    const pending = await trade(app, trader, 'submit', {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      status: 0,
      target_price: '1.09000',
      multiple: 100,
    });
    expect(pending).toMatchObject({ code: 3001 });
    expect(await trade(app, trader, 'close', { id: eur })).toMatchObject({ code: 3001, msg: 'The market for EUR/USD is closed now' });
    const stops = await trade(app, trader, 'set_stop_price', { id: eur, stop_loss_price: '1.09000', target_profit_price: '0' });
    expect(stops).toMatchObject({ code: 3001 });
    expect((await orders(app, trader, 1)).data).toMatchObject([{ Id: eur, TargetLossPrice: '0' }]);
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('trades crypto on Saturday', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const btc = await openPosition(app, trader, { type: 1, cont: '0.01', forex_id: BTCUSDT, multiple: 10 });
    expect(btc).toMatchObject({ OriginPrice: '67000.00', CautionMoney: '67.00', TradeFee: '0.03' });
    expect(await auditContract(app, trader)).toEqual({ available: '9822.95', locked: '177.00' });
    app.clock.advance(1_000);
    await tick(app, BTCUSDT, '67100.00');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: btc.Id });
    expect(closed.data).toMatchObject({ Status: 3, FactProfits: '1.00', CloseReason: 'manual' });
    expect(await auditContract(app, trader)).toEqual({ available: '9890.95', locked: '110.00' });
  });

  it('trades forex again from Sunday 22:00', async () => {
    app.clock.set(Date.UTC(2026, 0, 11, 22, 0, 0));
    await tick(app, EURUSD, '1.10200');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: eur });
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.data).toMatchObject({ Price: '1.10200', FactProfits: '20.00' });
    expect(await auditContract(app, trader)).toEqual({ available: '10020.95', locked: '0.00' });
  });
});
