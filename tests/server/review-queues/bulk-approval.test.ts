import { describe, expect, it } from 'vitest';
import type { BulkApproval } from '../../../common/api/queue-page';
import type { AdminCharge } from '../../../common/api/admin-wallet';
import { CODE } from '../../../common/envelope';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { CHARGES, claim, pendingDeposit } from '../helpers/queue-desk';
import { balances, moneyCall, realUser } from '../helpers/wallet';

// Bulk approval of small deposits (issue 31): an operator selects several waiting deposits and approves them in
// one action. Only those at or below the four-eyes amount (1,000 USD unless set; in USD, a EUR deposit at its rate)
// are approved; each approval is its own decision in the audit log; what is refused is reported with why (above the
// amount, decided already, held by another operator, unknown); and nothing is credited twice, whether the action is
// retried with its key or sent again.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  alice: await operatorWithRole(app, 'finance'),
  bob: await operatorWithRole(app, 'finance'),
  user: await realUser(app, 'bulk@example.com'),
}));

const bulk = (ids: readonly number[], key: string, token = desk.alice.token) =>
  moneyCall<BulkApproval<AdminCharge>>(app, token, `${CHARGES}/bulk_approve`, { ids: ids.join(',') }, key);
const approvals = (ids: readonly number[]) =>
  app.database.db.query<{ subject_id: string; operator_id: number }>(
    "SELECT subject_id, operator_id FROM operator_decisions WHERE subject = 'charge' AND action = 'approve' AND subject_id = ANY($1::bigint[]) ORDER BY id",
    [ids],
  );

describe('approving several small deposits at once', () => {
  it('approves those within the four-eyes amount, each its own decision, and says why each other one was not', async () => {
    const { user, alice, bob } = desk;
    const small = await pendingDeposit(app, user, '100');
    const medium = await pendingDeposit(app, user, '250.50');
    const atLimit = await pendingDeposit(app, user, '1000');
    const above = await pendingDeposit(app, user, '1000.01');
    // 950 EUR credits 1,032.60 USD at 0.92: above the amount in USD.
    const euros = await pendingDeposit(app, user, '950', 2);
    const decided = await pendingDeposit(app, user, '10');
    expect(
      (await call(app, 'POST', `${CHARGES}/decide`, { id: decided, action: 'reject', reason: 'No payment' }, auth(bob.token))).code,
    ).toBe(1);
    const held = await pendingDeposit(app, user, '20');
    expect((await claim(app, bob.token, CHARGES, { id: held, action: 'claim' })).code).toBe(1);
    const before = (await balances(app, user.token)).funding.balance;

    const ids = [small, medium, atLimit, above, euros, decided, held, 987_654_321];
    const answer = await bulk(ids, 'bulk-key-1');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('Approved: 3. Not approved: 5.');
    expect(answer.data.approved.map((charge) => [charge.id, charge.status, charge.usd_amount])).toEqual([
      [small, 1, '100.00'],
      [medium, 1, '250.50'],
      [atLimit, 1, '1000.00'],
    ]);
    expect(answer.data.failed).toEqual([
      { id: above, code: CODE.BAD_INPUT, msg: 'Above the four-eyes amount of 1,000.00 USD: decide it on its own' },
      { id: euros, code: CODE.BAD_INPUT, msg: 'Above the four-eyes amount of 1,000.00 USD: decide it on its own' },
      { id: decided, code: CODE.ALREADY_DECIDED, msg: 'This has already been decided' },
      { id: held, code: CODE.QUEUE_HELD, msg: `${bob.email} is working on this. Take it over first to work on it yourself.` },
      { id: 987_654_321, code: CODE.NOT_FOUND, msg: 'Not found' },
    ]);
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 1350.5).toFixed(2));
    expect(await approvals(ids)).toEqual([small, medium, atLimit].map((id) => ({ subject_id: String(id), operator_id: alice.id })));

    // The same action retried with its key answers the first result and moves nothing.
    const retried = await bulk(ids, 'bulk-key-1');
    expect(retried).toEqual(answer);
    // Sent again as a new action, the approved ones are reported as decided: nothing is credited twice.
    const again = await bulk([small, medium, atLimit], 'bulk-key-2');
    expect(again.data.approved).toEqual([]);
    expect(again.data.failed.map((failure) => failure.code)).toEqual([CODE.ALREADY_DECIDED, CODE.ALREADY_DECIDED, CODE.ALREADY_DECIDED]);
    expect((await balances(app, user.token)).funding.balance).toBe((Number(before) + 1350.5).toFixed(2));
    expect(await approvals(ids)).toHaveLength(3);
    await expectLedgerBalanced(app.database.db);
  });

  it('keeps each operator’s keys their own: the same key from another operator is another action', async () => {
    const mine = await pendingDeposit(app, desk.user, '11');
    const theirs = await pendingDeposit(app, desk.user, '12');
    expect((await bulk([mine], 'shared-desk-key')).data.approved.map((charge) => charge.id)).toEqual([mine]);
    const other = await bulk([theirs], 'shared-desk-key', desk.bob.token);
    expect(other.code, other.msg).toBe(1);
    expect(other.data.approved.map((charge) => charge.id)).toEqual([theirs]);
  });

  it('follows the four-eyes amount operators set', async () => {
    const admin = await operatorWithRole(app, 'admin');
    const setTo = (value: string) => call(app, 'POST', '/admin/api/settings/save', { key: 'four_eyes_above', value }, auth(admin.token));
    expect((await setTo('50')).code).toBe(1);
    try {
      const under = await pendingDeposit(app, desk.user, '50');
      const over = await pendingDeposit(app, desk.user, '60');
      const answer = await bulk([under, over], 'bulk-key-setting');
      expect(answer.data.approved.map((charge) => charge.id)).toEqual([under]);
      expect(answer.data.failed).toEqual([
        { id: over, code: CODE.BAD_INPUT, msg: 'Above the four-eyes amount of 50.00 USD: decide it on its own' },
      ]);
    } finally {
      await setTo('1000.00');
    }
  });

  it('refuses a list that is not one, or too long, and a call without its key, approving nothing', async () => {
    const id = await pendingDeposit(app, desk.user, '30');
    for (const ids of ['', 'a,b', `${id},`, '0', Array.from({ length: 31 }, (_, index) => index + 1).join(',')]) {
      const answer = await moneyCall(app, desk.alice.token, `${CHARGES}/bulk_approve`, { ids }, `bulk-bad-${ids.length}`);
      expect(answer.code, ids).toBe(CODE.BAD_INPUT);
    }
    const keyless = await call(app, 'POST', `${CHARGES}/bulk_approve`, { ids: String(id) }, auth(desk.alice.token));
    expect(keyless.code).toBe(CODE.IDEMPOTENCY_KEY_MISSING);
    expect(await approvals([id])).toEqual([]);
  });
});
