import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { CLOSED_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { FOLLOW_LIST_LINK } from '../../../server/copy-trading/copy-notices';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { inboxOf } from '../helpers/inbox';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { EURUSD, openPosition, tick, trade, type Trader } from '../helpers/trading';

// What a follower hears of copy trading in the inbox (issue 34), each once: a copy opened, a copy skipped with its
// reason, a copy closed because the trader closed theirs. Their own close of a copy says nothing; a copy closed by
// its own stop-loss is the engine's contract_closed, not copy_closed. The trader ("Steady Hands") buys 0.1 lots of
// EUR/USD at 1.10000 (margin 110.00); the copier follows 1:1 with a cap of 3000, the capped follower with a cap of
// 50, short of the copy's margin: skipped, reason max_amount. Closed at 1.10100: 0.001 x 10000 = 10.00.

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const trader = await approvedTrader(app, operator, '2000.00');
  const copier = await demoFollower(app);
  const capped = await demoFollower(app);
  await mustFollow(app, copier, trader.traderId, 1, '3000');
  await mustFollow(app, capped, trader.traderId, 1, '50');
  return { trader, copier, capped };
});

const TRADER = 'Steady Hands';

async function copyOf(follower: Trader, originId: number): Promise<number> {
  const [row] = await app.database.db.query<{ order_id: string }>(
    'SELECT c.order_id FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id WHERE c.origin_id = $1 AND o.user_id = $2',
    [originId, follower.userId],
  );
  expect(row, `a copy of ${originId}`).toBeDefined();
  return Number(row!.order_id);
}

describe('copy trading in the inbox', () => {
  it('tells the follower of a copy opened, and the capped follower of the skip with its reason', async () => {
    const { trader, copier, capped } = world;
    const origin = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    await copiesSettled(app);
    const copy = await copyOf(copier, origin.Id);
    expect(await inboxOf(app, copier.userId)).toEqual([
      {
        kind: 'copy_opened',
        detail: { trader: TRADER, order_id: copy, instrument: 'EUR/USD', side: 'buy', lots: '0.1', price: '1.10000' },
        link: FOLLOW_LIST_LINK,
      },
    ]);
    expect(await inboxOf(app, capped.userId)).toEqual([
      {
        kind: 'copy_skipped',
        detail: { trader: TRADER, instrument: 'EUR/USD', side: 'buy', reason: 'max_amount' },
        link: FOLLOW_LIST_LINK,
      },
    ]);
    // The trader hears nothing of the copies (their inbox holds the decisions that made them a trader).
    expect((await inboxOf(app, trader.userId)).filter((entry) => entry.kind.startsWith('copy_'))).toEqual([]);

    // The trader closes by hand: the copy closes with it (recorded 'manual' on the copy), told once as copy_closed.
    await tick(app, EURUSD, '1.10100');
    const closed = await trade<ForexOrder>(app, trader, 'close', { id: origin.Id });
    expect(closed.code, closed.msg).toBe(1);
    await copiesSettled(app);
    const [, closedEntry, ...more] = await inboxOf(app, copier.userId);
    expect(more).toEqual([]);
    expect(closedEntry).toEqual({
      kind: 'copy_closed',
      detail: { trader: TRADER, order_id: copy, instrument: 'EUR/USD', side: 'buy', lots: '0.1', price: '1.10100', profit: '10.00' },
      link: CLOSED_CONTRACTS_LINK,
    });
    expect(await inboxOf(app, capped.userId)).toHaveLength(1);
  });

  it("says nothing of the follower's own close of a copy, nor of the trader's close after it", async () => {
    const { trader, copier } = world;
    const before = (await inboxOf(app, copier.userId)).length;
    const origin = await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD });
    await copiesSettled(app);
    const copy = await copyOf(copier, origin.Id);
    expect((await inboxOf(app, copier.userId)).slice(before).map((entry) => entry.kind)).toEqual(['copy_opened']);
    await tick(app, EURUSD, '1.10050');
    expect((await trade(app, copier, 'close', { id: copy })).code).toBe(1);
    await copiesSettled(app);
    await tick(app, EURUSD, '1.10000');
    expect((await trade(app, trader, 'close', { id: origin.Id })).code).toBe(1);
    await copiesSettled(app);
    expect((await inboxOf(app, copier.userId)).slice(before).map((entry) => entry.kind)).toEqual(['copy_opened']);
  });

  it('tells a copy closed by its own stop-loss as contract_closed, once, and never as copy_closed', async () => {
    const { trader, copier } = world;
    await tick(app, EURUSD, '1.10000');
    const before = (await inboxOf(app, copier.userId)).length;
    const origin = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, stop_loss_price: '1.09800' });
    await copiesSettled(app);
    const copy = await copyOf(copier, origin.Id);
    // The follower keeps a tighter stop on the copy than the trader's: it fires on a tick that leaves the trader's
    // order open (on a tick crossing both, either close may come first).
    const tightened = await trade(app, copier, 'set_stop_price', { id: copy, stop_loss_price: '1.09900', target_profit_price: '0' });
    expect(tightened.code, tightened.msg).toBe(1);
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09850');
    await copiesSettled(app);
    // The trader's stop fires later: the copy closed already, nothing more is told.
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09700');
    await copiesSettled(app);
    const [opened, closed, ...more] = (await inboxOf(app, copier.userId)).slice(before);
    expect(more).toEqual([]);
    expect(opened?.kind).toBe('copy_opened');
    expect(closed).toEqual({
      kind: 'contract_closed',
      detail: {
        reason: 'stop_loss',
        order_id: copy,
        instrument: 'EUR/USD',
        side: 'buy',
        lots: '0.1',
        price: '1.09850',
        profit: '-15.00',
        // The receipt: the gap below the stop-loss it waited for.
        seen_price: '1.09900',
        slippage_price: '0.00050',
        slippage_money: '-5.00',
        slippage: 'worse',
      },
      link: CLOSED_CONTRACTS_LINK,
    });
  });
});
