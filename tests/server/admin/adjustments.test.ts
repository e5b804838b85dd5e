import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminAdjustment } from '../../../common/api/admin-customer-care';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { auth, call, type Envelope } from '../helpers/access';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { onPostgres } from '../helpers/test-db';
import { balances, deposit, realUser, type WalletUser } from '../helpers/wallet';

// Manual balance adjustments (issue 31): finance credits or debits a customer's funding, option or contract account
// with a reason. It posts a balanced journal (cause 'adjustment') against the house, never takes an available
// balance below zero, does nothing twice for the same key, and above the four-eyes threshold (1,000 USD unless set)
// takes effect only when a second, different operator approves it; both approvals are in the audit log.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  first: await operatorWithRole(app, 'finance'),
  second: await operatorWithRole(app, 'finance'),
  third: await operatorWithRole(app, 'admin'),
  care: await operatorWithRole(app, 'support'),
}));

interface Adjust {
  account?: 'funding' | 'micro' | 'forex';
  direction?: 'credit' | 'debit';
  amount: string;
  reason?: string;
  key?: string;
}

const adjust = (token: string, user: WalletUser, request: Adjust, lang = 'en') =>
  call<AdminAdjustment>(
    app,
    'POST',
    '/admin/api/wallet/adjustments/create',
    {
      user_id: user.userId,
      account: request.account ?? 'funding',
      direction: request.direction ?? 'credit',
      amount: request.amount,
      reason: request.reason ?? 'Goodwill for a delayed payout',
      key: request.key ?? randomUUID(),
    },
    { ...auth(token), lang },
  );
const decide = (token: string, id: number, action: 'approve' | 'reject', reason = '') =>
  call<AdminAdjustment>(app, 'POST', '/admin/api/wallet/adjustments/decide', { id, action, reason }, auth(token));
const audit = async (id: number) =>
  (
    await app.database.db.query<{ action: string; operator_id: number }>(
      "SELECT action, operator_id FROM operator_decisions WHERE subject = 'adjustment' AND subject_id = $1 ORDER BY id",
      [id],
    )
  ).map((row) => [row.action, row.operator_id]);
const adjustmentRows = async (user: WalletUser) =>
  Number(
    (await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM balance_adjustments WHERE user_id = $1', [user.userId]))[0]?.n,
  );

describe('an adjustment up to the four-eyes threshold', () => {
  it('credits the account at once with a balanced journal against the house, recorded with its operator', async () => {
    const user = await realUser(app, 'adjust-credit@example.com');
    const credited = await adjust(desk.first.token, user, { amount: '125.50', reason: 'Fee charged twice on 3 March' });
    expect(credited).toMatchObject({
      code: 1,
      msg: 'Adjustment applied',
      data: { account: 'funding', direction: 'credit', amount: '125.50', status: 1, requested_by: desk.first.email },
    });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '125.50', lock: '0.00' });

    const postings = await app.database.db.query<{ cause: string; kind: string; user_id: number | null; amount: string }>(
      `SELECT j.cause, a.kind, a.user_id, p.amount::text AS amount FROM postings p JOIN journals j ON j.id = p.journal_id
       JOIN ledger_accounts a ON a.id = p.account_id WHERE j.id = (SELECT decision_journal_id FROM balance_adjustments WHERE id = $1)
       ORDER BY p.id`,
      [credited.data.id],
    );
    expect(postings).toEqual([
      { cause: 'adjustment', kind: 'funding', user_id: user.userId, amount: '125.50' },
      { cause: 'adjustment', kind: 'house_adjustments', user_id: null, amount: '-125.50' },
    ]);
    expect(await audit(credited.data.id)).toEqual([['approve', desk.first.id]]);
    await assertLedgerInvariants(app.database.db);
  });

  it('debits the option and contract accounts too, but never below what is available', async () => {
    const user = await realUser(app, 'adjust-debit@example.com');
    expect((await adjust(desk.first.token, user, { account: 'micro', amount: '80' })).code).toBe(1);
    expect((await adjust(desk.first.token, user, { account: 'forex', amount: '40' })).code).toBe(1);
    const debited = await adjust(desk.first.token, user, { account: 'micro', direction: 'debit', amount: '30.25' });
    expect(debited).toMatchObject({ code: 1, data: { status: 1, direction: 'debit' } });

    const tooMuch = await adjust(desk.first.token, user, { account: 'forex', direction: 'debit', amount: '40.01' });
    expect(tooMuch).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'The amount is more than the free balance of 40.00 USD' });
    const after = await balances(app, user.token);
    expect([after.micro.balance, after.forex.balance]).toEqual(['49.75', '40.00']);
    // The refused one left nothing behind: no adjustment, no record.
    expect(await adjustmentRows(user)).toBe(3);
    await assertLedgerInvariants(app.database.db);
  });

  it('is made once for the operator’s key: a retry answers the same adjustment, other details with it are refused', async () => {
    const user = await realUser(app, 'adjust-retry@example.com');
    const key = randomUUID();
    const first = await adjust(desk.first.token, user, { amount: '60', key });
    const retry = await adjust(desk.first.token, user, { amount: '60.00', key });
    expect(retry.code, retry.msg).toBe(1);
    expect(retry.data.id).toBe(first.data.id);
    expect((await balances(app, user.token)).funding.balance).toBe('60.00');

    const changed = await adjust(desk.first.token, user, { amount: '70', key });
    expect(changed.code).toBe(CODE.IDEMPOTENCY_CONFLICT);
    expect((await balances(app, user.token)).funding.balance).toBe('60.00');
    expect(await adjustmentRows(user)).toBe(1);
  });

  it('refuses bad amounts, a missing reason, a demo account and a role that does not handle money, changing nothing', async () => {
    const user = await realUser(app, 'adjust-refusals@example.com');
    for (const amount of ['0', '-5', '1.005', '1e3', 'ten']) {
      expect((await adjust(desk.first.token, user, { amount })).code, amount).toBe(CODE.BAD_INPUT);
    }
    expect((await adjust(desk.first.token, user, { amount: '5', reason: '' })).msg).toBe('Please fill in Reason');
    expect((await adjust(desk.care.token, user, { amount: '5' })).code).toBe(CODE.ROLE_FORBIDDEN);
    const demo = await call<{ token: string; user: { id: number } }>(app, 'GET', '/api/user/createAccountDemoForU', {
      device_id: 'adjustdemo0000000001',
    });
    const demoUser = { token: demo.data.token, userId: demo.data.user.id, email: '' };
    expect((await adjust(desk.first.token, demoUser, { amount: '5' })).code).toBe(CODE.ONLY_REAL_ACCOUNT);
    expect(await adjustmentRows(user)).toBe(0);
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
  });
});

