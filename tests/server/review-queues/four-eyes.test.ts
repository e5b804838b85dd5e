import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '../../../common/api/admin-wallet';
import type { WithdrawPage } from '../../../common/api/withdraw';
import { CODE } from '../../../common/envelope';
import { auth, call, type Envelope } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { onPostgres } from '../helpers/test-db';
import { balances, bindCoinAddress, deposit, moneyCall, realUser, type WalletUser } from '../helpers/wallet';

// Four-eyes approval (issue 31, defect 4): a withdrawal above the operators' threshold (1,000 USD unless set) is
// paid out only when a second operator approves it after a first one; the first cannot be the second; both are in
// the audit log; the threshold is a setting; and two second approvals at once pay out once (PostgreSQL).

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  first: await operatorWithRole(app, 'finance'),
  second: await operatorWithRole(app, 'finance'),
  third: await operatorWithRole(app, 'admin'),
}));

async function customerWithdrawing(email: string, amount: string): Promise<{ user: WalletUser; id: number }> {
  const user = await realUser(app, email);
  await deposit(app, user, desk.third.token, '5000.00');
  const method = await bindCoinAddress(app, user.token);
  const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
    draw_currency_id: 1,
    number: amount,
    draw_method_id: method,
  });
  expect(drawn.code, drawn.msg).toBe(1);
  return { user, id: drawn.data.id };
}

const complete = (token: string, id: number, reference: string) =>
  call<AdminWithdrawal>(app, 'POST', '/admin/api/wallet/withdrawals/decide', { id, action: 'complete', reference }, auth(token));
const auditActions = async (id: number) =>
  (
    await app.database.db.query<{ action: string; operator_id: number }>(
      "SELECT action, operator_id FROM operator_decisions WHERE subject = 'withdrawal' AND subject_id = $1 ORDER BY id",
      [id],
    )
  ).map((row) => [row.action, row.operator_id]);

describe('a withdrawal above the four-eyes threshold', () => {
  it('waits after the first approval, refuses the same operator twice, and pays out on a second operator’s', async () => {
    const { user, id } = await customerWithdrawing('four-eyes@example.com', '1500');
    const first = await complete(desk.first.token, id, 'FT-PREPARED-1');
    expect(first).toMatchObject({
      code: 1,
      msg: 'First approval saved. Another operator must approve it before it takes effect.',
      data: { status: 0, payment_reference: '' },
    });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '3500.00', lock: '1500.00' });

    const again = await complete(desk.first.token, id, 'FT-PREPARED-1');
    expect(again).toMatchObject({
      code: CODE.SECOND_APPROVER_NEEDED,
      msg: 'You gave the first approval: another operator must give the second',
    });

    const second = await complete(desk.second.token, id, 'FT-SENT-1');
    expect(second).toMatchObject({ code: 1, msg: 'Decision saved', data: { status: 1, payment_reference: 'FT-SENT-1' } });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '3500.00', lock: '0.00' });
    const record = (await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 1 }, auth(user.token))).data.data[0];
    expect(record).toMatchObject({ status: 1, payment_reference: 'FT-SENT-1' });
    expect(await auditActions(id)).toEqual([
      ['first_approval', desk.first.id],
      ['complete', desk.second.id],
    ]);
  });

  it('may still be rejected after a first approval, by either operator, freeing the amount at once', async () => {
    const { user, id } = await customerWithdrawing('four-eyes-reject@example.com', '2000');
    expect((await complete(desk.first.token, id, 'FT-PREPARED-2')).code).toBe(1);
    const rejected = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'reject', reason: 'The payee name does not match' },
      auth(desk.first.token),
    );
    expect(rejected.code, rejected.msg).toBe(1);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '5000.00', lock: '0.00' });
  });

  it('is at the amount operators set: at or below it one approval pays out', async () => {
    const saved = await call(app, 'POST', '/admin/api/settings/save', { key: 'four_eyes_above', value: '100' }, auth(desk.third.token));
    expect(saved.code, saved.msg).toBe(1);
    try {
      const above = await customerWithdrawing('four-eyes-setting@example.com', '150');
      expect((await complete(desk.first.token, above.id, 'FT-3')).data).toMatchObject({ status: 0 });
      const atIt = await customerWithdrawing('four-eyes-at@example.com', '100');
      expect((await complete(desk.first.token, atIt.id, 'FT-4')).data).toMatchObject({ status: 1 });
      const refused = await call(app, 'POST', '/admin/api/settings/save', { key: 'four_eyes_above', value: '-5' }, auth(desk.third.token));
      expect(refused.code).toBe(CODE.BAD_INPUT);
    } finally {
      await call(app, 'POST', '/admin/api/settings/save', { key: 'four_eyes_above', value: '1000.00' }, auth(desk.third.token));
    }
  });
});

describe.skipIf(!onPostgres)('two second approvals at once on PostgreSQL (skipped on PGlite, which runs one at a time)', () => {
  it('pay out once: one wins, the other is told it was decided', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, id } = await customerWithdrawing(`four-eyes-race-${round}@example.com`, '1200');
      expect((await complete(desk.first.token, id, 'FT-PREPARED')).code).toBe(1);
      const answers: Envelope[] = await Promise.all([complete(desk.second.token, id, 'FT-A'), complete(desk.third.token, id, 'FT-B')]);
      expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([CODE.OK, CODE.ALREADY_DECIDED]);
      expect((await balances(app, user.token)).funding).toEqual({ balance: '3800.00', lock: '0.00' });
      expect((await auditActions(id)).map(([action]) => action)).toEqual(['first_approval', 'complete']);
    }
  });
});
