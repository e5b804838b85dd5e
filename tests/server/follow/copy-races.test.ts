import { describe, expect, it } from 'vitest';
import type { CopySkip, FollowOrderPage } from '../../../common/api/follow';
import type { ForexOrder } from '../../../common/api/trade';
import { auth, call } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import { contractAccount, EURUSD, tick, trade } from '../helpers/trading';

// A trader's fill racing the followers' own submits for the same margin (issue 14), on PostgreSQL, where the
// transactions really run at once: each follower ends with their own order or the copy (or a skip with the
// reason), never both, never below zero, and the ledger balanced.

const FOLLOWERS = 12;

describe.skipIf(!onPostgres)('copy races on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const world = madeBeforeTests(async () => {
    const operator = await newOperator(app);
    await tick(app, EURUSD, '1.10000');
    const trader = await approvedTrader(app, operator, '10000.00');
    const followers = [];
    for (let index = 0; index < FOLLOWERS; index += 1) {
      const follower = await demoFollower(app);
      await mustFollow(app, follower, trader.traderId, 1, '10000');
      followers.push(follower);
    }
    return { trader, followers };
  });

  it("never takes a follower below zero when the trader's fill races their own submit", async () => {
    const { trader, followers } = world;
    // 8 lots at 1.1 x100: 8,800.00 of margin each; a demo account's 10,000.00 pays for one, not two.
    const order = { type: 1, cont: '8', forex_id: EURUSD, status: 1, multiple: 100 };
    await tick(app, EURUSD, '1.10000');
    const [origin, ...own] = await Promise.all([
      trade<ForexOrder>(app, trader, 'submit', order),
      ...followers.map((follower) => trade<ForexOrder>(app, follower, 'submit', order)),
    ]);
    expect(origin.code, origin.msg).toBe(1);
    await copiesSettled(app);
    let copied = 0;
    let skipped = 0;
    for (const [index, follower] of followers.entries()) {
      const account = await contractAccount(app, follower);
      expect(Number(account.available)).toBeGreaterThanOrEqual(0);
      const copies = await call<FollowOrderPage>(
        app,
        'GET',
        '/v2/api/forex/my_deal_follow_order',
        { user_id: trader.userId, follower_user_id: follower.userId, status: 1, page: 1 },
        auth(follower.token),
      );
      const skips = await call<{ data: CopySkip[] }>(app, 'GET', '/api/follow/copy_skipped', { page: 1 }, auth(follower.token));
      const ownFilled = own[index]?.code === 1;
      const hasCopy = copies.data.total === 1;
      // Exactly one of the two got the margin; the other was refused or skipped for free margin.
      expect(ownFilled !== hasCopy, `follower ${index}: own ${own[index]?.code}, copy ${copies.data.total}`).toBe(true);
      if (hasCopy) copied += 1;
      else {
        expect(skips.data.data.map((skip) => skip.reason)).toEqual(['free_margin']);
        skipped += 1;
      }
    }
    expect(copied + skipped).toBe(FOLLOWERS);
    await assertLedgerInvariants(app.database.db);
  });
});
