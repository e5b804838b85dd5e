import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { createOperator, createOperatorSession, findOperator } from '../../../server/admin/operators';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { CHARGES, claim, pendingDeposit } from '../helpers/queue-desk';
import { realUser } from '../helpers/wallet';

// Each queue exports its filtered list as CSV (issue 31): a header row, one line per request in the list's order,
// amounts as plain decimals, times in ISO UTC, a cell a spreadsheet would run as a formula prefixed with a quote,
// and a file name that says which queue and which day. Bad filters are refused as the list refuses them.

const MINUTE = 60 * 1000;
const HEADER = 'id,customer_uid,customer_email,status,status_name,time_utc,waiting_minutes,amount_usd,held_by,held_since_utc';
const app = appForTests();
const desk = madeBeforeTests(async () => {
  // An operator whose address a spreadsheet would read as a formula.
  const email = '=hyperlink("http://x")@example.com';
  await createOperator(app.database.db, app.clock, email, 'a long enough password', 'finance');
  const formula = await findOperator(app.database.db, email);
  if (!formula) throw new Error('operator not created');
  const token = await createOperatorSession(app.database.db, app.clock, formula.id, { idleMinutes: 43_200 });
  const user = await realUser(app, 'export@example.com');
  const start = app.clock.now();
  const dollars = await pendingDeposit(app, user, '1234.5');
  app.clock.advance(90 * MINUTE);
  const euros = await pendingDeposit(app, user, '500', 2);
  expect((await claim(app, token, CHARGES, { id: dollars, action: 'claim' })).code).toBe(1);
  const viewer = await operatorWithRole(app, 'viewer');
  return { user, start, dollars, euros, viewer, formulaEmail: email };
});

function exportOf(path: string, params: Record<string, string | number>, token = desk.viewer.token) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return app.http.inject({ method: 'GET', url: `${path}/export?${query}`, headers: { authorization: token, lang: 'en' } });
}

describe('a queue’s CSV export', () => {
  it('is the filtered list with a header, plain decimals, ISO UTC times and no formula, named after the queue and the day', async () => {
    const response = await exportOf(CHARGES, { status: 0, customer: desk.user.email });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date(app.clock.now()).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="meridian-charges-${day}.csv"`);
    const [uid] = (await app.database.db.query<{ uid: string }>('SELECT uid FROM users WHERE id = $1', [desk.user.userId])).map(
      (row) => row.uid,
    );
    const iso = (ms: number) => new Date(ms).toISOString();
    const claimedAt = iso(app.clock.now());
    expect(response.body).toBe(
      [
        HEADER,
        `${desk.dollars},${uid},export@example.com,0,unchecked,${iso(desk.start)},90,1234.50,"'=hyperlink(""http://x"")@example.com",${claimedAt}`,
        // 500 EUR at 0.92 credits 543.47 USD.
        `${desk.euros},${uid},export@example.com,0,unchecked,${iso(desk.start + 90 * MINUTE)},0,543.47,,`,
        '',
      ].join('\r\n'),
    );
  });

  it('follows the list’s filters and sort', async () => {
    const above = await exportOf(CHARGES, { customer: desk.user.email, min_amount: '600' });
    expect(
      above.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([String(desk.dollars)]);
    const byAmount = await exportOf(CHARGES, { customer: desk.user.email, sort: 'amount', order: 'asc' });
    expect(
      byAmount.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual([String(desk.euros), String(desk.dollars)]);
  });

  it('leaves the amount empty where a queue has none, and names the statuses of that queue', async () => {
    const response = await exportOf('/admin/api/wallet/identities', { review_status: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="meridian-identities-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body).toBe(`${HEADER}\r\n`);
  });

  it('refuses bad filters and a missing session with an envelope, not a file', async () => {
    const reversed = await exportOf(CHARGES, { from: desk.start + MINUTE, to: desk.start });
    expect(reversed.statusCode).toBeLessThan(500);
    expect(reversed.json()).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The end of the period must come after its start' });
    const bad = await exportOf(CHARGES, { older_than: 'soon' });
    expect(bad.json()).toMatchObject({ code: CODE.BAD_INPUT });
    const noSession = await app.http.inject({ method: 'GET', url: `${CHARGES}/export`, headers: { lang: 'en' } });
    expect(noSession.json()).toMatchObject({ code: CODE.NOT_LOGGED_IN });
  });
});
