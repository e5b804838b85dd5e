import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { depositList, idsOf, pendingDeposit } from '../helpers/queue-desk';
import { realUser } from '../helpers/wallet';

// Every queue of the console filters by date, amount and age and sorts by them (issue 31): an operator narrows the
// waiting deposits to a period, an amount range or those waiting longer than some hours by the server's clock, and
// sorts by any. Each row says since when it waits and who holds it. Filters that cannot hold together are refused
// with a message saying why, never a 500 and never an empty list that looks like an answer.

const HOUR = 60 * 60 * 1000;
const app = appForTests();
const desk = madeBeforeTests(async () => {
  const finance = await operatorWithRole(app, 'finance');
  const user = await realUser(app, 'queue-filters@example.com');
  const start = app.clock.now();
  // 100 USD at the start, 2,500 USD 2 h later, 500 EUR (543.47 USD) 3 h after that, 40 USD 1 h later: now is +6 h.
  const small = await pendingDeposit(app, user, '100');
  app.clock.advance(2 * HOUR);
  const large = await pendingDeposit(app, user, '2500');
  app.clock.advance(3 * HOUR);
  const euros = await pendingDeposit(app, user, '500', 2);
  app.clock.advance(HOUR);
  const tiny = await pendingDeposit(app, user, '40');
  return { finance, user, start, ids: { small, large, euros, tiny } };
});

const list = (params: Record<string, string | number> = {}, lang = 'en') =>
  depositList(app, desk.finance.token, { status: 0, customer: desk.user.email, ...params }, lang);

describe('the deposits waiting for a decision', () => {
  it('come oldest first, each with since when it waits, on the server clock', async () => {
    const page = await list();
    expect(page.code, page.msg).toBe(1);
    const { small, large, euros, tiny } = desk.ids;
    expect(idsOf(page)).toEqual([small, large, euros, tiny]);
    expect(page.data.now).toBe(app.clock.now());
    expect(page.data.data.map((row) => (page.data.now - row.since) / HOUR)).toEqual([6, 4, 1, 0]);
    expect(page.data.data.every((row) => row.claim === null)).toBe(true);
  });

  it('narrow to those waiting longer than some hours, a USD amount range and a period', async () => {
    const { small, large, euros } = desk.ids;
    // Exactly 4 hours is not longer than 4 hours.
    expect(idsOf(await list({ older_than: 4 }))).toEqual([small]);
    expect(idsOf(await list({ older_than: 3 }))).toEqual([small, large]);
    // The EUR deposit counts as the 543.47 USD it would credit now.
    expect(idsOf(await list({ min_amount: '100', max_amount: '543.47' }))).toEqual([small, euros]);
    expect(idsOf(await list({ min_amount: '543.48' }))).toEqual([large]);
    expect(idsOf(await list({ from: desk.start + HOUR, to: desk.start + 5 * HOUR + 1 }))).toEqual([large, euros]);
    // `to` is exclusive: a period ending when the EUR deposit came leaves it out.
    expect(idsOf(await list({ from: desk.start + HOUR, to: desk.start + 5 * HOUR }))).toEqual([large]);
  });

  it('sort by amount, age or date, either way', async () => {
    const { small, large, euros, tiny } = desk.ids;
    expect(idsOf(await list({ sort: 'amount', order: 'desc' }))).toEqual([large, euros, small, tiny]);
    expect(idsOf(await list({ sort: 'amount', order: 'asc' }))).toEqual([tiny, small, euros, large]);
    expect(idsOf(await list({ sort: 'age', order: 'desc' }))).toEqual([small, large, euros, tiny]);
    expect(idsOf(await list({ sort: 'age', order: 'asc' }))).toEqual([tiny, euros, large, small]);
    expect(idsOf(await list({ sort: 'date', order: 'desc' }))).toEqual([tiny, euros, large, small]);
  });
});

describe('filters that cannot hold together', () => {
  it('are refused with a message that says why, and nothing is listed', async () => {
    const reversed = await list({ from: desk.start + 2 * HOUR, to: desk.start + HOUR });
    expect(reversed).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The end of the period must come after its start', data: null });
    const amounts = await list({ min_amount: '500', max_amount: '100' });
    expect(amounts).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The lowest amount must not be above the highest amount' });
    const identities = await call(app, 'GET', '/admin/api/wallet/identities', { sort: 'amount' }, auth(desk.finance.token));
    expect(identities).toMatchObject({ code: CODE.BAD_INPUT, msg: 'This queue has no amounts to filter or sort by' });
    const applications = await call(app, 'GET', '/admin/api/follow/applications', { min_amount: '1' }, auth(desk.finance.token));
    expect(applications.code).toBe(CODE.BAD_INPUT);
  });

  it('are refused field by field when a value is not one at all (never a 500)', async () => {
    const spoiled: Record<string, string | number>[] = [
      { min_amount: 'ten' },
      { max_amount: '-5' },
      { min_amount: '1.234' },
      { older_than: 0 },
      { older_than: '2.5' },
      { from: 'yesterday' },
      { to: '99999999999999999' },
      { sort: 'size' },
      { order: 'up' },
    ];
    for (const bad of spoiled) {
      const answer = await list(bad);
      expect(answer.code, JSON.stringify(bad)).toBe(CODE.BAD_INPUT);
      expect(answer.msg, JSON.stringify(bad)).toMatch(/is not valid/);
    }
  });
});

describe('every queue', () => {
  it('takes the date and age filters and every sort it has a column for', async () => {
    const now = app.clock.now();
    const lists: [string, boolean][] = [
      ['/admin/api/wallet/charges', true],
      ['/admin/api/wallet/withdrawals', true],
      ['/admin/api/wallet/identities', false],
      ['/admin/api/fund/subscriptions', true],
      ['/admin/api/loan/kycs', false],
      ['/admin/api/loan/loans', true],
      ['/admin/api/loan/repayments', true],
      ['/admin/api/follow/applications', false],
    ];
    for (const [path, amounts] of lists) {
      for (const sort of amounts ? ['date', 'age', 'amount'] : ['date', 'age']) {
        const params = {
          from: now - 48 * HOUR,
          to: now + HOUR,
          older_than: 1,
          sort,
          order: 'desc',
          ...(amounts ? { min_amount: '0.01' } : {}),
        };
        const answer = await call(app, 'GET', path, params, auth(desk.finance.token));
        expect(answer.code, `${path} ${sort}: ${answer.msg}`).toBe(1);
      }
    }
  });
});
