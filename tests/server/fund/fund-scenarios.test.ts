import { describe, expect, it } from 'vitest';
import { FUND_SUB_STATUS, fundDayCredit } from '../../../common/fund';
import { accrueFunds } from '../../../server/fund/accrual';
import { utcDay } from '../../../server/fund/days';
import { JOBS } from '../../../server/scheduled-jobs';
import { auth, call } from '../helpers/access';
import { buy, createFund, income, passDays, redeem, runScheduledJobs, subscriptions } from '../helpers/fund';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// A user's life with a fund on the manual clock: subscribe, a day's income at a time, maturity; early redemption
// with the penalty; an operator's approval; a restart that missed days; the ledger sound after each.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
const user = madeBeforeTests(async () => {
  const made = await realUser(app, 'saver@example.com');
  await deposit(app, made, operator.token, '10000.00');
  return made;
});

describe('subscribe, ten days of income, maturity', () => {
  it('takes the amount from the funding account and pays from the day after', async () => {
    // 1234.50 x 0.1 % = 1.2345 a day: credits of 1.23 and 1.24 so the account holds the total rounded once.
    const fund = await createFund(app, operator.token, { dividend_percentage: '0.1', lock_dividend_days: 10 });
    const bought = await buy(app, user.token, fund.id, '1234.5');
    expect(bought).toMatchObject({
      code: 1,
      msg: 'Subscribed',
      data: { status: FUND_SUB_STATUS.inProgress, share_amount: '1234.50', day_profit: '1.2345' },
    });
    expect((await balances(app, user.token)).funding.balance).toBe('8765.50');
    // A run on the day of subscribing pays nothing.
    await runScheduledJobs(app);
    expect(await income(app, user.token, bought.data!.id)).toEqual([]);
    await assertLedgerInvariants(app.database.db);

    await passDays(app, 1);
    const first = await income(app, user.token, bought.data!.id);
    expect(first.map((row) => [row.day, row.amount, row.credited])).toEqual([['2026-01-06', '1.2345', '1.23']]);
    expect((await balances(app, user.token)).funding.balance).toBe('8766.73');
    await assertLedgerInvariants(app.database.db);

    await passDays(app, 9);
    const rows = await income(app, user.token, bought.data!.id);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.day).toBe('2026-01-15');
    expect(rows.map((row) => row.credited).reverse()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((day) => fundDayCredit('1.2345', day)));
    const [finished] = await subscriptions(app, user.token);
    expect(finished).toMatchObject({ status: FUND_SUB_STATUS.finished, sum_profit: '12.3450', paid_days: 10 });
    // Principal back, and 12.345 of income credited as 12.35.
    expect((await balances(app, user.token)).funding.balance).toBe('10012.35');
    await assertLedgerInvariants(app.database.db);

    // Nothing more after maturity.
    await passDays(app, 2);
    expect(await income(app, user.token, bought.data!.id)).toHaveLength(10);
    expect((await balances(app, user.token)).funding.balance).toBe('10012.35');
  });
});

