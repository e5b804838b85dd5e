import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { STATEMENTS_PER_MINUTE } from '../../../server/http/routes/statement';
import { accrueFunds } from '../../../server/fund/accrual';
import { subscribe } from '../../../server/fund/subscriptions';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { bindCoinAddress, deposit, moneyCall, operatorToken, realUser } from '../helpers/wallet';

// The account statement as CSV (issue 39), parsed back by a maintained CSV parser: a byte-order mark, one header
// row, each account's opening balance, every movement of the period with the account's balance after it, each
// closing balance, and the check it passed against the ledger. The period is checked first.

const app = appForTests();
const MARCH_2 = Date.UTC(2026, 2, 2, 9, 30, 0);
const customer = madeBeforeTests(async () => {
  app.clock.set(MARCH_2);
  const operator = await operatorToken(app);
  const user = await realUser(app, 'statement@example.com');
  await deposit(app, user, operator, '300.00');
  app.clock.advance(60_000);
  await moneyCall(app, user.token, '/api/account/transfer', { balance: '50', currency_id: 1, from: 1, to: 3 });
  // A day later, in the next period asked for below.
  app.clock.advance(24 * 60 * 60 * 1000);
  const method = await bindCoinAddress(app, user.token);
  await moneyCall(app, user.token, '/api/account/draw', { draw_currency_id: 1, number: '20', draw_method_id: method });
  // Early in April: March is the last whole month (and the session, a month old, still lives).
  app.clock.set(Date.UTC(2026, 3, 1, 8, 0, 0));
  return user;
}, 'the customer');

/** The file's rows, parsed back by csv-parse (its byte-order mark read as such). */
const rowsOf = (body: string): string[][] => {
  const rows: unknown = parse(body, { bom: true });
  return rows as string[][];
};

