import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { Decimal } from '../../../common/money';
import { accrueFunds } from '../../../server/fund/accrual';
import { subscribe } from '../../../server/fund/subscriptions';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { approveLoan, approvedBorrower, repayFromBalance, signLoan } from '../helpers/loan';
import { placeMicro } from '../helpers/micro';
import { EURUSD, openPosition, pendingOrder, tick, trade, USDJPY, type Trader } from '../helpers/trading';
import { deposit, moneyCall, operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// The tax-year summary as CSV (issue 39), parsed back by a maintained CSV parser: per instrument what its contracts
// and options realised and the fees its orders cost, the totals, the fund income received and the loan interest
// paid, all as the ledger booked them, with the note that it is not tax advice. The year is checked first.
//
// A customer, from 2026-01-05 (the test clock's first day): EUR/USD at 1.10000, a buy of 0.3 lots closed in a part of
// 0.1 at 1.10100 and the rest at 1.10200, a pending buy placed and cancelled (its fee given back), two options up (one
// won at 1.10300, one lost at 1.10100); USD/JPY at 150.000, a sell of 0.1 lots closed at 149.500; a loan of 1000.00
// (seeded config 1: 7 days at 0.08 % a day, 5.60 interest) paid out and repaid at once; 100.00 in fund 1 and two
// days of its income.

const app = appForTests();

interface World {
  user: WalletUser;
}

const step = async (instrument: number, price: string, ms = 1_000) => {
  app.clock.advance(ms);
  await tick(app, instrument, price);
};

const world = madeBeforeTests<World>(async () => {
  const operator = await operatorToken(app);
  const user = await realUser(app, 'taxpayer@example.com');
  const trader: Trader = { token: user.token, userId: user.userId };
  await deposit(app, user, operator, '5000.00');
  for (const to of [2, 3]) {
    const moved = await moneyCall(app, user.token, '/api/account/transfer', { balance: '1000', currency_id: 1, from: 1, to });
    expect(moved.code, moved.msg).toBe(1);
  }
  await tick(app, EURUSD, '1.10000');
  await tick(app, USDJPY, '150.000');
  const buy = (await openPosition(app, trader, { type: 1, cont: '0.3', forex_id: EURUSD })).Id;
  const sell = (await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: USDJPY })).Id;
  const pending = (await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.05000' })).Id;
  expect((await trade(app, trader, 'cancel_trade', { id: pending })).code).toBe(1);
  await step(EURUSD, '1.10100');
  expect((await trade<ForexOrder>(app, trader, 'close', { id: buy, lots: '0.1' })).code).toBe(1);
  await step(EURUSD, '1.10200');
  expect((await trade<ForexOrder>(app, trader, 'close', { id: buy })).code).toBe(1);
  await step(USDJPY, '149.500');
  expect((await trade<ForexOrder>(app, trader, 'close', { id: sell })).code).toBe(1);
  await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
  await step(EURUSD, '1.10300', 61_000);
  await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '50', seconds: 60 });
  await step(EURUSD, '1.10100', 61_000);

  await approvedBorrower(app, user, operator);
  const loan = await signLoan(app, user.token, 1, '1000');
  await approveLoan(app, operator, loan.id);
  const repaid = await repayFromBalance(app, user.token, loan.id);
  expect(repaid.code, repaid.msg).toBe(1);

  await subscribe(app.database.db, app.clock, user.userId, { fundId: 1, amount: '100' });
  app.clock.advance(2 * 24 * 60 * 60 * 1000);
  await accrueFunds(app.database.db, app.clock);
  return { user };
}, 'the taxpayer');

const rowsOf = (body: string): string[][] => parse(body, { bom: true });

/** The session the summaries are asked with: the first one until the clock moves past its life. */
let session: string | undefined;

/** A year on, the first session has expired: the customer signs in again. */
async function aYearOn(): Promise<void> {
  app.clock.set(Date.UTC(2027, 1, 1, 9, 0, 0));
  if (session !== undefined) return;
  const signedIn = await call<LoginResult>(app, 'POST', '/api/user/loginForU', {
    type: 'email',
    account: world.user.email,
    password: 'correct horse 1',
  });
  expect(signedIn.code, signedIn.msg).toBe(1);
  session = signedIn.data.token;
}

