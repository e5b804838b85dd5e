import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { appWithDemoTrader, auditContract, openPosition, orders, tick, trade, USDJPY } from '../helpers/trading';

// Instruments quoted in another currency than USD have their margin and profit in USD through the live USD/JPY
// price (common/contract.ts usdRate: 1 / price of USDxxx). 100,000 units a lot, leverage 100, fee type 2:
//   USD/JPY buy 0.1 at 150.000: margin 0.1 x 100000 x 150 / 100 = 15000 JPY x 1/150 = 100.00 USD; fee 0.02
//     9899.98 available, 100.00 locked
//   closed at 151.500: 1.5 x 10000 = 15000 JPY x 1/151.5 = 99.0099 -> 99.01 USD; 10098.99 available
//   EUR/JPY buy 0.1 at 165.000 with USD/JPY at 150.000: 16500 JPY / 150 = 110.00 USD; fee 0.02
//     10098.99 - 110.02 = 9988.97 available, 110.00 locked
//   EUR/JPY 165.300: floating 0.3 x 10000 = 3000 JPY / 150 = 20.00; USD/JPY 160.000: 3000 / 160 = 18.75
//   closed at 165.300 with USD/JPY 160.000: 18.75; 9988.97 + 110.00 + 18.75 = 10117.72 available

const EURJPY = 8;

describe('USD conversion of JPY-quoted instruments', () => {
  const { app, trader } = appWithDemoTrader();

  it('refuses EUR/JPY while USD/JPY has no price, without an internal error', async () => {
    await tick(app, EURJPY, '165.000');
    const refused = await trade(app, trader, 'submit', { type: 1, cont: '0.1', forex_id: EURJPY, status: 1, multiple: 100 });
    expect(refused).toEqual({ code: 3002, msg: 'The price of EUR/JPY is not up to date. Please try again in a moment.', data: null });
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('holds USD/JPY margin in USD at 1 / price', async () => {
    await tick(app, USDJPY, '150.000');
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: USDJPY });
    expect(order).toMatchObject({ OriginPrice: '150.000', CautionMoney: '100.00', TradeFee: '0.02' });
    expect(await auditContract(app, trader)).toEqual({ available: '9899.98', locked: '100.00' });
  });

  it('pays USD/JPY profit in USD at the closing price', async () => {
    const [order] = (await orders(app, trader, 1)).data;
    app.clock.advance(500);
    await tick(app, USDJPY, '151.500');
    expect((await orders(app, trader, 1)).data[0]).toMatchObject({ UpdatePrice: '151.500', FactProfits: '99.01' });
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: order!.Id });
    expect(closed.data).toMatchObject({ Price: '151.500', FactProfits: '99.01' });
    expect(await auditContract(app, trader)).toEqual({ available: '10098.99', locked: '0.00' });
  });

  it('converts EUR/JPY through USD/JPY', async () => {
    app.clock.advance(500);
    await tick(app, USDJPY, '150.000');
    await tick(app, EURJPY, '165.000');
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURJPY });
    expect(order).toMatchObject({ OriginPrice: '165.000', CautionMoney: '110.00', TradeFee: '0.02' });
    expect(await auditContract(app, trader)).toEqual({ available: '9988.97', locked: '110.00' });
    app.clock.advance(500);
    await tick(app, EURJPY, '165.300');
    expect((await orders(app, trader, 1)).data[0]).toMatchObject({ FactProfits: '20.00' });
    await tick(app, USDJPY, '160.000');
    expect((await orders(app, trader, 1)).all_fact_profits).toBe('18.75');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: order.Id });
    expect(closed.data).toMatchObject({ Price: '165.300', FactProfits: '18.75' });
    expect(await auditContract(app, trader)).toEqual({ available: '10117.72', locked: '0.00' });
  });
});
