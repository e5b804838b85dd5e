import { describe, expect, it } from 'vitest';
import type { FollowedTrader } from '../../../common/api/follow';
import type { Page } from '../../../common/api/page';
import type { ForexOrder } from '../../../common/api/trade';
import { auth, call } from '../helpers/access';
import { HOLDING_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { inboxOf } from '../helpers/inbox';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { auditContract, EURUSD, lastSeq, openPosition, orders, tick, trade, type Trader } from '../helpers/trading';

// Copy trading following a trader's partial close (issue 35): each copy still following closes the same fraction of
// its lots, rounded down to the lot step (0.01), at the tick that decided the trader's part, once.
// EUR/USD at 1.10000, 100,000 units a lot, leverage 100. The trader buys 0.3 lots; the followers copy at 1x (0.3),
// 2x (0.6) and 0.5x (0.15 lots; margins 330.00, 660.00, 165.00).
//   Part 1: the trader closes 0.1 of 0.3 at 1.10100 (a third): copies close 0.1, 0.2 and 0.05 lots, +10.00, +20.00, +5.00.
//   Part 2: 0.1 of 0.2 at 1.09900 (a half): copies close 0.1, 0.2 and 0.05, -10.00, -20.00, -5.00.
//   Part 3: 0.01 of 0.1 at 1.10000 (a tenth): 0.01 and 0.02; the 0.05 copy's tenth (0.005) rounds to no lot: it keeps
//   its 0.05.
//   Final close at 1.10050 (+0.0005 x 100000 a lot): the trader's 0.09 lots +4.50, 4.50 in all; every copy closes what
//   it has left with the trader: 0.09 (+4.50), 0.18 (+9.00), 0.05 (+2.50, 5.00 - 5.00 + 2.50 in all).

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const trader = await approvedTrader(app, operator, '5000.00');
  const followers: Trader[] = [];
  for (const multiple of ['1', '2', '0.5']) {
    const follower = await demoFollower(app);
    await mustFollow(app, follower, trader.traderId, multiple, '5000');
    followers.push(follower);
  }
  return { trader, followers };
});

async function copyOf(follower: Trader): Promise<ForexOrder> {
  const page = await orders(app, follower, 1);
  expect(page.total).toBe(1);
  return page.data[0]!;
}

async function closePart(lots: string, price: string): Promise<ForexOrder> {
  app.clock.advance(1_000);
  await tick(app, EURUSD, price);
  const answer = await trade<ForexOrder>(app, world.trader, 'close', { id: origin.Id, lots });
  expect(answer.code, answer.msg).toBe(1);
  await copiesSettled(app);
  return answer.data;
}

let origin: ForexOrder;

describe('copies following their trader’s partial closes', () => {
  it('copies the open', async () => {
    origin = await openPosition(app, world.trader, { type: 1, cont: '0.3', forex_id: EURUSD });
    await copiesSettled(app);
    const copies = await Promise.all(world.followers.map(copyOf));
    expect(copies.map((copy) => copy.Quantity)).toEqual(['0.3', '0.6', '0.15']);
    expect(copies.map((copy) => copy.CautionMoney)).toEqual(['330.00', '660.00', '165.00']);
  });

  it('closes the same fraction of each copy at the trader’s deciding tick, told in the inbox', async () => {
    const part = await closePart('0.1', '1.10100');
    const decided = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10100' };
    expect(part.PartialCloses[0]!.Tick).toEqual(decided);
    const copies = await Promise.all(world.followers.map(copyOf));
    expect(copies.map((copy) => [copy.Quantity, copy.OpenedQuantity, copy.CautionMoney])).toEqual([
      ['0.2', '0.3', '220.00'],
      ['0.4', '0.6', '440.00'],
      ['0.1', '0.15', '110.00'],
    ]);
    expect(copies.map((copy) => copy.PartialCloses.map((each) => [each.Quantity, each.FactProfits, each.Tick]))).toEqual([
      [['0.1', '10.00', decided]],
      [['0.2', '20.00', decided]],
      [['0.05', '5.00', decided]],
    ]);
    // The follow card's profit counts the part realised and the rest floating: +10.00 closed, +20.00 on 0.2 lots open.
    const cards = await call<Page<FollowedTrader>>(app, 'GET', '/api/follow/followed_trader', { page: 1 }, auth(world.followers[0]!.token));
    expect(cards.data.data[0]?.total_profits).toBe('30.00');
    const entries = await inboxOf(app, world.followers[0]!.userId);
    expect(entries.at(-1)).toEqual({
      kind: 'copy_closed',
      detail: {
        trader: 'Steady Hands',
        order_id: copies[0]!.Id,
        instrument: 'EUR/USD',
        side: 'buy',
        lots: '0.1',
        price: '1.10100',
        profit: '10.00',
        partial: true,
        left: '0.2',
      },
      link: HOLDING_CONTRACTS_LINK,
    });
    for (const follower of world.followers) await auditContract(app, follower);
  });

  it('adds nothing when the work runs again (a later change of the trader’s order looks at the parts again)', async () => {
    const before = await app.database.db.query('SELECT id FROM contract_partial_closes ORDER BY id');
    const stops = await trade(app, world.trader, 'set_stop_price', { id: origin.Id, stop_loss_price: '1.05000', target_profit_price: '0' });
    expect(stops.code, stops.msg).toBe(1);
    await copiesSettled(app);
    expect(await app.database.db.query('SELECT id FROM contract_partial_closes ORDER BY id')).toEqual(before);
  });

  it('follows a second part at a loss, and leaves a copy whose fraction rounds to no lot', async () => {
    await closePart('0.1', '1.09900');
    let copies = await Promise.all(world.followers.map(copyOf));
    expect(copies.map((copy) => copy.Quantity)).toEqual(['0.1', '0.2', '0.05']);
    expect(copies.map((copy) => copy.PartialCloses.at(-1)?.FactProfits)).toEqual(['-10.00', '-20.00', '-5.00']);
    await closePart('0.01', '1.10000');
    copies = await Promise.all(world.followers.map(copyOf));
    expect(copies.map((copy) => copy.Quantity)).toEqual(['0.09', '0.18', '0.05']);
    expect(copies.map((copy) => copy.PartialCloses.length)).toEqual([3, 3, 2]);
  });

  it('closes every copy with the trader’s final close, realised adding up the parts', async () => {
    app.clock.advance(1_000);
    await tick(app, EURUSD, '1.10050');
    const closed = await trade<ForexOrder>(app, world.trader, 'close', { id: origin.Id });
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.data).toMatchObject({ Status: 3, FactProfits: '4.50', OpenedQuantity: '0.3' });
    await copiesSettled(app);
    const histories = await Promise.all(world.followers.map((follower) => orders(app, follower, 3)));
    expect(histories.map((page) => page.data[0]!.FactProfits)).toEqual(['4.50', '9.00', '2.50']);
    expect(histories.map((page) => page.data[0]!.Quantity)).toEqual(['0.09', '0.18', '0.05']);
    for (const follower of world.followers) expect((await auditContract(app, follower)).locked).toBe('0.00');
    await assertLedgerInvariants(app.database.db);
  });
});