async function summary(params: Record<string, string>, lang = 'en') {
  const query = new URLSearchParams(params).toString();
  const response = await app.http.inject({
    method: 'GET',
    url: `/api/statement/tax_year${query ? `?${query}` : ''}`,
    headers: { ...auth(session ?? world.user.token), lang },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response;
}

const sum = (values: readonly string[]): Decimal => values.reduce((total, value) => total.plus(value), new Decimal(0));

describe('the tax-year summary', () => {
  it('states each instrument’s realised result and fees, the totals, fund income and loan interest', async () => {
    const response = await summary({ year: '2026', format: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tax-year summary 2026.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual([
      'Item',
      'Contracts realised',
      'Options realised',
      'Realised gains and losses',
      'Trading fees paid',
      'Net after fees',
      'Amount',
      'Currency',
    ]);
    expect(rows[1]![0]).toBe(
      'This summary lists what your account realised in 2026 (UTC) as the ledger booked it. It is not tax advice: ask a tax adviser how it applies to you.',
    );
    const db = app.database.db;
    const { userId } = world.user;
    const byInstrument = async (id: number) => {
      const [row] = await db.query<{ contracts: string; fees: string }>(
        `SELECT coalesce(sum(realised_pnl), 0)::text AS contracts, coalesce(sum(fee) FILTER (WHERE open_time IS NOT NULL), 0)::text AS fees
         FROM contract_orders WHERE user_id = $1 AND instrument_id = $2`,
        [userId, id],
      );
      const [options] = await db.query<{ total: string }>(
        'SELECT coalesce(sum(fact_profits), 0)::text AS total FROM micro_orders WHERE user_id = $1 AND instrument_id = $2',
        [userId, id],
      );
      return { contracts: new Decimal(row!.contracts), fees: new Decimal(row!.fees), options: new Decimal(options!.total) };
    };
    const eur = await byInstrument(EURUSD);
    const jpy = await byInstrument(USDJPY);
    const money = (value: Decimal) => value.toFixed(2);
    const line = (figures: { contracts: Decimal; options: Decimal; fees: Decimal }) => {
      const realised = figures.contracts.plus(figures.options);
      return [
        money(figures.contracts),
        money(figures.options),
        money(realised),
        money(figures.fees),
        money(realised.minus(figures.fees)),
        '',
        'USD',
      ];
    };
    const instruments = rows.slice(2, 4);
    expect(instruments).toEqual([
      ['EUR/USD', ...line(eur)],
      ['USD/JPY', ...line(jpy)],
    ]);
    // Something was realised and paid on each: the figures are not all zero.
    expect(eur.contracts.isZero() || eur.options.isZero() || eur.fees.isZero() || jpy.contracts.isZero()).toBe(false);
    // The totals are the instruments' sums, column by column.
    const total = rows[4]!;
    expect(total[0]).toBe('Total');
    for (const column of [1, 2, 3, 4, 5]) expect(total[column]).toBe(money(sum(instruments.map((row) => row[column]!))));
    // And the realised total is what the ledger booked for the settlements.
    const [booked] = await db.query<{ total: string }>(
      `SELECT sum(p.amount)::text AS total FROM postings p JOIN journals j ON j.id = p.journal_id
       JOIN ledger_accounts a ON a.id = p.account_id
       WHERE a.user_id = $1 AND j.cause IN ('trade_pnl', 'option_settlement')`,
      [userId],
    );
    expect(total[3]).toBe(money(new Decimal(booked!.total)));
    const [income] = await db.query<{ total: string }>('SELECT sum(credited)::text AS total FROM fund_income WHERE user_id = $1', [userId]);
    expect(rows.slice(5)).toEqual([
      ['Fund income received', '', '', '', '', '', money(new Decimal(income!.total)), 'USD'],
      ['Loan interest paid', '', '', '', '', '', '5.60', 'USD'],
      ['Loan late fees paid', '', '', '', '', '', '0.00', 'USD'],
    ]);
    expect(income!.total).not.toBe('0.00');
  });

  it('holds nothing of another year, and is written in the reader’s language', async () => {
    await aYearOn();
    const rows = rowsOf((await summary({})).body);
    // The last whole year by default: 2026 then.
    expect(rows[1]![0]).toContain('2026');
    const next = rowsOf((await summary({ year: '2027' })).body);
    expect(next.slice(2)).toEqual([
      ['Total', '0.00', '0.00', '0.00', '0.00', '0.00', '', 'USD'],
      ['Fund income received', '', '', '', '', '', '0.00', 'USD'],
      ['Loan interest paid', '', '', '', '', '', '0.00', 'USD'],
      ['Loan late fees paid', '', '', '', '', '', '0.00', 'USD'],
    ]);
    // The words already translated (this file's own wait for their translators; an untranslated one reads in English).
    expect(rowsOf((await summary({ year: '2026' }, 'hk')).body)[0]![7]).not.toBe('Currency');
  });

  it('refuses a year that cannot be had, a malformed one and a format it does not write, in words', async () => {
    await aYearOn();
    const refused = async (params: Record<string, string>) => (await summary(params)).json<{ code: number; msg: string }>();
    expect(await refused({ year: '2028' })).toEqual({
      code: CODE.STATEMENT_PERIOD,
      msg: 'The year 2028 has not begun: choose 2027 or an earlier year',
      data: null,
    });
    expect(await refused({ year: '2025' })).toEqual({
      code: CODE.STATEMENT_PERIOD,
      msg: 'Your account was opened in 2026: choose that year or a later one',
      data: null,
    });
    for (const year of ['26', '2026-01', 'twenty', '']) {
      expect(await refused({ year })).toEqual({
        code: CODE.BAD_INPUT,
        msg: 'The year in year is not valid: write it as four digits, such as 2025',
        data: null,
      });
    }
    expect(await refused({ year: '2026', format: 'xls' })).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The value of format is not valid' });
  });

  it('comes as a PDF too, whose digest Meridian recorded as a tax-year summary of the year', async () => {
    await aYearOn();
    const response = await summary({ year: '2026', format: 'pdf' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tax-year summary 2026.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [recorded] = await app.database.db.query<{ digest: string }>(
      "SELECT digest FROM statement_documents WHERE user_id = $1 AND kind = 'tax_year'",
      [world.user.userId],
    );
    const checked = await call(app, 'GET', '/api/statement/verify', { digest: recorded!.digest });
    expect(checked.data).toEqual({ issued: true, kind: 'tax_year', from: '2026-01-01', to: '2026-12-31' });
  });

  it('is the caller’s own, and asks for a session', async () => {
    await aYearOn();
    const other = await realUser(app, 'someone-else@example.com');
    const theirs = await app.http.inject({
      method: 'GET',
      url: '/api/statement/tax_year?year=2027',
      headers: { ...auth(other.token), lang: 'en' },
    });
    expect(rowsOf(theirs.body)[2]).toEqual(['Total', '0.00', '0.00', '0.00', '0.00', '0.00', '', 'USD']);
    expect((await call(app, 'GET', '/api/statement/tax_year', {})).code).toBe(CODE.NOT_LOGGED_IN);
  });
});
