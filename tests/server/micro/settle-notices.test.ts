import { beforeAll, describe, expect, it } from 'vitest';
import { OPTION_HISTORY_LINK } from '../../../server/micro/settle-notices';
import { inboxOf } from '../helpers/inbox';
import { microOrders, placeMicro } from '../helpers/micro';
import { appWithDemoTrader, EURUSD, tick } from '../helpers/trading';

// A settled option's inbox entry (issue 34), on a demo account: one per settlement, with its result, written with
// the settlement. 60 s pays 0.82 (seeded): 100 up at 1.10000 settles at 1.10010, a win of 82.00; 100 down at 1.10010
// settles at 1.10020, a loss (its amount as the loss level has it).

describe('settled options in the inbox', () => {
  const { app, trader } = appWithDemoTrader();
  const settle = async (price: string) => {
    app.clock.advance(60_000);
    await tick(app, EURUSD, price);
  };

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('tells of a win, linking to the option history', async () => {
    const order = await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    expect(await inboxOf(app, trader.userId)).toEqual([]);
    await settle('1.10010');
    expect(await inboxOf(app, trader.userId)).toEqual([
      {
        kind: 'option_settled',
        detail: {
          order_id: order.Id,
          instrument: 'EUR/USD',
          direction: 'up',
          result: 'win',
          amount: '100.00',
          profit: '82.00',
          price: '1.10010',
        },
        link: OPTION_HISTORY_LINK,
      },
    ]);
  });

  it('tells of a loss with what it cost', async () => {
    const order = await placeMicro(app, trader, { forex_id: EURUSD, type: 2, number: '100', seconds: 60 });
    await settle('1.10020');
    const lost = (await microOrders(app, trader, 3)).data.find((row) => row.Id === order.Id);
    const [, entry, ...more] = await inboxOf(app, trader.userId);
    expect(more).toEqual([]);
    expect(entry?.detail).toEqual({
      order_id: order.Id,
      instrument: 'EUR/USD',
      direction: 'down',
      result: 'loss',
      amount: '100.00',
      profit: lost!.FactProfits,
      price: '1.10020',
    });
    expect(lost!.FactProfits.startsWith('-')).toBe(true);
  });
});