describe('early redemption', () => {
  it('on day 3 returns the amount less the penalty; the income paid stays paid', async () => {
    const bought = await buy(app, user.token, 1, '1000');
    expect(bought.code, bought.msg).toBe(1);
    const before = (await balances(app, user.token)).funding.balance;
    await passDays(app, 3);
    expect((await income(app, user.token, bought.data!.id)).map((row) => row.credited)).toEqual(['3.50', '3.50', '3.50']);
    const redeemed = await redeem(app, user.token, bought.data!.id);
    expect(redeemed).toMatchObject({
      code: 1,
      msg: 'Redeemed: 950.00 USD returned to your funding account',
      data: { status: FUND_SUB_STATUS.refunded, penalty: '50.00', sum_profit: '10.5000' },
    });
    // 10.50 income + 950.00 back.
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 960.5).toFixed(2));
    await assertLedgerInvariants(app.database.db);
    await passDays(app, 1);
    expect(await income(app, user.token, bought.data!.id)).toHaveLength(3);
  });

  it('refuses redeeming twice, and redeeming a finished subscription', async () => {
    const [refunded, finished] = await subscriptions(app, user.token);
    for (const sub of [refunded!, finished!]) {
      const answer = await redeem(app, user.token, sub.id);
      expect(answer).toEqual({ code: 6003, msg: 'Only a subscription in progress can be redeemed', data: null });
    }
  });

  it('waits for an operator when the fund says so; a rejection puts it back in progress, an approval refunds', async () => {
    const fund = await createFund(app, operator.token, { refund_mode: 2, liquidated_damages: '10', lock_dividend_days: 30 });
    const bought = await buy(app, user.token, fund.id, '200');
    const asked = await redeem(app, user.token, bought.data!.id);
    expect(asked).toMatchObject({
      code: 1,
      msg: 'Redemption requested. It is settled once approved.',
      data: { status: FUND_SUB_STATUS.refunding },
    });
    // Refunding: no income, and no second request.
    await passDays(app, 1);
    expect(await income(app, user.token, bought.data!.id)).toEqual([]);
    expect((await redeem(app, user.token, bought.data!.id)).code).toBe(6003);

    const rejected = await call(
      app,
      'POST',
      '/admin/api/fund/refunds/decide',
      { id: bought.data!.id, action: 'reject', reason: 'Call us first' },
      auth(operator.token),
    );
    expect(rejected).toMatchObject({ code: 1, data: { status: FUND_SUB_STATUS.inProgress, paid_days: 1 } });
    // The day it waited is paid with the refusal, and only once.
    expect(await income(app, user.token, bought.data!.id)).toHaveLength(1);
    await runScheduledJobs(app);
    expect(await income(app, user.token, bought.data!.id)).toHaveLength(1);

    await redeem(app, user.token, bought.data!.id);
    const funding = (await balances(app, user.token)).funding.balance;
    const approved = await call(
      app,
      'POST',
      '/admin/api/fund/refunds/decide',
      { id: bought.data!.id, action: 'approve' },
      auth(operator.token),
    );
    expect(approved).toMatchObject({ code: 1, data: { status: FUND_SUB_STATUS.refunded, penalty: '20.00' } });
    expect((await balances(app, user.token)).funding.balance).toBe((Number(funding) + 180).toFixed(2));
    const again = await call(
      app,
      'POST',
      '/admin/api/fund/refunds/decide',
      { id: bought.data!.id, action: 'approve' },
      auth(operator.token),
    );
    expect(again.code).toBe(4004);
    const decisions = await app.database.db.query<{ action: string }>(
      `SELECT action FROM operator_decisions WHERE subject = 'fund_subscription' AND subject_id = $1 ORDER BY id`,
      [bought.data!.id],
    );
    expect(decisions.map((row) => row.action)).toEqual(['reject', 'approve']);
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a refused redemption', () => {
  it('pays the days it waited when refused, and the lock still ends on its first date', async () => {
    // 0.3 % of 1000 = 3.0000 a day over 5 days.
    const fund = await createFund(app, operator.token, { refund_mode: 2, dividend_percentage: '0.3', lock_dividend_days: 5 });
    const bought = await buy(app, user.token, fund.id, '1000');
    const id = bought.data!.id;
    await passDays(app, 2);
    expect((await redeem(app, user.token, id)).data).toMatchObject({ status: FUND_SUB_STATUS.refunding });
    const before = (await balances(app, user.token)).funding.balance;
    // Two days waiting for the operator: nothing is paid while the request stands.
    await passDays(app, 2);
    expect(await income(app, user.token, id)).toHaveLength(2);
    const refused = await call(
      app,
      'POST',
      '/admin/api/fund/refunds/decide',
      { id, action: 'reject', reason: 'Lock period applies' },
      auth(operator.token),
    );
    expect(refused).toMatchObject({ code: 1, data: { status: FUND_SUB_STATUS.inProgress, paid_days: 4, sum_profit: '12.0000' } });
    expect((await income(app, user.token, id)).map((row) => row.amount)).toEqual(['3.0000', '3.0000', '3.0000', '3.0000']);
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 6).toFixed(2));
    // Day 5, as agreed: the last payout and the principal back, no penalty.
    await passDays(app, 1);
    const [finished] = (await subscriptions(app, user.token)).filter((sub) => sub.id === id);
    expect(finished).toMatchObject({ status: FUND_SUB_STATUS.finished, paid_days: 5, penalty: '0.00', sum_profit: '15.0000' });
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 1009).toFixed(2));
    await assertLedgerInvariants(app.database.db);
  });

  it('refused after the lock would have ended: pays the rest and returns the principal at once', async () => {
    const fund = await createFund(app, operator.token, { refund_mode: 2, dividend_percentage: '0.3', lock_dividend_days: 3 });
    const bought = await buy(app, user.token, fund.id, '1000');
    const id = bought.data!.id;
    await passDays(app, 1);
    await redeem(app, user.token, id);
    const before = (await balances(app, user.token)).funding.balance;
    await passDays(app, 5);
    const refused = await call(
      app,
      'POST',
      '/admin/api/fund/refunds/decide',
      { id, action: 'reject', reason: 'Too late' },
      auth(operator.token),
    );
    expect(refused).toMatchObject({ code: 1, data: { status: FUND_SUB_STATUS.finished, paid_days: 3, penalty: '0.00' } });
    expect(await income(app, user.token, id)).toHaveLength(3);
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 1006).toFixed(2));
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a redemption once the lock has ended is not early', () => {
  it('approved after the lock ended: the subscription matures, every day paid, no penalty', async () => {
    // 0.3 % of 1000 = 3.00 a day over 3 days, 10 % penalty, redemptions approved by an operator.
    const fund = await createFund(app, operator.token, {
      refund_mode: 2,
      dividend_percentage: '0.3',
      lock_dividend_days: 3,
      liquidated_damages: '10',
    });
    const bought = await buy(app, user.token, fund.id, '1000');
    const id = bought.data!.id;
    await passDays(app, 1);
    // Asked on day 1, before the lock ends: it waits for the operator, who decides after the last payout day.
    expect((await redeem(app, user.token, id)).data).toMatchObject({ status: FUND_SUB_STATUS.refunding });
    const before = (await balances(app, user.token)).funding.balance;
    await passDays(app, 4);
    const approved = await call(app, 'POST', '/admin/api/fund/refunds/decide', { id, action: 'approve' }, auth(operator.token));
    expect(approved).toMatchObject({
      code: 1,
      data: { status: FUND_SUB_STATUS.finished, penalty: '0.00', paid_days: 3, sum_profit: '9.0000' },
    });
    // The two days it waited and the whole principal, not 900.
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 1006).toFixed(2));
    expect(await income(app, user.token, id)).toHaveLength(3);
    await assertLedgerInvariants(app.database.db);
  });

  it('asked after the last payout day, before the daily run reached it: matures at once, no penalty', async () => {
    const fund = await createFund(app, operator.token, { dividend_percentage: '0.3', lock_dividend_days: 2, liquidated_damages: '10' });
    const bought = await buy(app, user.token, fund.id, '1000');
    const id = bought.data!.id;
    const before = (await balances(app, user.token)).funding.balance;
    // Two days pass and no run has paid them yet (the server was down, or it is just past midnight).
    app.clock.advance(2 * 86_400_000);
    const redeemed = await redeem(app, user.token, id);
    expect(redeemed).toMatchObject({
      code: 1,
      msg: 'Redeemed: 1,000.00 USD returned to your funding account',
      data: { status: FUND_SUB_STATUS.finished, penalty: '0.00', paid_days: 2 },
    });
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 1006).toFixed(2));
    await runScheduledJobs(app);
    expect(await income(app, user.token, id)).toHaveLength(2);
    await assertLedgerInvariants(app.database.db);
  });

  it('approved before the lock ends: the penalty shown when it was asked', async () => {
    const fund = await createFund(app, operator.token, {
      refund_mode: 2,
      dividend_percentage: '0.3',
      lock_dividend_days: 5,
      liquidated_damages: '10',
    });
    const bought = await buy(app, user.token, fund.id, '1000');
    const id = bought.data!.id;
    await passDays(app, 1);
    await redeem(app, user.token, id);
    const before = (await balances(app, user.token)).funding.balance;
    await passDays(app, 2);
    const approved = await call(app, 'POST', '/admin/api/fund/refunds/decide', { id, action: 'approve' }, auth(operator.token));
    expect(approved).toMatchObject({ code: 1, data: { status: FUND_SUB_STATUS.refunded, penalty: '100.00', paid_days: 1 } });
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 900).toFixed(2));
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a restart that missed days', () => {
  it('pays each of 4 missed days once, in one set-based run, however often it runs', async () => {
    // 1234.50 x 0.1 % = 1.2345 a day: the four days caught up at once credit what four daily runs would.
    const fund = await createFund(app, operator.token, { dividend_percentage: '0.1', lock_dividend_days: 10 });
    const bought = await buy(app, user.token, fund.id, '1234.5');
    const before = (await balances(app, user.token)).funding.balance;
    const subscribed = Date.parse(utcDay(app.clock.now()));
    // Down for four days: the clock moves, nothing runs.
    app.clock.advance(4 * 86_400_000);
    expect(await income(app, user.token, bought.data!.id)).toEqual([]);
    // Back up: the first scheduled run pays the four days.
    await runScheduledJobs(app);
    const rows = await income(app, user.token, bought.data!.id);
    expect(rows.map((row) => [row.day, row.amount, row.credited]).reverse()).toEqual(
      [1, 2, 3, 4].map((day) => [utcDay(subscribed + day * 86_400_000), '1.2345', fundDayCredit('1.2345', day)]),
    );
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 4.94).toFixed(2));
    expect(await accrueFunds(app.database.db, app.clock)).toEqual({ paid: 0, matured: 0 });
    await Promise.all([accrueFunds(app.database.db, app.clock), accrueFunds(app.database.db, app.clock)]);
    expect(await income(app, user.token, bought.data!.id)).toHaveLength(4);
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 4.94).toFixed(2));
    await assertLedgerInvariants(app.database.db);
  });

  it('is one of the scheduled jobs: with them running, a new day is paid within a minute of midnight', async () => {
    const bought = await buy(app, user.token, 1, '500');
    app.clock.advance(86_400_000);
    await runScheduledJobs(app, JOBS);
    expect(await income(app, user.token, bought.data!.id)).toHaveLength(1);
  });
});
