import { beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoTrader, auditContract, capturePushes, EURUSD, openPosition, orders, tick, type UserPush } from '../helpers/trading';

const GBPUSD = 2;

// Negative balance protection only steps in once the whole account is spent: a loss bigger than the free margin is
// paid first from the user's other positions (closed at their last prices) before the house absorbs anything.
//   Buy 2 lots EUR/USD at 1.10000: margin 2 x 100000 x 1.1 / 100 = 2200.00, fee 0.44
//   Buy 2 lots GBP/USD at 1.25000: margin 2500.00, fee 0.50 -> available 10000 - 4700 - 0.94 = 5299.06
//   GBP rises to 1.28000: +0.03 x 200000 = +6000.00; EUR gaps to 1.02500: -0.075 x 200000 = -15000.00
//   Equity 9999.06 + 6000 - 15000 = 999.06, under 50% of 4700: stop-out closes EUR, whose loss exceeds
//   5299.06 + 2200 = 7499.06, so GBP closes alongside (+6000, 2500 back): 13799.06 + 2200 covers it.
//   The account ends at 999.06 (its equity), nothing absorbed by the house.

describe('a loss larger than the free margin, with other positions open', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];

  beforeAll(async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
    await tick(app, GBPUSD, '1.25000');
  });

  it('takes the other positions before the house pays anything', async () => {
    const euro = await openPosition(app, trader, { type: 1, cont: '2', forex_id: EURUSD });
    const pound = await openPosition(app, trader, { type: 1, cont: '2', forex_id: GBPUSD });
    expect(await auditContract(app, trader)).toEqual({ available: '5299.06', locked: '4700.00' });
    app.clock.advance(250);
    await tick(app, GBPUSD, '1.28000');
    await tick(app, EURUSD, '1.02500');
    const history = (await orders(app, trader, 3)).data;
    expect(history.find((order) => order.Id === euro.Id)).toMatchObject({
      CloseReason: 'stop_out',
      FactProfits: '-15000.00',
      Price: '1.02500',
    });
    expect(history.find((order) => order.Id === pound.Id)).toMatchObject({
      CloseReason: 'stop_out',
      FactProfits: '6000.00',
      Price: '1.28000',
    });
    expect(await auditContract(app, trader)).toEqual({ available: '999.06', locked: '0.00' });
    const closedIds = pushes.filter((push) => push.topic === 'FOREX_CLOSED').flatMap((push) => push.data as number[]);
    expect(closedIds.sort()).toEqual([euro.Id, pound.Id].sort());
  });
});
