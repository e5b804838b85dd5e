import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { expectLedgerBalanced } from '../helpers/access';
import { appWithDemoTrader, contractAccount, detail, EURUSD, lastSeq, openPosition, orders, tick, trade } from '../helpers/trading';

// Opening at the market and closing by hand, in profit and in loss. EUR/USD: 100,000 units a lot, leverage 100,
// fee type 2 (margin x 0.0002). 0.1 lots at 1.10000: margin 0.1 x 100000 x 1.1 / 100 = 110.00, fee 0.022 -> 0.02.

describe('a market order opened and closed by hand', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('opens at the last price, holding its margin and charging its fee', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    expect(order).toMatchObject({
      Status: 1,
      OrderType: 1,
      Quantity: '0.1',
      OriginPrice: '1.10000',
      CautionMoney: '110.00',
      TradeFee: '0.02',
      OpenReason: 'market',
    });
    expect(order.OpenTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10000' });
    expect(await contractAccount(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('values the holding at the live price', async () => {
    await tick(app, EURUSD, '1.10250');
    const { data, all_fact_profits: total } = await orders(app, trader, 1);
    // (1.10250 - 1.10000) x 0.1 x 100000 = 25.00
    expect(data[0]).toMatchObject({ UpdatePrice: '1.10250', FactProfits: '25.00' });
    expect(total).toBe('25.00');
    expect(await detail(app, trader)).toMatchObject({ ProfitsTotal: '25.00', CautionMoneyAll: '110.00', Equity: '10024.98' });
  });

  it('closes in profit: margin back and the profit paid by the house', async () => {
    const [holding] = (await orders(app, trader, 1)).data;
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10300');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: holding!.Id });
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.msg).toBe('Position closed');
    expect(closed.data).toMatchObject({ Status: 3, Price: '1.10300', FactProfits: '30.00', CloseReason: 'manual' });
    expect(closed.data.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10300' });
    expect(await contractAccount(app, trader)).toEqual({ available: '10029.98', locked: '0.00' });
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect((await orders(app, trader, 3)).data[0]!.Id).toBe(holding!.Id);
    await expectLedgerBalanced(app.database.db);
  });

  it('closes a sell in loss: the loss taken from the account', async () => {
    const sell = await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD });
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10500');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: sell.Id });
    // Sold at 1.10300, bought back at 1.10500: -0.002 x 10000 = -20.00; margin 110.30, fee 0.02.
    expect(closed.data).toMatchObject({ FactProfits: '-20.00', CautionMoney: '110.30', TradeFee: '0.02' });
    expect(await contractAccount(app, trader)).toEqual({ available: '10009.96', locked: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('refuses to close it again, and changes nothing', async () => {
    const [closed] = (await orders(app, trader, 3)).data;
    const again = await trade(app, trader, 'close', { id: closed!.Id });
    expect(again.code).toBe(3007);
    expect(again.msg).toBe('This order is no longer open');
    expect(await contractAccount(app, trader)).toEqual({ available: '10009.96', locked: '0.00' });
  });
});
