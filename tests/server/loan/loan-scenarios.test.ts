import { describe, expect, it } from 'vitest';
import type { AdminLoan, LoanConfig, LoanDates, LoanKyc } from '../../../common/api/loan';
import { LOAN_KYC_STATUS, LOAN_STATUS, REPAYMENT_STATUS } from '../../../common/loan';
import { startJobs } from '../../../server/jobs/scheduler';
import { LOAN_LATE_FEE_INTERVAL_MS, loanLateFeeJob } from '../../../server/loan/late-fees-job';
import { chargeLateFees } from '../../../server/loan/late-fees';
import { auth, call } from '../helpers/access';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import {
  approveLoan,
  approvedBorrower,
  DAY_MS,
  decide,
  kycForm,
  loanInfo,
  loanList,
  passDays,
  preview,
  repayFromBalance,
  repaymentInfo,
  sendKyc,
  sendRepayment,
  signLoan,
  waitingRepayments,
} from '../helpers/loan';
import { balances, deposit, operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// A borrower's life on the manual clock (it starts at 2026-01-05 12:00 UTC): the identity check, signing, review and
// payout, repayment on time and late, rejections, and a restart in the middle of late days; the ledger sound after
// each. Seeded configs: 1 is 7 days at 0.08% a day, 2 is 30 days at 0.05% with 3 free days; late fee 0.25% a day.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));

async function borrower(email: string, deposited = '0'): Promise<WalletUser> {
  const user = await realUser(app, email);
  if (deposited !== '0') await deposit(app, user, operator.token, deposited);
  await approvedBorrower(app, user, operator.token);
  return user;
}

describe('identity approved, loan signed, approved and paid out, repaid on time', () => {
  it('walks the whole path', async () => {
    const user = await realUser(app, 'borrower@example.com');
    const empty = await call<LoanKyc>(app, 'GET', '/api/loan/info', {}, auth(user.token));
    expect(empty.data).toMatchObject({ status: LOAN_KYC_STATUS.none, review_hours: 48 });

    const sent = await sendKyc(app, user.token, await kycForm(app, user.token));
    expect(sent).toMatchObject({
      code: 1,
      msg: 'Sent. We review it within 48 hours.',
      data: { status: LOAN_KYC_STATUS.waiting, birthday: '1988-04-02' },
    });
    // Borrowing waits for the decision.
    const early = await call(app, 'GET', '/api/loan/loan_agreement', { config_id: 2, amount: '1000' }, auth(user.token));
    expect(early.code).toBe(7001);
    const approved = await decide(app, operator.token, 'kycs', user.userId, 'approve');
    expect(approved.code, approved.msg).toBe(1);
    expect((await call<LoanKyc>(app, 'GET', '/api/loan/info', {}, auth(user.token))).data.status).toBe(LOAN_KYC_STATUS.approved);
    const [kycRecord] = await app.database.db.query<{
      action: string;
      before: { status: number };
      after: { status: number };
      created_at: Date;
    }>("SELECT action, before, after, created_at FROM operator_decisions WHERE subject = 'loan_kyc' AND subject_id = $1", [user.userId]);
    expect(kycRecord).toMatchObject({
      action: 'approve',
      before: { status: LOAN_KYC_STATUS.waiting },
      after: { status: LOAN_KYC_STATUS.approved },
    });
    expect(kycRecord!.created_at.getTime()).toBe(app.clock.now());

    const configs = await call<LoanConfig[]>(app, 'GET', '/api/loan/loan_config', {}, auth(user.token));
    expect(configs.data.map((config) => config.id)).toEqual([1, 2, 3]);
    expect(configs.data[1]).toEqual({
      id: 2,
      loan_period: 30,
      min_amount: '500.00',
      max_amount: '10000.00',
      interest_rate: '5',
      free_period: 3,
      penalty_rate: '25',
      title: 'Monthly loan',
      desc: 'A month to repay, the first days free of interest. Repaid in one payment at the end of the term; repaying early costs nothing.',
      lang: 'en',
    });
    const dates = await call<LoanDates>(app, 'GET', '/api/loan/get_date', { loan_period: 30 }, auth(user.token));
    expect(dates.data).toEqual({ now: Date.UTC(2026, 0, 5, 12), today: '2026-01-05', due_date: '2026-02-04' });

    // 1000 x 0.05% x (30 - 3) = 13.50; 1013.50 to repay; 2.50 a day late.
    const shown = await preview(app, user.token, 2, '1000');
    for (const text of [
      '1,000.00 USD',
      '0.05%',
      '13.50 USD',
      '1,013.50 USD',
      'February 4, 2026',
      '0.25%',
      '2.50 USD',
      'Early repayment costs nothing',
      'Tai Man Chan',
    ]) {
      expect(shown.html).toContain(text);
    }
    const loan = await signLoan(app, user.token, 2, '1000');
    expect(loan).toMatchObject({
      status: LOAN_STATUS.waiting,
      amount: '1000.00',
      interest_amount: '13.50',
      total_repay: '1013.50',
      amount_due: '1013.50',
      agreement: shown.html,
      agreement_sha256: shown.sha256,
      template_version: 2,
      agreement_locale: 'en',
      sign_img: expect.stringMatching(/^\/api\/common\/upload\/.+/) as string,
      signed_at: Date.UTC(2026, 0, 5, 12),
      reviewed_at: 0,
    });
    const waiting = await call<{ data: AdminLoan[] }>(app, 'GET', '/admin/api/loan/loans', { status: 1, page: 1 }, auth(operator.token));
    expect(waiting.data.data[0]).toMatchObject({
      id: loan.id,
      signed_user_agent: 'LoanTest/1.0',
      consent: true,
      uid: expect.any(String) as string,
    });

    app.clock.advance(60 * 60_000);
    const paid = await approveLoan(app, operator.token, loan.id);
    expect(paid).toMatchObject({ status: LOAN_STATUS.repaying, due_date: '2026-02-04', reviewed_at: Date.UTC(2026, 0, 5, 13) });
    expect(paid.repayment_time).toBe(Date.parse('2026-02-04T23:59:59.999Z'));
    expect((await balances(app, user.token)).funding.balance).toBe('1000.00');
    const [record] = await app.database.db.query<{ operator_id: number; before: { status: number }; after: { status: number } }>(
      "SELECT operator_id, before, after FROM operator_decisions WHERE subject = 'loan' AND subject_id = $1",
      [loan.id],
    );
    expect(record).toMatchObject({ before: { status: LOAN_STATUS.waiting }, after: { status: LOAN_STATUS.repaying } });
    await assertLedgerInvariants(app.database.db);

    // The day before the due day: nothing late; the balance does not cover 1013.50.
    await passDays(app, 29);
    const info = await repaymentInfo(app, user.token, loan.id);
    expect(info).toMatchObject({
      amount_due: '1013.50',
      penalty: '0.00',
      penalty_days: 0,
      funding_balance: '1000.00',
      can_pay_from_balance: false,
    });
    const short = await repayFromBalance(app, user.token, loan.id);
    expect(short.code).toBe(2008);
    await deposit(app, user, operator.token, '100');
    const repaid = await repayFromBalance(app, user.token, loan.id);
    expect(repaid).toMatchObject({
      code: 1,
      msg: 'Repaid: 1,013.50 taken from your funding account',
      data: { status: LOAN_STATUS.repaid },
    });
    expect((await balances(app, user.token)).funding.balance).toBe('86.50');
    await assertLedgerInvariants(app.database.db);

    // Settled: nothing more is charged, and the user may borrow again.
    await passDays(app, 5);
    expect(await loanInfo(app, user.token, loan.id)).toMatchObject({ status: LOAN_STATUS.repaid, penalty_days: 0, amount_due: '1013.50' });
    expect((await loanList(app, user.token)).total).toBe(1);
  });
});

describe('repaid 3 days late', () => {
  it('charges exactly 3 late fees, once each however often the job runs', async () => {
    const user = await borrower('late@example.com', '100');
    const loan = await signLoan(app, user.token, 1, '1000');
    await approveLoan(app, operator.token, loan.id);
    const due = (await loanInfo(app, user.token, loan.id)).due_date;
    // On the due day itself nothing is late.
    await passDays(app, 7);
    expect((await loanInfo(app, user.token, loan.id)).due_date).toBe(due);
    expect((await loanInfo(app, user.token, loan.id)).penalty_days).toBe(0);
    await passDays(app, 3);
    await chargeLateFees(app.database.db, app.clock);
    await Promise.all([chargeLateFees(app.database.db, app.clock), chargeLateFees(app.database.db, app.clock)]);
    const late = await loanInfo(app, user.token, loan.id);
    // 1000 x 0.08% x 7 = 5.60 interest; 3 x 2.50 late.
    expect(late).toMatchObject({ interest_amount: '5.60', penalty_days: 3, penalty_amount: '7.50', amount_due: '1013.10' });
    const rows = await app.database.db.query<{ day: string; amount: string }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, amount::text FROM loan_penalties WHERE loan_id = $1 ORDER BY day",
      [loan.id],
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.amount === '2.50')).toBe(true);
    expect(rows[0]!.day > due).toBe(true);
    const repaid = await repayFromBalance(app, user.token, loan.id);
    expect(repaid.code, repaid.msg).toBe(1);
    expect((await balances(app, user.token)).funding.balance).toBe('86.90');
    await passDays(app, 2);
    expect((await loanInfo(app, user.token, loan.id)).penalty_days).toBe(3);
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a rejected loan', () => {
  it('needs a reason, pays nothing out, and leaves the user free to apply again', async () => {
    const user = await borrower('rejected@example.com');
    const loan = await signLoan(app, user.token, 1, '500');
    const bare = await decide(app, operator.token, 'loans', loan.id, 'reject');
    expect(bare.code).toBe(1001);
    const rejected = await decide<AdminLoan>(app, operator.token, 'loans', loan.id, 'reject', 'Income could not be verified');
    expect(rejected.data).toMatchObject({ status: LOAN_STATUS.rejected, reason: 'Income could not be verified' });
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
    const again = await decide(app, operator.token, 'loans', loan.id, 'approve');
    expect(again.code).toBe(4004);
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
    const next = await signLoan(app, user.token, 1, '200');
    expect(next.status).toBe(LOAN_STATUS.waiting);
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a rejected repayment', () => {
  it('goes back to repaying with the reason, and a second proof is confirmed and settled', async () => {
    const user = await borrower('transfer@example.com');
    const loan = await signLoan(app, user.token, 1, '1000');
    await approveLoan(app, operator.token, loan.id);
    const sent = await sendRepayment(app, user.token, loan.id);
    expect(sent).toMatchObject({ code: 1, msg: 'Repayment sent for checking', data: { status: LOAN_STATUS.repaymentCheck } });
    const second = await sendRepayment(app, user.token, loan.id);
    expect(second.code).toBe(7005);
    const [waiting] = await waitingRepayments(app, operator.token);
    expect(waiting).toMatchObject({ loan_id: loan.id, amount_due: '1005.60', status: REPAYMENT_STATUS.waiting });
    const rejected = await decide(app, operator.token, 'repayments', waiting!.id, 'reject', 'No transfer arrived');
    expect(rejected.code, rejected.msg).toBe(1);
    const back = await loanInfo(app, user.token, loan.id);
    expect(back).toMatchObject({
      status: LOAN_STATUS.repaying,
      repayment: { status: REPAYMENT_STATUS.rejected, reason: 'No transfer arrived' },
    });
    await assertLedgerInvariants(app.database.db);

    const again = await sendRepayment(app, user.token, loan.id);
    expect(again.code, again.msg).toBe(1);
    const [next] = await waitingRepayments(app, operator.token);
    const confirmed = await decide(app, operator.token, 'repayments', next!.id, 'approve');
    expect(confirmed.code, confirmed.msg).toBe(1);
    expect(await loanInfo(app, user.token, loan.id)).toMatchObject({
      status: LOAN_STATUS.repaid,
      repayment: { status: REPAYMENT_STATUS.confirmed },
    });
    // The user's own balance is untouched: the payout stays theirs, the repayment came from outside.
    expect((await balances(app, user.token)).funding.balance).toBe('1000.00');
    await assertLedgerInvariants(app.database.db);
  });
});

describe('a restart in the middle of late days', () => {
  it('charges the days it missed once when the job runs again', async () => {
    const user = await borrower('restart@example.com', '100');
    const loan = await signLoan(app, user.token, 1, '400');
    await approveLoan(app, operator.token, loan.id);
    await passDays(app, 9);
    expect((await loanInfo(app, user.token, loan.id)).penalty_days).toBe(2);
    // Down for 3 days: the clock moves, no job runs; the screen already shows what is owed.
    app.clock.advance(3 * DAY_MS);
    const [booked] = await app.database.db.query<{ penalty_days: number }>('SELECT penalty_days FROM loans WHERE id = $1', [loan.id]);
    expect(booked!.penalty_days).toBe(2);
    expect((await loanInfo(app, user.token, loan.id)).penalty_days).toBe(5);
    // Back up: the leader's scheduler runs the job after its interval.
    const jobs = () =>
      startJobs([loanLateFeeJob(() => undefined)], {
        db: app.database.db,
        clock: app.clock,
        fence: () => Promise.resolve(),
        log: app.http.log,
      });
    let stop = jobs();
    app.clock.advance(LOAN_LATE_FEE_INTERVAL_MS);
    await stop();
    stop = jobs();
    app.clock.advance(LOAN_LATE_FEE_INTERVAL_MS);
    await stop();
    const rows = await app.database.db.query('SELECT day FROM loan_penalties WHERE loan_id = $1', [loan.id]);
    expect(rows).toHaveLength(5);
    // 400 x 0.25% = 1.00 a day.
    expect(await loanInfo(app, user.token, loan.id)).toMatchObject({ penalty_days: 5, penalty_amount: '5.00', amount_due: '407.24' });
    await assertLedgerInvariants(app.database.db);
  });

  it('commits nothing from a run whose leadership term ended under it', async () => {
    const before = await app.database.db.query('SELECT count(*)::int AS n FROM loan_penalties');
    app.clock.advance(DAY_MS);
    const fenced = chargeLateFees(app.database.db, app.clock, () => Promise.reject(new Error('term ended')));
    await expect(fenced).rejects.toThrow('term ended');
    expect(await app.database.db.query('SELECT count(*)::int AS n FROM loan_penalties')).toEqual(before);
    // The next leader's run charges the day.
    expect(await chargeLateFees(app.database.db, app.clock)).toBeGreaterThan(0);
  });
});
