import { beforeAll, describe, expect, it } from 'vitest';
import {
  appWithDemoTrader,
  auditContract,
  capturePushes,
  detail,
  EURUSD,
  lastSeq,
  openPosition,
  orders,
  tick,
  type UserPush,
} from '../helpers/trading';

// Stop-out (default level 0.5): when equity falls to half the margin its positions use, they close, largest loss
// first, until equity is above that again. 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   EUR/USD buy 5 lots at 1.10000: margin 5 x 100000 x 1.10000 / 100 = 5500.00, fee 1.10
//   GBP/USD buy 3 lots at 1.25000: margin 3 x 100000 x 1.25000 / 100 = 3750.00, fee 0.75
//   cash 10000.00 - 1.85 = 9998.15; available 9998.15 - 9250.00 = 748.15, locked 9250.00; stop-out at 4625.00
// EUR/USD 1.09000: floating (1.09 - 1.10) x 500000 = -5000.00; equity 4998.15 > 4625.00, nothing closes;
//   prepayment ratio 4998.15 / 9250 = 54.03 %, risk rate 9250 / 4998.15 = 185.07 %
// GBP/USD 1.24850: floating -0.0015 x 300000 = -450.00; equity 4548.15 <= 4625.00: stop-out, set off by a GBP
//   tick. The largest loss, EUR/USD (-5000.00), closes at its own last tick 1.09000; cash 4998.15, used 3750.00,
//   level 1875.00, equity 4998.15 - 450.00 = 4548.15: restored, GBP/USD stays. Available 1248.15, locked 3750.00.
// GBP/USD 1.23970: -0.0103 x 300000 = -3090.00, equity 1908.15 > 1875.00; 1.23950: -3150.00, equity 1848.15:
//   GBP/USD closes at 1.23950; account 1848.15, 0.00 locked.

const GBPUSD = 2;

describe('stop-out', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];
  let eur: number;
  let gbp: number;
  let eurTick: { Seq: number; Time: number; Price: string };

  const closedPushes = () => pushes.filter((push) => push.topic === 'FOREX_CLOSED').map((push) => push.data);

  beforeAll(async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
    await tick(app, GBPUSD, '1.25000');
  });

  it('holds two positions on 9250.00 of margin', async () => {
    eur = (await openPosition(app, trader, { type: 1, cont: '5', forex_id: EURUSD })).Id;
    gbp = (await openPosition(app, trader, { type: 1, cont: '3', forex_id: GBPUSD })).Id;
    expect(await auditContract(app, trader)).toEqual({ available: '748.15', locked: '9250.00' });
  });

  it('keeps them while equity is above half the margin', async () => {
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09000');
    eurTick = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.09000' };
    expect((await orders(app, trader, 1)).total).toBe(2);
    expect(await detail(app, trader)).toMatchObject({
      Equity: '4998.15',
      CautionMoneyAll: '9250.00',
      PrepaymentRatio: '54.03',
      HazardRate: '185.07',
    });
    expect(closedPushes()).toEqual([]);
  });

  it('closes the largest loss first, at its own last tick, and stops once the level is restored', async () => {
    app.clock.advance(200);
    await tick(app, GBPUSD, '1.24850');
    const history = (await orders(app, trader, 3)).data;
    expect(history.map((order) => order.Id)).toEqual([eur]);
    expect(history[0]).toMatchObject({ CloseReason: 'stop_out', Price: '1.09000', FactProfits: '-5000.00' });
    expect(history[0]!.CloseTick).toEqual(eurTick);
    expect((await orders(app, trader, 1)).data.map((order) => order.Id)).toEqual([gbp]);
    expect(closedPushes()).toEqual([[eur]]);
    expect(await detail(app, trader)).toMatchObject({ Equity: '4548.15', CautionMoneyAll: '3750.00' });
    expect(await auditContract(app, trader)).toEqual({ available: '1248.15', locked: '3750.00' });
  });

  it('closes the last one when equity falls to half its margin', async () => {
    app.clock.advance(200);
    await tick(app, GBPUSD, '1.23970');
    expect((await orders(app, trader, 1)).total).toBe(1);
    app.clock.advance(200);
    await tick(app, GBPUSD, '1.23950');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: gbp, CloseReason: 'stop_out', Price: '1.23950', FactProfits: '-3150.00' });
    expect(closed!.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.23950' });
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect(closedPushes()).toEqual([[eur], [gbp]]);
    expect(await auditContract(app, trader)).toEqual({ available: '1848.15', locked: '0.00' });
  });
});
