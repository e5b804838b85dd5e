import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { FUND_SUB_STATUS } from '../../../common/fund';
import type { Queryable } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { accrueFunds } from '../../../server/fund/accrual';
import { utcDay } from '../../../server/fund/days';
import { applyRefund } from '../../../server/fund/redemption';
import { subscribe } from '../../../server/fund/subscriptions';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import { deposit, operatorToken, realUser } from '../helpers/wallet';

// A redemption settled while the day's accrual batch is in flight (real PostgreSQL only: PGlite runs one
// transaction at a time). The batch is held part-way, after it has read its subscriptions, by a lock on another
// user's funding account that it must credit; the redemption is made meanwhile. Either the redemption waits for the
// batch (the day is paid, then refunded) or the batch leaves the redeemed subscription out: what must never happen
// is the redemption settling first and the day's income arriving after, on a subscription already refunded.

const DAY_MS = 86_400_000;

/** Sessions of this database waiting for a row lock. */
async function lockWaiters(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return row?.n ?? 0;
}

/** Polls `done` until it holds; fails after a bound rather than hanging the run. */
async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe.skipIf(!onPostgres)(
  'a redemption during the accrual batch, on PostgreSQL (skipped on PGlite, which runs one transaction at a time)',
  () => {
    const app = appForTests();
    const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));

    /** A holder and a redeemer (in that order: the holder's rows come first in every lock order), each with a
     * subscription of 100 in the seeded fund 1 (7 days, refunds at once), and the day after: one payout due each. */
    async function twoSubscribers(prefix: string) {
      const db = app.database.db;
      const holder = await realUser(app, `${prefix}-holder@example.com`);
      const redeemer = await realUser(app, `${prefix}-redeemer@example.com`);
      await deposit(app, holder, operator.token, '1000.00');
      await deposit(app, redeemer, operator.token, '1000.00');
      const held = await subscribe(db, app.clock, holder.userId, { fundId: 1, amount: '100' });
      const redeemed = await subscribe(db, app.clock, redeemer.userId, { fundId: 1, amount: '100' });
      app.clock.advance(DAY_MS);
      const fundingOf = async (userId: number) =>
        (await db.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'funding'", [userId]))[0]!.id;
      return {
        holder,
        held,
        redeemer,
        redeemed,
        day: utcDay(app.clock.now()),
        holderAccount: await fundingOf(holder.userId),
        redeemerAccount: await fundingOf(redeemer.userId),
      };
    }

    /** The redemption, and the day's income of its subscription as it stood when the redemption settled. */
    function redeemWatched(userId: number, subId: number, day: string) {
      const db = app.database.db;
      const state = { settled: false };
      const done = applyRefund(db, app.clock, userId, subId).then(async (result) => {
        state.settled = true;
        return { result, incomeWhenSettled: await incomeOf(subId, day) };
      });
      return { state, done };
    }

    /** Income rows of a subscription for a day. */
    async function incomeOf(subId: number, day: string): Promise<number> {
      const [row] = await app.database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM fund_income WHERE sub_id = $1 AND day = $2::date',
        [subId, day],
      );
      return row?.n ?? 0;
    }

    /** The redeemed subscription settled (3 refunded) and no income for the day arrived after it did. */
    async function expectNoIncomeAfterRefund(subId: number, day: string, incomeWhenSettled: number): Promise<number> {
      const [after] = await app.database.db.query<{ status: number; income: number }>(
        'SELECT s.status, (SELECT count(*)::int FROM fund_income i WHERE i.sub_id = s.id AND i.day = $2::date) AS income FROM fund_subscriptions s WHERE s.id = $1',
        [subId, day],
      );
      expect(after?.status).toBe(FUND_SUB_STATUS.refunded);
      expect(after?.income).toBe(incomeWhenSettled);
      return after!.income;
    }

    it('settling while the batch is held: the batch paid the day first, then the refund settles', async () => {
      const db = app.database.db;
      const { held, redeemer, redeemed, day, holderAccount } = await twoSubscribers('first');
      const blocker = new pg.Client({ connectionString: app.database.url });
      await blocker.connect();
      const second = await openPostgres(app.database.url!, 5);
      try {
        // The batch, held part-way (it has read both subscriptions) by a lock on the holder's account.
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [holderAccount]);
        const accrual = accrueFunds(second, app.clock);
        await until(async () => (await lockWaiters(db)) === 1, 'the batch waits for the holder account');
        // The redemption either settles now, or waits (for the batch, which holds its subscription).
        const redemption = redeemWatched(redeemer.userId, redeemed.id, day);
        await until(async () => redemption.state.settled || (await lockWaiters(db)) === 2, 'the redemption settles or waits');
        await blocker.query('ROLLBACK');
        const [, settled] = await Promise.all([accrual, redemption.done]);
        expect(settled.result.settled).toBe(true);
        await expectNoIncomeAfterRefund(redeemed.id, day, settled.incomeWhenSettled);
        // The holder's day is paid either way.
        expect(await incomeOf(held.id, day)).toBe(1);
        await assertLedgerInvariants(db);
      } finally {
        await blocker.end();
        await second.close();
      }
    });

    it('a batch meeting a redemption that is settling: the batch leaves that subscription out of the day', async () => {
      const db = app.database.db;
      const { held, redeemer, redeemed, day, redeemerAccount } = await twoSubscribers('second');
      const blocker = new pg.Client({ connectionString: app.database.url });
      await blocker.connect();
      const second = await openPostgres(app.database.url!, 5);
      try {
        // The redemption, held part-way (its subscription at 2, locked) by a lock on the redeemer's account.
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [redeemerAccount]);
        const redemption = redeemWatched(redeemer.userId, redeemed.id, day);
        await until(async () => (await lockWaiters(db)) === 1, 'the redemption waits for the redeemer account');
        // The batch starts meanwhile and waits, for the subscription or for the account it would credit.
        const accrual = accrueFunds(second, app.clock);
        await until(async () => (await lockWaiters(db)) === 2, 'the batch waits');
        await blocker.query('ROLLBACK');
        const [, settled] = await Promise.all([accrual, redemption.done]);
        expect(settled.result.settled).toBe(true);
        expect(await expectNoIncomeAfterRefund(redeemed.id, day, settled.incomeWhenSettled)).toBe(0);
        expect(await incomeOf(held.id, day)).toBe(1);
        await assertLedgerInvariants(db);
      } finally {
        await blocker.end();
        await second.close();
      }
    });
  },
);