async function statement(params: Record<string, string>, lang = 'en') {
  const query = new URLSearchParams(params).toString();
  const response = await app.http.inject({
    method: 'GET',
    url: `/api/statement/account${query ? `?${query}` : ''}`,
    headers: { ...auth(customer.token), lang },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response;
}

describe('the account statement', () => {
  it('lists the opening balances, every movement with its running balance, the closing balances and its check', async () => {
    const response = await statement({ from: '2026-03-01', to: '2026-03-31', format: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement 2026-03-01 to 2026-03-31.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'Account',
      'Type',
      'Reference',
      'Description',
      'Available change',
      'Held change',
      'Amount',
      'Balance',
      'Currency',
    ]);
    const body = rows.slice(1).map((row) => [row[0], row[1], row[2], row[7], row[8]]);
    expect(body).toEqual([
      ['2026-03-01T00:00:00Z', 'Funding account', 'Opening balance', '', '0.00'],
      ['2026-03-01T00:00:00Z', 'Option account', 'Opening balance', '', '0.00'],
      ['2026-03-01T00:00:00Z', 'Contract account', 'Opening balance', '', '0.00'],
      ['2026-03-02T09:30:00Z', 'Funding account', 'Deposit', '300.00', '300.00'],
      ['2026-03-02T09:31:00Z', 'Funding account', 'Transfer', '-50.00', '250.00'],
      ['2026-03-02T09:31:00Z', 'Contract account', 'Transfer', '50.00', '50.00'],
      // The withdrawal holds 20.00: it moves from available to held, the balance stays.
      ['2026-03-03T09:31:00Z', 'Funding account', 'Withdrawal', '0.00', '250.00'],
      ['2026-03-31T23:59:59Z', 'Funding account', 'Closing balance', '', '250.00'],
      ['2026-03-31T23:59:59Z', 'Option account', 'Closing balance', '', '0.00'],
      ['2026-03-31T23:59:59Z', 'Contract account', 'Closing balance', '', '50.00'],
      ['', '', '', '', ''],
    ]);
    const withdrawal = rows.find((row) => row[2] === 'Withdrawal')!;
    expect([withdrawal[5], withdrawal[6]]).toEqual(['-20.00', '20.00']);
    expect(withdrawal[4]).toMatch(/^Withdrawal #\d+ requested: 20\.00 USD held for review$/);
    expect(rows.at(-1)![4]).toMatch(
      /^Checked: for every account, the opening balance plus the movements listed equals the closing balance/,
    );
  });

  it('opens a later period at the balances the earlier one closed with', async () => {
    const rows = rowsOf((await statement({ from: '2026-03-03', to: '2026-03-03' })).body);
    expect(rows.slice(1, 4).map((row) => [row[1], row[8]])).toEqual([
      ['Funding account', '250.00'],
      ['Option account', '0.00'],
      ['Contract account', '50.00'],
    ]);
    expect(rows.filter((row) => row[2] === 'Deposit')).toEqual([]);
    expect(rows.at(-1)![4]).toMatch(/^Checked:/);
  });

  it('is the last whole month by default, written in the reader’s language', async () => {
    const response = await statement({}, 'hk');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = rowsOf(response.body);
    expect(rows[0]![0]).not.toBe('Time (UTC)');
    expect(rows[1]![0]).toBe('2026-03-01T00:00:00Z');
    expect(rows.at(-2)![0]).toBe('2026-03-31T23:59:59Z');
  });

  it('refuses a period that cannot be had, in words, and a format it does not write', async () => {
    const refused = async (params: Record<string, string>) => (await statement(params)).json<{ code: number; msg: string }>();
    expect(await refused({ from: '2026-03-10', to: '2026-03-01' })).toEqual({
      code: CODE.STATEMENT_PERIOD,
      msg: 'The period ends before it starts: choose an end on or after its start',
      data: null,
    });
    expect((await refused({ from: '2025-01-01', to: '2026-03-01' })).msg).toBe(
      'A statement covers up to a year: choose a period of 366 days or fewer',
    );
    expect((await refused({ from: '2026-03-20', to: '2026-04-02' })).msg).toBe(
      'The period ends after today (2026-04-01): choose an end no later than today',
    );
    expect((await refused({ from: '2025-01-01', to: '2025-12-31' })).msg).toBe(
      'Your account was opened on 2026-03-02: choose a period that ends on or after that day',
    );
    expect((await refused({ from: '2026-03-01', to: '2026-03-31', format: 'xls' })).code).toBe(CODE.BAD_INPUT);
    expect((await refused({ from: '2026-02-30' })).code).toBe(CODE.BAD_INPUT);
  });

  it('is the caller’s own, and asks for a session', async () => {
    const other = await realUser(app, 'someone-else@example.com');
    const url = '/api/statement/account?from=2026-04-01&to=2026-04-01';
    const theirs = rowsOf((await app.http.inject({ method: 'GET', url, headers: auth(other.token) })).body);
    expect(theirs.filter((row) => row[2] === 'Deposit')).toEqual([]);
    const anonymous = await call(app, 'GET', '/api/statement/account', {});
    expect(anonymous.code).toBe(CODE.NOT_LOGGED_IN);
  });

  it(`answers 429 past ${String(STATEMENTS_PER_MINUTE)} statements a minute from one session, and serves another`, async () => {
    const busy = await realUser(app, 'busy-accountant@example.com');
    const url = '/api/statement/account?from=2026-04-01&to=2026-04-01';
    const ask = async (token: string) => (await app.http.inject({ method: 'GET', url, headers: auth(token) })).statusCode;
    // A refused call is refused as itself, and not counted.
    const bad = await app.http.inject({ method: 'GET', url: `${url}&format=xls`, headers: auth(busy.token) });
    expect(bad.json<{ code: number }>().code).toBe(CODE.BAD_INPUT);
    const statuses: number[] = [];
    for (let index = 0; index <= STATEMENTS_PER_MINUTE; index += 1) statuses.push(await ask(busy.token));
    expect(statuses).toEqual([...Array<number>(STATEMENTS_PER_MINUTE).fill(200), 429]);
    expect(await ask(customer.token)).toBe(200);
  });

  it('lists a fund’s daily income, one journal crediting every subscriber, and still reconciles', async () => {
    const saver = await realUser(app, 'saver@example.com');
    await deposit(app, saver, await operatorToken(app), '500.00');
    await subscribe(app.database.db, app.clock, saver.userId, { fundId: 1, amount: '100' });
    app.clock.advance(2 * 24 * 60 * 60 * 1000);
    await accrueFunds(app.database.db, app.clock);
    const url = '/api/statement/account?from=2026-04-01&to=2026-04-03';
    const rows = rowsOf((await app.http.inject({ method: 'GET', url, headers: { ...auth(saver.token), lang: 'en' } })).body);
    const funds = rows.filter((row) => row[2] === 'Fund').map((row) => row[7]);
    // The subscription's 100.00 out, then each day's income in (0.35 % a day of 100).
    expect(funds).toEqual(['-100.00', '0.35', '0.35']);
    expect(rows.at(-1)![4]).toMatch(/^Checked:/);
  });
});
