import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../helpers/access';
import { microOrders, optionAccount, placeMicro, setLossLevel } from '../helpers/micro';
import { appWithDemoTrader, capturePushes, EURUSD, lastSeq, tick } from '../helpers/trading';

// Options settle on the first tick at or after expiry. 60 s pays 0.82 (seeded). Amount 100:
//   win: +82.00 (100 back and 82 from the house); loss at level 0: -100.00; loss at level 1: -82.00 (18 back);
//   a tie wins both ways (up when end >= open, down when end <= open).

describe('micro orders settled by the feed', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('locks the amount and records the opening tick', async () => {
    const order = await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    expect(order).toMatchObject({
      Status: 1,
      Type: 1,
      Number: '100.00',
      Seconds: 60,
      ProfitRatio: '0.82',
      OpenPrice: '1.10000',
      RemainMilliSeconds: 60_000,
    });
    expect(order.OpenTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10000' });
    expect(await optionAccount(app, trader)).toEqual({ available: '9900.00', locked: '100.00' });
    app.clock.advance(20_000);
    expect((await microOrders(app, trader, 1)).data[0]!.RemainMilliSeconds).toBe(40_000);
  });

  it('does not settle on a tick before expiry, then wins on the first one at or after it', async () => {
    const pushes = capturePushes(app);
    app.clock.advance(39_999);
    await tick(app, EURUSD, '1.09000');
    expect((await microOrders(app, trader, 1)).total).toBe(1);
    app.clock.advance(1_500);
    await tick(app, EURUSD, '1.10010');
    const [closed] = (await microOrders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Status: 3, EndPrice: '1.10010', FactProfits: '82.00', RemainMilliSeconds: 0 });
    expect(closed!.EndTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10010' });
    expect(await optionAccount(app, trader)).toEqual({ available: '10082.00', locked: '0.00' });
    // The owner's devices are told once, with the closed order as the list shows it (issue 19, item 7).
    expect(pushes.filter((push) => push.topic === 'MICRO_SETTLED')).toEqual([
      { userId: trader.userId, topic: 'MICRO_SETTLED', data: closed },
    ]);
    await expectLedgerBalanced(app.database.db);
  });

  it('loses the whole amount at loss level 0', async () => {
    await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    app.clock.advance(60_000);
    await tick(app, EURUSD, '1.10000');
    expect((await microOrders(app, trader, 3)).data[0]).toMatchObject({ FactProfits: '-100.00' });
    expect(await optionAccount(app, trader)).toEqual({ available: '9982.00', locked: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('loses amount x ratio at another loss level', async () => {
    await setLossLevel(app, 1);
    // The engine reads the setting at most every 10 s.
    app.clock.advance(10_001);
    await tick(app, EURUSD, '1.10000');
    await placeMicro(app, trader, { forex_id: EURUSD, type: 2, number: '100', seconds: 60 });
    app.clock.advance(60_000);
    await tick(app, EURUSD, '1.10100');
    expect((await microOrders(app, trader, 3)).data[0]).toMatchObject({ Type: 2, FactProfits: '-82.00' });
    expect(await optionAccount(app, trader)).toEqual({ available: '9900.00', locked: '0.00' });
    await setLossLevel(app, 0);
    await expectLedgerBalanced(app.database.db);
  });

  it('counts a tie as a win in both directions', async () => {
    app.clock.advance(10_001);
    await tick(app, EURUSD, '1.10100');
    await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '50', seconds: 30 });
    await placeMicro(app, trader, { forex_id: EURUSD, type: 2, number: '50', seconds: 30 });
    app.clock.advance(30_000);
    await tick(app, EURUSD, '1.10100');
    const results = (await microOrders(app, trader, 3)).data.slice(0, 2).map((order) => order.FactProfits);
    // 30 s pays 0.80: 50 x 0.8 = 40.00 each.
    expect(results).toEqual(['40.00', '40.00']);
    expect(await optionAccount(app, trader)).toEqual({ available: '9980.00', locked: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });
});
