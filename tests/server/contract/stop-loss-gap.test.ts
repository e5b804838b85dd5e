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

// A stop-loss the price gaps through closes at the tick that crossed it, not at the stop's level (docs/ARCHITECTURE.md,
// "Honest settlement"). EUR/USD, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   buy 0.1 lots at 1.10000: margin 0.1 x 100000 x 1.10000 / 100 = 110.00; fee 110 x 0.0002 = 0.022 -> 0.02
//   account 10000.00 - 110.00 - 0.02 = 9889.98 available, 110.00 locked
//   stop-loss 1.09900; the next tick is 1.09500: loss (1.09500 - 1.10000) x 0.1 x 100000 = -50.00
//   after the close: 10000.00 - 0.02 - 50.00 = 9949.98 available, 0.00 locked
// A sell's stop is above the price: sell 0.1 at 1.09500, stop-loss 1.09600: margin 109.50, fee 0.0219 -> 0.02;
//   the price gaps up to 1.10000: loss (1.09500 - 1.10000) x 10000 = -50.00: 9949.98 - 0.02 - 50.00 = 9899.96

describe('a stop-loss crossed by a gap', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];
  let buyId: number;

  beforeAll(async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
  });

  it('holds a buy with its stop below the price', async () => {
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, stop_loss_price: '1.09900' });
    buyId = order.Id;
    expect(order).toMatchObject({
      Status: 1,
      OriginPrice: '1.10000',
      TargetLossPrice: '1.09900',
      CautionMoney: '110.00',
      TradeFee: '0.02',
    });
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('does not fire on a tick above the stop', async () => {
    app.clock.advance(300);
    await tick(app, EURUSD, '1.09901');
    expect((await orders(app, trader, 1)).total).toBe(1);
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED')).toEqual([]);
  });

  it('closes at the gap price 1.09500 with reason stop_loss and that tick as the deciding one', async () => {
    const [holding] = (await orders(app, trader, 1)).data;
    app.clock.advance(300);
    await tick(app, EURUSD, '1.09500');
    const deciding = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.09500' };
    expect((await orders(app, trader, 1)).total).toBe(0);
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: holding!.Id, Status: 3, Price: '1.09500', FactProfits: '-50.00', CloseReason: 'stop_loss' });
    expect(closed!.CloseTick).toEqual(deciding);
    expect(closed!.CompleteTimeHandler).toBe(deciding.Time);
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED')).toEqual([
      { userId: trader.userId, topic: 'FOREX_CLOSED', data: [holding!.Id] },
    ]);
  });

  it('takes the loss from the account and leaves the ledger balanced', async () => {
    expect(await auditContract(app, trader)).toEqual({ available: '9949.98', locked: '0.00' });
  });

  it('closes a sell whose stop above the price is gapped through, at the gap price', async () => {
    const sell = await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD, stop_loss_price: '1.09600' });
    expect(sell).toMatchObject({ OriginPrice: '1.09500', CautionMoney: '109.50', TradeFee: '0.02' });
    app.clock.advance(300);
    await tick(app, EURUSD, '1.09599');
    expect((await orders(app, trader, 1)).total).toBe(1);
    app.clock.advance(300);
    await tick(app, EURUSD, '1.10000');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: sell.Id, Price: '1.10000', FactProfits: '-50.00', CloseReason: 'stop_loss' });
    expect(closed!.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10000' });
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED').map((push) => push.data)).toEqual([[buyId], [sell.Id]]);
    expect(await auditContract(app, trader)).toEqual({ available: '9899.96', locked: '0.00' });
  });
});
