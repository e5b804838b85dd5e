import { describe, expect, it } from 'vitest';
import type { OperatorDecision } from '../../../common/api/admin-wallet';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { bindCoinAddress, deposit, moneyCall, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// The audit log as an auditor reads it (issue 31, item 7): each act names the customer it concerns (UID and real
// name) and the amount, a decision that waits for a second operator is there as such, a change of configuration
// has no customer, and the log is narrowed by customer (as typed: UID, email or id), action, kind and operator. The
// CSV carries the same customer and amount.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  first: await operatorWithRole(app, 'finance'),
  second: await operatorWithRole(app, 'finance'),
  support: await operatorWithRole(app, 'support'),
  admin: await operatorWithRole(app, 'admin'),
}));

async function audit(filter: Record<string, string | number> = {}): Promise<OperatorDecision[]> {
  const answer = await call<Page<OperatorDecision>>(app, 'GET', '/admin/api/audit', { page: 1, ...filter }, auth(desk.support.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

/** A customer with a verified real name, as the audit log names them. */
async function namedCustomer(email: string, name: string): Promise<WalletUser & { uid: string }> {
  const user = await realUser(app, email);
  const submitted = await call(
    app,
    'POST',
    '/api/user_real/real_name',
    { name, card_id: 'A1234567', front_pic: await uploadedUrl(app, user.token), reverse_pic: await uploadedUrl(app, user.token) },
    auth(user.token),
  );
  expect(submitted.code, submitted.msg).toBe(1);
  const approved = await call(
    app,
    'POST',
    '/admin/api/wallet/identities/decide',
    { id: user.userId, action: 'approve' },
    auth(desk.support.token),
  );
  expect(approved.code, approved.msg).toBe(1);
  const [row] = await app.database.db.query<{ uid: string }>('SELECT uid FROM users WHERE id = $1', [user.userId]);
  return { ...user, uid: row!.uid };
}

describe('the audit log', () => {
  it('names the customer and the amount of each decision, and a first approval that waits for a second', async () => {
    const chan = await namedCustomer('chan@example.com', 'Chan Tai Man');
    const chargeId = await deposit(app, chan, desk.first.token, '2500.00');
    const method = await bindCoinAddress(app, chan.token);
    const drawn = await moneyCall<{ id: number }>(app, chan.token, '/api/account/draw', {
      draw_currency_id: 1,
      number: '1500',
      draw_method_id: method,
    });
    expect(drawn.code, drawn.msg).toBe(1);
    const decide = (token: string) =>
      call(app, 'POST', '/admin/api/wallet/withdrawals/decide', { id: drawn.data.id, action: 'complete', reference: 'FT-77' }, auth(token));
    expect((await decide(desk.first.token)).code).toBe(1);
    expect((await decide(desk.second.token)).code).toBe(1);

    const customer = { id: chan.userId, uid: chan.uid, name: 'Chan Tai Man', email: 'chan@example.com' };
    const rows = await audit({ customer: chan.uid });
    expect(rows.map((row) => [row.subject, row.action, row.operator_email, row.amount, row.customer])).toEqual([
      ['withdrawal', 'complete', desk.second.email, { value: '1500.00', currency: 'USD' }, customer],
      ['withdrawal', 'first_approval', desk.first.email, { value: '1500.00', currency: 'USD' }, customer],
      ['charge', 'approve', desk.first.email, { value: '2500.00', currency: 'USD' }, customer],
      ['identity', 'approve', desk.support.email, null, customer],
    ]);
    expect(rows[2]!.subject_id).toBe(chargeId);
    // Times are the server's, as epoch milliseconds the console formats.
    expect(rows.every((row) => row.created_at === app.clock.now())).toBe(true);

    // The same customer found by email or by id; the first approval alone by its action.
    expect((await audit({ customer: 'CHAN@example.com' })).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect((await audit({ customer: String(chan.userId) })).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect((await audit({ customer: chan.uid, action: 'first_approval' })).map((row) => row.operator_email)).toEqual([desk.first.email]);
    expect(await audit({ customer: 'nobody@example.com' })).toEqual([]);
  });

  it('shows a change of configuration with no customer or amount, and the setting by its key', async () => {
    const saved = await call(
      app,
      'POST',
      '/admin/api/wallet/withdraw_currencies/save',
      { id: 1, code: 'USDT', protocol: 'TRC20', type: 1, draw_rate: '3', fee_type: 1, usd_price: '1', enabled: 1 },
      auth(desk.admin.token),
    );
    expect(saved.code, saved.msg).toBe(1);
    const [change] = await audit({ subject: 'withdraw_currency' });
    expect(change).toMatchObject({ action: 'update', customer: null, amount: null });
    expect(change!.before).toMatchObject({ draw_rate: '1' });
    expect(change!.after).toMatchObject({ draw_rate: '3' });
  });

  it('exports the customer and the amount in the CSV', async () => {
    const exported = await call<{ csv: string }>(
      app,
      'GET',
      '/admin/api/audit/export',
      { action: 'approve', subject: 'charge' },
      auth(desk.support.token),
    );
    expect(exported.code, exported.msg).toBe(1);
    const [header, row] = exported.data.csv.trim().split('\r\n');
    expect(header).toBe('id,time,operator,subject,subject_id,action,customer_uid,customer_name,amount,currency,reason,before,after');
    expect(row).toContain(',charge,');
    expect(row).toContain(',approve,');
    expect(row).toContain(',Chan Tai Man,2500.00,USD,');
  });

  it('refuses a filter it cannot read, in words, changing nothing', async () => {
    const answer = await call(app, 'GET', '/admin/api/audit', { action: 'DROP TABLE' }, auth(desk.support.token));
    expect(answer).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The value of Action is not valid' });
  });
});
