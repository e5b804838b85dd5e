import { describe, expect, it } from 'vitest';
import type { FollowedTrader } from '../../../common/api/follow';
import type { Page } from '../../../common/api/page';
import type { ForexOrder } from '../../../common/api/trade';
import { auth, call } from '../helpers/access';
import { approvedTrader, cancelFollow, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { EURUSD, openPosition, tick, trade, type Trader } from '../helpers/trading';

// Issue 41, defect 6: a follow the follower ended stays on their follow list, marked ended, with its profit and its
// closed copies, so the card's "Follow again" has something to stand on; the active follows come first.

const app = appForTests();
const world = madeBeforeTests(async () => {
  const operator = await newOperator(app);
  await tick(app, EURUSD, '1.10000');
  const trader = await approvedTrader(app, operator);
  const other = await approvedTrader(app, operator);
  const follower = await demoFollower(app);
  return { trader, other, follower };
});

async function followList(follower: Trader): Promise<Page<FollowedTrader>> {
  const answer = await call<Page<FollowedTrader>>(app, 'GET', '/api/follow/followed_trader', { page: 1 }, auth(follower.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

describe('an ended follow', () => {
  it('stays listed after the active ones, with its profit and closed copies, and is the same follow when followed again', async () => {
    const { trader, other, follower } = world;
    await mustFollow(app, follower, trader.traderId, 1, '5000');
    // 0.1 lots of EUR/USD bought at 1.10000 and closed at 1.10100: +10.00 before fees, for the trader and the copy.
    const origin = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, multiple: 100 });
    await copiesSettled(app);
    await tick(app, EURUSD, '1.10100');
    expect((await trade<ForexOrder>(app, trader, 'close', { id: origin.Id })).code).toBe(1);
    await copiesSettled(app);
    const before = (await followList(follower)).data.find((row) => row.trader.id === trader.traderId);
    expect(before).toMatchObject({ active: 1, position_num: 0, closed_num: 1, total_num: 1 });

    // Nothing of this follow is open any more when it ends.
    expect((await cancelFollow(app, follower, trader.traderId)).code).toBe(1);
    await mustFollow(app, follower, other.traderId, 1, '1000');
    const after = await followList(follower);
    expect(after.total).toBe(2);
    expect(after.data.map((row) => [row.trader.id, row.active])).toEqual([
      [other.traderId, 1],
      [trader.traderId, 0],
    ]);
    const ended = after.data[1]!;
    expect(ended).toMatchObject({
      follow_id: before!.follow_id,
      closed_num: 1,
      total_num: 1,
      position_num: 0,
      total_amount: '0.00',
      total_profits: before!.total_profits,
    });
    expect(ended.trader.is_followed).toBe(0);
    expect(ended.total_profits).not.toBe('0.00');

    // Following again takes the same follow up again, with its record.
    const again = await mustFollow(app, follower, trader.traderId, 2, '800');
    expect(again.follow_id).toBe(before!.follow_id);
    const renewed = (await followList(follower)).data.find((row) => row.trader.id === trader.traderId);
    expect(renewed).toMatchObject({ active: 1, multiple: '2', closed_num: 1 });
  });

  it('is listed even when it never copied anything', async () => {
    const follower = await demoFollower(app);
    await mustFollow(app, follower, world.other.traderId, 1, '1000');
    expect((await cancelFollow(app, follower, world.other.traderId)).code).toBe(1);
    const list = await followList(follower);
    expect(list.total).toBe(1);
    expect(list.data).toMatchObject([{ active: 0, total_num: 0, closed_num: 0, total_profits: '0.00' }]);
  });
});