describe('an adjustment above the four-eyes threshold', () => {
  it('waits after its operator’s approval, refuses the same operator again, and applies on a second operator’s', async () => {
    const user = await realUser(app, 'adjust-four-eyes@example.com');
    const asked = await adjust(desk.first.token, user, { amount: '1500', reason: 'Compensation agreed by the desk' });
    expect(asked).toMatchObject({
      code: 1,
      msg: 'First approval saved. Another operator must approve it before it takes effect.',
      data: { status: 0 },
    });
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
    const waiting = await call<Page<AdminAdjustment>>(
      app,
      'GET',
      '/admin/api/wallet/adjustments',
      { status: 0, customer: user.email },
      auth(desk.care.token),
    );
    expect(waiting.data.data.map((item) => item.id)).toEqual([asked.data.id]);
    const counts = await call<Record<string, number>>(app, 'GET', '/admin/api/console/queue_counts', {}, auth(desk.care.token));
    expect(counts.data.adjustments).toBeGreaterThanOrEqual(1);

    const again = await decide(desk.first.token, asked.data.id, 'approve');
    expect(again).toMatchObject({
      code: CODE.SECOND_APPROVER_NEEDED,
      msg: 'You gave the first approval: another operator must give the second',
    });

    const second = await decide(desk.second.token, asked.data.id, 'approve');
    expect(second).toMatchObject({ code: 1, msg: 'Adjustment applied', data: { status: 1 } });
    expect((await balances(app, user.token)).funding.balance).toBe('1500.00');
    expect(await audit(asked.data.id)).toEqual([
      ['first_approval', desk.first.id],
      ['approve', desk.second.id],
    ]);
    expect((await decide(desk.third.token, asked.data.id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    await assertLedgerInvariants(app.database.db);
  });

  it('may be rejected with a reason instead, moving nothing', async () => {
    const user = await realUser(app, 'adjust-reject@example.com');
    const asked = await adjust(desk.first.token, user, { amount: '2500' });
    expect((await decide(desk.second.token, asked.data.id, 'reject')).msg).toBe('Please fill in Reason');
    const rejected = await decide(desk.second.token, asked.data.id, 'reject', 'Not agreed with the customer');
    expect(rejected).toMatchObject({
      code: 1,
      msg: 'Adjustment rejected',
      data: { status: 2, decision_reason: 'Not agreed with the customer' },
    });
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
  });

  it('a debit approved after the money was spent is refused and keeps waiting', async () => {
    const user = await realUser(app, 'adjust-spent@example.com');
    await deposit(app, user, desk.third.token, '3000.00');
    const asked = await adjust(desk.first.token, user, { direction: 'debit', amount: '2000', reason: 'Deposit credited twice' });
    expect(asked.data.status).toBe(0);
    // Meanwhile two smaller debits, each up to the threshold, are applied.
    for (const reason of ['Bonus reversed', 'Fee refund reversed']) {
      expect((await adjust(desk.first.token, user, { direction: 'debit', amount: '900', reason })).data.status).toBe(1);
    }

    const refused = await decide(desk.second.token, asked.data.id, 'approve');
    expect(refused).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'The amount is more than the free balance of 1,200.00 USD' });
    expect((await balances(app, user.token)).funding.balance).toBe('1200.00');
    const item = await call<{ item: AdminAdjustment }>(
      app,
      'GET',
      '/admin/api/wallet/adjustments/detail',
      { id: asked.data.id },
      auth(desk.care.token),
    );
    expect(item.data.item.status).toBe(0);
    await assertLedgerInvariants(app.database.db);
  });
});

describe('the Balance adjustments queue', () => {
  it('has the queues’ tools: amount filter and sort, a claim that keeps others off, and a CSV export', async () => {
    const user = await realUser(app, 'adjust-queue-tools@example.com');
    const small = await adjust(desk.first.token, user, { amount: '1200' });
    const large = await adjust(desk.first.token, user, { amount: '4800' });
    const list = (params: Record<string, string | number>) =>
      call<Page<AdminAdjustment>>(
        app,
        'GET',
        '/admin/api/wallet/adjustments',
        { status: 0, customer: user.email, ...params },
        auth(desk.care.token),
      );
    expect((await list({ min_amount: '2000' })).data.data.map((item) => item.id)).toEqual([large.data.id]);
    expect((await list({ sort: 'amount', order: 'desc' })).data.data.map((item) => item.id)).toEqual([large.data.id, small.data.id]);
    expect((await list({ min_amount: '5000', max_amount: '100' })).code).toBe(CODE.BAD_INPUT);

    // The second finance operator claims the large one: the third (who could approve) is told who holds it.
    const claimed = await call(
      app,
      'POST',
      '/admin/api/wallet/adjustments/claim',
      { id: large.data.id, action: 'claim' },
      auth(desk.second.token),
    );
    expect(claimed.code).toBe(1);
    const held = await decide(desk.third.token, large.data.id, 'approve');
    expect(held.code).toBe(CODE.QUEUE_HELD);
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
    // Support may look at the queue but not claim it: claiming is for those who decide it.
    const refused = await call(
      app,
      'POST',
      '/admin/api/wallet/adjustments/claim',
      { id: small.data.id, action: 'claim' },
      auth(desk.care.token),
    );
    expect(refused.code).toBe(CODE.ROLE_FORBIDDEN);

    const csv = await app.http.inject({
      method: 'GET',
      url: `/admin/api/wallet/adjustments/export?status=0&customer=${encodeURIComponent(user.email)}&sort=amount&order=asc`,
      headers: { authorization: desk.care.token, lang: 'en' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(','));
    expect(rows.map((row) => [row[0], row[7]])).toEqual([
      [String(small.data.id), '1200.00'],
      [String(large.data.id), '4800.00'],
    ]);
  });
});

describe.skipIf(!onPostgres)('two second approvals at once on PostgreSQL (skipped on PGlite, which runs one at a time)', () => {
  it('apply the adjustment once: one wins, the other is told it was decided', async () => {
    const user = await realUser(app, 'adjust-race@example.com');
    for (let round = 0; round < 5; round++) {
      const asked = await adjust(desk.first.token, user, { amount: '1200', reason: `Race round ${round}` });
      expect(asked.data.status).toBe(0);
      const answers: Envelope[] = await Promise.all([
        decide(desk.second.token, asked.data.id, 'approve'),
        decide(desk.third.token, asked.data.id, 'approve'),
      ]);
      expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([CODE.OK, CODE.ALREADY_DECIDED]);
      expect((await audit(asked.data.id)).map(([action]) => action)).toEqual(['first_approval', 'approve']);
    }
    expect((await balances(app, user.token)).funding.balance).toBe('6000.00');
    await assertLedgerInvariants(app.database.db);
  });

  it('a retried request with the same key at once makes one adjustment', async () => {
    const user = await realUser(app, 'adjust-race-key@example.com');
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const answers = await Promise.all([
        adjust(desk.first.token, user, { amount: '10', key }),
        adjust(desk.first.token, user, { amount: '10', key }),
      ]);
      expect(answers.map((answer) => answer.code)).toEqual([CODE.OK, CODE.OK]);
      expect(answers[0].data.id).toBe(answers[1].data.id);
    }
    expect((await balances(app, user.token)).funding.balance).toBe('50.00');
    expect(await adjustmentRows(user)).toBe(5);
  });
});
