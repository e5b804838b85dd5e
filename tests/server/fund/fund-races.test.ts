import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { openPostgres } from '../../../server/db/postgres';
import { accrueFunds } from '../../../server/fund/accrual';
import { applyRefund } from '../../../server/fund/redemption';
import { subscribe } from '../../../server/fund/subscriptions';
import { buy, subscriptions } from '../helpers/fund';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// Races that only real PostgreSQL can run (PGlite runs one transaction at a time): many subscriptions of one
// balance at once, and two servers' accrual runs over the same subscriptions at the same moment.

describe.skipIf(!onPostgres)('fund races on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));

  it('20 concurrent subscriptions of a whole balance leave exactly one', async () => {
    const user = await realUser(app, 'racer@example.com');
    await deposit(app, user, operator.token, '1000.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(app, user.token, 2, '1000')));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === CODE.INSUFFICIENT_FUNDS)).toHaveLength(19);
    expect(await subscriptions(app, user.token)).toHaveLength(1);
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
    await assertLedgerInvariants(app.database.db);
  });

  it('two accrual runs at once (two servers) pay each subscription and day once', async () => {
    const savers = await Promise.all([0, 1, 2, 3].map((index) => realUser(app, `saver${index}@example.com`)));
    for (const saver of savers) await deposit(app, saver, operator.token, '50000.00');
    // 200 subscriptions across four users, then three days pass (no job runs in tests unless told).
    for (let index = 0; index < 200; index++) {
      const saver = savers[index % savers.length]!;
      await subscribe(app.database.db, app.clock, saver.userId, { fundId: 1, amount: '100' });
    }
    app.clock.advance(3 * 86_400_000);
    const second = await openPostgres(app.database.url!, 5);
    try {
      // Small batches so the two runs interleave over the same rows.
      const [one, two] = await Promise.all([
        accrueFunds(app.database.db, app.clock, { batchSize: 20 }),
        accrueFunds(second, app.clock, { batchSize: 20 }),
      ]);
      // 200 x 3 days, and 3 for the subscription the test above left.
      expect(one.paid + two.paid).toBe(603);
    } finally {
      await second.close();
    }
    const [counts] = await app.database.db.query<{ rows: number; distinct: number }>(
      'SELECT count(*)::int AS rows, count(DISTINCT (sub_id, day))::int AS distinct FROM fund_income',
    );
    expect(counts).toEqual({ rows: 603, distinct: 603 });
    // Each saver: 50000 - 50 x 100 subscribed + 50 x 3 days x 0.35 of income.
    for (const saver of savers) expect((await balances(app, saver.token)).funding.balance).toBe('45052.50');
    await assertLedgerInvariants(app.database.db);
  });

  it('redemptions during a run: each day still paid once, every redeemed principal settled once, the ledger sound', async () => {
    const saver = await realUser(app, 'redeemer@example.com');
    await deposit(app, saver, operator.token, '10000.00');
    const ids: number[] = [];
    for (let index = 0; index < 40; index++)
      ids.push((await subscribe(app.database.db, app.clock, saver.userId, { fundId: 1, amount: '100' })).id);
    app.clock.advance(86_400_000);
    const second = await openPostgres(app.database.url!, 5);
    try {
      // A run in small batches and twenty redemptions (10 % penalty at the seeded fund's terms or none) at once.
      const redeemed = ids.filter((_, index) => index % 2 === 0);
      const results = await Promise.allSettled([
        accrueFunds(second, app.clock, { batchSize: 3 }),
        ...redeemed.map((id) => applyRefund(app.database.db, app.clock, saver.userId, id)),
      ]);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    } finally {
      await second.close();
    }
    // Whatever the order, a later run pays what is left, and nothing twice.
    await accrueFunds(app.database.db, app.clock);
    const rows = await app.database.db.query<{ sub_id: string; n: number }>(
      'SELECT sub_id::text, count(*)::int AS n FROM fund_income WHERE sub_id = ANY ($1::bigint[]) GROUP BY sub_id',
      [ids],
    );
    expect(rows.every((row) => row.n === 1)).toBe(true);
    // Every subscription still running was paid its day; a redeemed one at most that day.
    const running = await app.database.db.query<{ id: string }>(
      'SELECT id::text FROM fund_subscriptions WHERE user_id = $1 AND status = 1',
      [saver.userId],
    );
    expect(running).toHaveLength(20);
    for (const sub of running) expect(rows.find((row) => row.sub_id === sub.id)?.n).toBe(1);
    await assertLedgerInvariants(app.database.db);
  });
});
