import { describe, expect, it } from 'vitest';
import { accrueFunds } from '../../../server/fund/accrual';
import { subscribe } from '../../../server/fund/subscriptions';
import { fundCreditedThrough, fundDayCredit } from '../../../common/fund';
import { income, runScheduledJobs, subscriptions } from '../helpers/fund';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// The accrual's batches: each one is all or nothing (income rows, journals, postings and balances together), and
// a batch that fails part-way through its writes leaves nothing behind for the next run to pay twice. Days are paid
// in order: a day one of whose batches failed is paid again (its other batches' rows stay, not paid twice) before
// any later day.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
const DAY_MS = 86_400_000;
const subscriptionsOf = (token: string) => subscriptions(app, token);

describe('a batch that fails mid-way', () => {
  it('rolls back whole, the other batches are paid, and the next run pays it once', async () => {
    const user = await realUser(app, 'batches@example.com');
    await deposit(app, user, operator.token, '1000.00');
    // Six subscriptions of 100 in the seeded fund (0.35 % a day: 0.35 each), two days due.
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) {
      const made = await subscribe(app.database.db, app.clock, user.userId, { fundId: 1, amount: '100' });
      ids.push(made.id);
    }
    const before = Number((await balances(app, user.token)).funding.balance);
    app.clock.advance(2 * DAY_MS);

    // The second batch (subscriptions 3 and 4) fails on its income rows; the first and third pay the first day.
    const failing = ids[3]!;
    await app.database.db.exec(`
      CREATE FUNCTION test_fail_income() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.sub_id = ${failing} THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_income BEFORE INSERT ON fund_income FOR EACH ROW EXECUTE FUNCTION test_fail_income();`);
    try {
      await expect(accrueFunds(app.database.db, app.clock, { batchSize: 2 })).rejects.toThrow('injected failure');
    } finally {
      await app.database.db.exec('DROP TRIGGER test_fail_income ON fund_income; DROP FUNCTION test_fail_income();');
    }
    const paidRows = async () => Promise.all(ids.map(async (id) => (await income(app, user.token, id)).length));
    expect(await paidRows()).toEqual([1, 1, 0, 0, 1, 1]);
    expect(Number((await balances(app, user.token)).funding.balance)).toBeCloseTo(before + 4 * 0.35, 2);
    await assertLedgerInvariants(app.database.db);

    // The next scheduled run pays the failed batch's days, and nobody's twice.
    await runScheduledJobs(app);
    expect(await paidRows()).toEqual([2, 2, 2, 2, 2, 2]);
    expect(Number((await balances(app, user.token)).funding.balance)).toBeCloseTo(before + 6 * 2 * 0.35, 2);
    const [counts] = await app.database.db.query<{ rows: number; distinct: number }>(
      'SELECT count(*)::int AS rows, count(DISTINCT (sub_id, day))::int AS distinct FROM fund_income',
    );
    expect(counts).toEqual({ rows: 12, distinct: 12 });
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a catch-up over many batches', () => {
  it('pays every subscription every missed day once, with credits rounded on the running total', async () => {
    const user = await realUser(app, 'many@example.com');
    await deposit(app, user, operator.token, '100000.00');
    // 25 subscriptions of 123.45 at 0.35 %: 0.432075 a day rounds to 0.4321, credited 0.43, 0.43, 0.44, ...
    const ids: number[] = [];
    for (let index = 0; index < 25; index++)
      ids.push((await subscribe(app.database.db, app.clock, user.userId, { fundId: 1, amount: '123.45' })).id);
    const before = Number((await balances(app, user.token)).funding.balance);
    app.clock.advance(3 * DAY_MS);
    // Batches of 4 over these 25 and the 6 of the test above: eight batches, the last one short; 31 x 3 days.
    expect(await accrueFunds(app.database.db, app.clock, { batchSize: 4 })).toEqual({ paid: 93, matured: 0 });
    for (const id of ids)
      expect((await income(app, user.token, id)).map((row) => row.credited).reverse()).toEqual(['0.43', '0.43', '0.44']);
    // 3 x 0.4321 = 1.2963, credited 1.30 on each subscription.
    expect(Number((await balances(app, user.token)).funding.balance)).toBeCloseTo(before + 25 * 1.3, 2);
    expect(await accrueFunds(app.database.db, app.clock, { batchSize: 4 })).toEqual({ paid: 0, matured: 0 });
    await assertLedgerInvariants(app.database.db);
  });
});

describe('rounding in SQL', () => {
  it('credits each day what fundDayCredit says, through maturity, for day profits on a half cent', async () => {
    const user = await realUser(app, 'rounding@example.com');
    await deposit(app, user, operator.token, '5000.00');
    // At 0.35 %: 0.3550 (1.065 after 3 days, credited 1.07), 0.3505, 0.5000 and 3.4999 a day, over the fund's 7 days.
    const made = [];
    for (const amount of ['101.43', '100.15', '142.86', '999.99'])
      made.push(await subscribe(app.database.db, app.clock, user.userId, { fundId: 1, amount }));
    const before = Number((await balances(app, user.token)).funding.balance);
    // Eight days down: one run catches up the seven payouts and returns the principal.
    app.clock.advance(8 * DAY_MS);
    await runScheduledJobs(app);
    let credited = 0;
    for (const sub of made) {
      const rows = (await income(app, user.token, sub.id)).reverse();
      expect(rows.map((row) => row.credited)).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => fundDayCredit(sub.day_profit, day)));
      credited += Number(fundCreditedThrough(sub.day_profit, 7).toFixed(2)) + Number(sub.share_amount);
    }
    expect((await subscriptionsOf(user.token)).map((sub) => sub.status)).toEqual([4, 4, 4, 4]);
    expect(Number((await balances(app, user.token)).funding.balance)).toBeCloseTo(before + credited, 2);
    await assertLedgerInvariants(app.database.db);
  });
});
