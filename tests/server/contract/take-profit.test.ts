import { beforeAll, describe, expect, it } from 'vitest';
import {
  appWithDemoTrader,
  auditContract,
  capturePushes,
  EURUSD,
  lastSeq,
  openPosition,
  orders,
  tick,
  type UserPush,
} from '../helpers/trading';

// A take-profit: a sell, whose target is below the price, closes on the first tick at or below it, at that tick's
// price. EUR/USD, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   sell 0.2 lots at 1.10000: margin 0.2 x 100000 x 1.10000 / 100 = 220.00; fee 220 x 0.0002 = 0.044 -> 0.04
//   account 10000.00 - 220.00 - 0.04 = 9779.96 available, 220.00 locked
//   take-profit 1.09800; 1.09801 does not reach it; 1.09790 does: profit (1.10000 - 1.09790) x 0.2 x 100000 = 42.00
//   after the close: 10000.00 - 0.04 + 42.00 = 10041.96 available, 0.00 locked

describe('a take-profit reached', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];

  beforeAll(async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
  });

  it('holds a sell with its target below the price', async () => {
    const order = await openPosition(app, trader, { type: 2, cont: '0.2', forex_id: EURUSD, target_profit_price: '1.09800' });
    expect(order).toMatchObject({
      Status: 1,
      OrderType: 2,
      TargetProfitPrice: '1.09800',
      TargetLossPrice: '0',
      CautionMoney: '220.00',
      TradeFee: '0.04',
    });
    expect(await auditContract(app, trader)).toEqual({ available: '9779.96', locked: '220.00' });
  });

  it('stays open above the target, and on a rise', async () => {
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09801');
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10400');
    expect((await orders(app, trader, 1)).total).toBe(1);
  });

  it('closes at 1.09790 with reason take_profit, the profit paid by the house', async () => {
    const [holding] = (await orders(app, trader, 1)).data;
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09790');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: holding!.Id, Price: '1.09790', FactProfits: '42.00', CloseReason: 'take_profit' });
    expect(closed!.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.09790' });
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED').map((push) => push.data)).toEqual([[holding!.Id]]);
    expect(await auditContract(app, trader)).toEqual({ available: '10041.96', locked: '0.00' });
  });
});
