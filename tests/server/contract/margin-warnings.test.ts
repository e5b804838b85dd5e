import { describe, expect, it } from 'vitest';
import { HOLDING_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { ContractEngine, soleLinks } from '../../../server/contract/engine';
import { inboxOf } from '../helpers/inbox';
import { appWithDemoTrader, auditContract, EURUSD, openPosition, tick } from '../helpers/trading';

// Margin warnings (issue 34) on the manual clock, stop-out at 50%: step 100 fires at a margin level of 100%, step 75
// at 87.5%, step 50 at 75%; a spent step re-arms above its level plus 5 points. Demo account, 10,000.00:
//   buy 5 lots EUR/USD at 1.10000, leverage 100: margin 5 x 100000 x 1.1 / 100 = 5500.00, fee 1.10 -> cash 9998.90;
//   each 0.00001 the price falls loses 5.00. Margin level = (9998.90 + (price - 1.10000) x 500000) / 5500:
//   1.09100: 5498.90 / 5500 = 99.98%    1.08960: 4798.90 -> 87.25%     1.08820: 4098.90 -> 74.53%
//   1.08830: 4148.90 -> 75.43%          1.08840: 4198.90 -> 76.34%     1.08800: 3998.90 -> 72.71%
//   1.08970: 4848.90 -> 88.16%          1.09000: 4998.90 -> 90.89%
//   1.09200: 5998.90 -> 109.07% (clear of step 100's 105%: every step re-arms)

const warning = (step: 100 | 75 | 50, level: string) => ({
  kind: 'margin_warning',
  detail: { step, margin_level: level, stop_out_level: '50.00' },
  link: HOLDING_CONTRACTS_LINK,
});

describe('margin warnings', () => {
  const { app, trader } = appWithDemoTrader();
  const entries = () => inboxOf(app, trader.userId);
  const step = async (price: string) => {
    app.clock.advance(200);
    await tick(app, EURUSD, price);
  };
  const spentSteps = async () =>
    (
      await app.database.db.query<{ step: number }>('SELECT step FROM margin_warnings WHERE user_id = $1 ORDER BY step DESC', [
        trader.userId,
      ])
    ).map((row) => row.step);

  it('warns once at each step as the margin level falls through 100%, 87.5% and 75%, in order', async () => {
    await tick(app, EURUSD, '1.10000');
    await openPosition(app, trader, { type: 1, cont: '5', forex_id: EURUSD });
    expect(await auditContract(app, trader)).toEqual({ available: '4498.90', locked: '5500.00' });
    await step('1.09500');
    expect(await entries()).toEqual([]);
    await step('1.09100');
    expect(await entries()).toEqual([warning(100, '99.98')]);
    await step('1.08960');
    await step('1.08820');
    expect(await entries()).toEqual([warning(100, '99.98'), warning(75, '87.25'), warning(50, '74.53')]);
    expect(await spentSteps()).toEqual([100, 75, 50]);
  });

  it('does not warn again while the level hovers at a step it spent', async () => {
    // Around step 50 (75%), never clear of it (80%): 75.43%, 74.53%, 76.34%, 72.71%.
    await step('1.08830');
    await step('1.08820');
    await step('1.08840');
    await step('1.08800');
    expect(await entries()).toHaveLength(3);
    expect(await spentSteps()).toEqual([100, 75, 50]);
  });

  it('re-arms once the level recovered clear of a step, and warns again on the next fall', async () => {
    await step('1.09200');
    expect(await spentSteps()).toEqual([]);
    expect(await entries()).toHaveLength(3);
    await step('1.09100');
    expect((await entries()).slice(3)).toEqual([warning(100, '99.98')]);
    await step('1.08960');
    expect((await entries()).slice(3)).toEqual([warning(100, '99.98'), warning(75, '87.25')]);
  });

  it('does not warn twice across a change of leader', async () => {
    app.contracts.follow();
    await app.contracts.lead();
    await step('1.08970');
    await step('1.09000');
    expect(await entries()).toHaveLength(5);
    expect(await spentSteps()).toEqual([100, 75]);
  });

  it('does not warn twice after the engine restarts, reading the spent steps back', async () => {
    // The running engine steps aside; a new one opens on the same database, as a restart would.
    app.contracts.follow();
    const restarted = await ContractEngine.open(
      app.database.db,
      app.clock,
      app.market,
      { pushToUser: () => undefined },
      soleLinks(app.http.log),
    );
    try {
      const feed = async (price: string, seq: number) => {
        app.clock.advance(200);
        const tickNow = { instrumentId: EURUSD, seq, time: app.clock.now(), price, volume: 1 };
        app.market.receive([tickNow]);
        restarted.onTicks([tickNow]);
        await restarted.settled();
      };
      await feed('1.08960', 900_001);
      await feed('1.09000', 900_002);
      expect(await entries()).toHaveLength(5);
      // Still watching: the next step down warns, once.
      await feed('1.08820', 900_003);
      expect((await entries()).slice(5)).toEqual([warning(50, '74.53')]);
    } finally {
      await restarted.stop();
      await app.contracts.lead();
    }
  });
});
