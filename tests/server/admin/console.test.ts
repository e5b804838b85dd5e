import { describe, expect, it } from 'vitest';
import type {
  CustomerBrief,
  CustomerDetail,
  CustomerRecord,
  CustomerSession,
  Dashboard,
  QueueDetail,
  SettingEntry,
} from '../../../common/api/admin-console';
import type { OperatorSession } from '../../../common/api/admin';
import type { AdminCharge, OperatorDecision } from '../../../common/api/admin-wallet';
import { CODE } from '../../../common/envelope';
import { auth, call, registerUser } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { anotherSession, operatorWithRole, signInOperator } from '../helpers/operators';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { balances, bindCoinAddress, deposit, moneyCall, realUser, uploadedUrl } from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// The console's server side as operators meet it: the dashboard and counts, a queue item's detail, customers found,
// read, suspended and restored, their sessions ended, the audit log with its filters and CSV, settings checked by
// their own rules, and the operator's own account (idle sessions end, password, sessions).

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  admin: await operatorWithRole(app, 'admin'),
  support: await operatorWithRole(app, 'support'),
  finance: await operatorWithRole(app, 'finance'),
}));

async function audit(filter: Record<string, string | number> = {}): Promise<OperatorDecision[]> {
  const answer = await call<Page<OperatorDecision>>(app, 'GET', '/admin/api/audit', { page: 1, ...filter }, auth(desk.admin.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.data;
}

describe('the dashboard and the queues', () => {
  it('counts what waits, shows it on the dashboard, and details a deposit with the customer and earlier decisions', async () => {
    const user = await realUser(app, 'dash@example.com');
    await deposit(app, user, desk.finance.token, '100.00');
    const proofImg = await uploadedUrl(app, user.token);
    const charge = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', {
      number: '250.00',
      proofImg,
      wire_id: 1,
    });
    expect(charge.code, charge.msg).toBe(1);

    const counts = await call<Record<string, number>>(app, 'GET', '/admin/api/console/queue_counts', {}, auth(desk.support.token));
    expect(counts.data).toMatchObject({ charges: 1, withdrawals: 0, identities: 0, fund_refunds: 0 });
    const board = await call<Dashboard>(app, 'GET', '/admin/api/console/dashboard', {}, auth(desk.support.token));
    expect(board.data.waiting).toMatchObject({ charges: 1, charges_amount: '250.00', withdrawals: 0 });
    expect(board.data.instruments.length).toBeGreaterThan(10);
    expect(board.data.nodes.filter((node) => node.leader)).toHaveLength(1);

    const detail = await call<QueueDetail<AdminCharge>>(
      app,
      'GET',
      '/admin/api/wallet/charges/detail',
      { id: charge.data.id },
      auth(desk.support.token),
    );
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data.item).toMatchObject({ id: charge.data.id, number: '250.00', status: 0 });
    // The receiving account by its bank's name, which an operator matches against the statement (issue 31, item 7).
    expect(detail.data.item).toMatchObject({ bank_account_id: 1, bank_name: 'Meridian Clearing Bank' });
    expect(detail.data.images).toEqual([detail.data.item.proof_url]);
    expect(detail.data.customer).toMatchObject({ id: user.userId, email: 'dash@example.com', suspended: false });
    expect(detail.data.customer.accounts.find((account) => account.kind === 'funding')?.available).toBe('100.00');
    expect(detail.data.history.map((entry) => entry.amount)).toEqual(['250.00', '100.00']);
    // The first deposit's approval is among the earlier decisions.
    expect(detail.data.decisions.map((decision) => [decision.subject, decision.action])).toContainEqual(['charge', 'approve']);

    // Narrowed to the customer by email, the queue shows theirs only.
    const mine = await call<Page<AdminCharge>>(
      app,
      'GET',
      '/admin/api/wallet/charges',
      { status: 0, customer: 'DASH@example.com' },
      auth(desk.support.token),
    );
    expect(mine.data.data.map((row) => row.id)).toEqual([charge.data.id]);
    const nobody = await call<Page<AdminCharge>>(
      app,
      'GET',
      '/admin/api/wallet/charges',
      { status: 0, customer: 'nobody@example.com' },
      auth(desk.support.token),
    );
    expect(nobody.data.total).toBe(0);

    const missing = await call(app, 'GET', '/admin/api/wallet/charges/detail', { id: 999_999 }, auth(desk.support.token));
    expect(missing.code).toBe(CODE.NOT_FOUND);
  });
});

describe('customers', () => {
  it('are found by email, uid or id and read with their records', async () => {
    const user = await realUser(app, 'finder@example.com');
    await deposit(app, user, desk.finance.token, '75.00');
    const byEmail = await call<Page<CustomerBrief>>(app, 'GET', '/admin/api/customers', { q: 'finder@' }, auth(desk.admin.token));
    expect(byEmail.data.data.map((row) => row.id)).toEqual([user.userId]);
    const uid = byEmail.data.data[0]!.uid;
    const byUid = await call<Page<CustomerBrief>>(app, 'GET', '/admin/api/customers', { q: uid }, auth(desk.admin.token));
    expect(byUid.data.data.map((row) => row.id)).toEqual([user.userId]);
    const byId = await call<Page<CustomerBrief>>(app, 'GET', '/admin/api/customers', { q: String(user.userId) }, auth(desk.admin.token));
    expect(byId.data.data.map((row) => row.id)).toContain(user.userId);
    // LIKE's wildcards typed in the box match themselves, not everything.
    const wildcard = await call<Page<CustomerBrief>>(app, 'GET', '/admin/api/customers', { q: '%' }, auth(desk.admin.token));
    expect(wildcard.data.total).toBe(0);

    const ledger = await call<Page<CustomerRecord>>(
      app,
      'GET',
      '/admin/api/customers/records',
      { id: user.userId, kind: 'ledger' },
      auth(desk.admin.token),
    );
    // The ledger as the customer reads it, in the operator's language, with the balance after.
    expect(ledger.data.data[0]).toMatchObject({ account: 'Funding account', change: '75.00', locked_change: '0.00', balance: '75.00' });
    expect(String(ledger.data.data[0]?.description)).toMatch(/^Deposit #\d+ credited$/);
    const deposits = await call<Page<CustomerRecord>>(
      app,
      'GET',
      '/admin/api/customers/records',
      { id: user.userId, kind: 'deposits' },
      auth(desk.admin.token),
    );
    expect(deposits.data.data[0]).toMatchObject({ amount: '75.00', status: 1 });
    const uploads = await call<Page<CustomerRecord>>(
      app,
      'GET',
      '/admin/api/customers/records',
      { id: user.userId, kind: 'uploads' },
      auth(desk.admin.token),
    );
    expect(String(uploads.data.data[0]?.url)).toMatch(/^\/api\/common\/upload\//);
    const nobody = await call(app, 'GET', '/admin/api/customers/records', { id: 999_999, kind: 'orders' }, auth(desk.admin.token));
    expect(nobody.code).toBe(CODE.NOT_FOUND);
  });

  it('are suspended (no sign-in, no session) and restored, each recorded with its reason', async () => {
    const { token, user } = await registerUser(app, 'paused@example.com', 'paused password 1');
    const suspendWithoutReason = await call(
      app,
      'POST',
      '/admin/api/customers/suspend',
      { id: user.id, action: 'suspend' },
      auth(desk.support.token),
    );
    expect(suspendWithoutReason.code).toBe(CODE.BAD_INPUT);
    const suspended = await call<CustomerDetail>(
      app,
      'POST',
      '/admin/api/customers/suspend',
      { id: user.id, action: 'suspend', reason: 'chargeback fraud' },
      auth(desk.support.token),
    );
    expect(suspended.data.suspended).toBe(true);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(token))).code).toBe(CODE.NOT_LOGGED_IN);
    const login = await call(
      app,
      'POST',
      '/api/user/loginForU',
      { type: 'email', account: 'paused@example.com', password: 'paused password 1' },
      {},
      '10.9.9.1',
    );
    expect(login.code).toBe(CODE.ACCOUNT_SUSPENDED);
    expect(login.msg).toBe('This account is suspended. Please contact support.');

    await call(app, 'POST', '/admin/api/customers/suspend', { id: user.id, action: 'restore', reason: '' }, auth(desk.support.token));
    expect((await call(app, 'GET', '/api/user/info', {}, auth(token))).code).toBe(1);
    const records = await audit({ subject: 'customer' });
    expect(records.filter((row) => row.subject_id === user.id).map((row) => [row.action, row.reason, row.before, row.after])).toEqual([
      ['restore', '', { suspended: true }, { suspended: false }],
      ['suspend', 'chargeback fraud', { suspended: false }, { suspended: true }],
    ]);
  });

  it('have their sessions listed and ended by support, recorded', async () => {
    const user = await realUser(app, 'sessions@example.com');
    const sessions = await call<CustomerSession[]>(
      app,
      'GET',
      '/admin/api/customers/sessions',
      { id: user.userId },
      auth(desk.support.token),
    );
    expect(sessions.data).toHaveLength(1);
    const ended = await call(
      app,
      'POST',
      '/admin/api/customers/sessions/revoke',
      { id: user.userId, session: sessions.data[0]!.id },
      auth(desk.support.token),
    );
    expect(ended.code, ended.msg).toBe(1);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(user.token))).code).toBe(CODE.NOT_LOGGED_IN);
    // Another customer's session id names nothing for this one.
    const other = await realUser(app, 'other-sessions@example.com');
    const theirs = await call<CustomerSession[]>(
      app,
      'GET',
      '/admin/api/customers/sessions',
      { id: other.userId },
      auth(desk.support.token),
    );
    const crossed = await call(
      app,
      'POST',
      '/admin/api/customers/sessions/revoke',
      { id: user.userId, session: theirs.data[0]!.id },
      auth(desk.support.token),
    );
    expect(crossed.code).toBe(CODE.NOT_FOUND);
    expect((await call(app, 'GET', '/api/user/info', {}, auth(other.token))).code).toBe(1);
    expect((await audit({ subject: 'customer_session' })).some((row) => row.subject_id === user.userId && row.action === 'revoke')).toBe(
      true,
    );
  });
});

describe('settings', () => {
  it('are changed by their own rules, each change recorded with the value before and after', async () => {
    const listed = await call<SettingEntry[]>(app, 'GET', '/admin/api/settings', {}, auth(desk.support.token));
    expect(listed.data.find((entry) => entry.key === 'stop_out_level')).toMatchObject({ value: '0.5', updated_at: 0 });
    expect(listed.data.find((entry) => entry.key === 'trade_fee_type')?.value).toBe('2');

    for (const [key, value] of [
      ['trade_fee_type', '3'],
      ['stop_out_level', '1.5'],
      ['stop_out_level', '0'],
      ['micro_amounts', '10,,20'],
      ['service_link', 'javascript:alert(1)'],
    ] as const) {
      const before = await fingerprint(app.database.db);
      const refused = await call(app, 'POST', '/admin/api/settings/save', { key, value }, auth(desk.admin.token));
      expect(refused.code, `${key}=${value}`).toBe(CODE.BAD_INPUT);
      expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
    }
    const unknown = await call(app, 'POST', '/admin/api/settings/save', { key: 'is_admin', value: '1' }, auth(desk.admin.token));
    expect(unknown.code).toBe(CODE.BAD_INPUT);

    const saved = await call<SettingEntry>(
      app,
      'POST',
      '/admin/api/settings/save',
      { key: 'trade_fee_type', value: '1' },
      auth(desk.admin.token),
    );
    expect(saved.data).toMatchObject({ key: 'trade_fee_type', value: '1', is_public: true });
    const stopOut = await call<SettingEntry>(
      app,
      'POST',
      '/admin/api/settings/save',
      { key: 'stop_out_level', value: '0.3' },
      auth(desk.admin.token),
    );
    expect(stopOut.data).toMatchObject({ value: '0.3', is_public: false });
    const basic = await call<Record<string, unknown>>(app, 'GET', '/api/basicSet/getBasicInfo');
    expect(JSON.stringify(basic.data)).toContain('trade_fee_type');
    const records = await audit({ subject: 'setting' });
    expect(records.slice(0, 2).map((row) => [row.action, row.before, row.after])).toEqual([
      ['create', null, { key: 'stop_out_level', value: '0.3' }],
      ['update', { key: 'trade_fee_type', value: '2' }, { key: 'trade_fee_type', value: '1' }],
    ]);
    // Put back for the other tests.
    await call(app, 'POST', '/admin/api/settings/save', { key: 'trade_fee_type', value: '2' }, auth(desk.admin.token));
  });
});

describe('the audit log', () => {
  it('filters by operator, kind and time, and exports CSV that a spreadsheet cannot run', async () => {
    const user = await realUser(app, 'audited@example.com');
    await deposit(app, user, desk.finance.token, '10.00');
    const proofImg = await uploadedUrl(app, user.token);
    const charge = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', {
      number: '5.00',
      proofImg,
      wire_id: 1,
    });
    await call(
      app,
      'POST',
      '/admin/api/wallet/charges/decide',
      { id: charge.data.id, action: 'reject', reason: '=HYPERLINK("http://evil")' },
      auth(desk.finance.token),
    );

    const byFinance = await audit({ operator_id: desk.finance.id });
    expect(byFinance.length).toBeGreaterThanOrEqual(2);
    expect(byFinance.every((row) => row.operator_email === desk.finance.email)).toBe(true);
    const now = app.clock.now();
    expect((await audit({ operator_id: desk.finance.id, from: now + 60_000 })).length).toBe(0);
    expect((await audit({ operator_id: desk.finance.id, from: now - 60_000, to: now + 60_000 })).length).toBe(byFinance.length);

    const exported = await call<{ filename: string; csv: string; rows: number; truncated: boolean }>(
      app,
      'GET',
      '/admin/api/audit/export',
      { operator_id: desk.finance.id, subject: 'charge' },
      auth(desk.support.token),
    );
    expect(exported.data.filename).toMatch(/^meridian-audit-.*\.csv$/);
    const lines = exported.data.csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,time,operator,subject,subject_id,action,customer_uid,customer_name,amount,currency,reason,before,after');
    expect(lines).toHaveLength(exported.data.rows + 1);
    const rejected = lines.find((line) => line.includes(',reject,'));
    // The formula is written as text: a quote before it, the cell quoted for its comma and quotes.
    expect(rejected).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(exported.data.truncated).toBe(false);
  });
});

describe("the operator's own account", () => {
  it('ends an idle session after OPERATOR_IDLE_MINUTES, while a used one lives on', async () => {
    const idle = await operatorWithRole(app, 'viewer', { idleMinutes: 10 });
    app.clock.advance(9 * 60_000);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(idle.token))).code).toBe(1);
    app.clock.advance(9 * 60_000);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(idle.token))).code).toBe(1);
    app.clock.advance(10 * 60_000 + 1);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(idle.token))).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('changes the password with the current one, ending the other sessions; lists and ends own sessions', async () => {
    const me = await operatorWithRole(app, 'finance');
    const second = await anotherSession(app, me);
    const listed = await call<OperatorSession[]>(app, 'GET', '/admin/api/me/sessions', {}, auth(me.token));
    expect(listed.data).toHaveLength(2);
    expect(listed.data.filter((session) => session.current)).toHaveLength(1);

    const wrong = await call(
      app,
      'POST',
      '/admin/api/me/password',
      { old_password: 'not it at all', password: 'a brand new password' },
      auth(me.token),
    );
    expect(wrong.code).toBe(CODE.OPERATOR_PASSWORD);
    const short = await call(app, 'POST', '/admin/api/me/password', { old_password: me.password, password: 'short' }, auth(me.token));
    expect(short.code).toBe(CODE.BAD_INPUT);
    const changed = await call(
      app,
      'POST',
      '/admin/api/me/password',
      { old_password: me.password, password: 'a brand new password' },
      auth(me.token),
    );
    expect(changed.code, changed.msg).toBe(1);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(second))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(me.token))).code).toBe(1);
    const login = await signInOperator(app, { email: me.email, password: 'a brand new password' }, '10.8.8.8');
    expect(login.code, login.msg).toBe(1);

    const now = await call<OperatorSession[]>(app, 'GET', '/admin/api/me/sessions', {}, auth(me.token));
    const other = now.data.find((session) => !session.current)!;
    const ended = await call(app, 'POST', '/admin/api/me/sessions/revoke', { id: other.id }, auth(me.token));
    expect(ended.code, ended.msg).toBe(1);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(login.data.token))).code).toBe(CODE.NOT_LOGGED_IN);
    // Another operator's session is not theirs to end.
    const stranger = await operatorWithRole(app, 'viewer');
    const theirs = await call<OperatorSession[]>(app, 'GET', '/admin/api/me/sessions', {}, auth(stranger.token));
    const refused = await call(app, 'POST', '/admin/api/me/sessions/revoke', { id: theirs.data[0]!.id }, auth(me.token));
    expect(refused.code).toBe(CODE.NOT_FOUND);
    expect((await audit({ operator_id: me.id })).map((row) => row.action)).toEqual(['revoke', 'enable_second_factor', 'change_password']);
  });

  it('answers who is signed in with the role', async () => {
    const me = await call<{ email: string; role: string }>(app, 'GET', '/admin/api/me', {}, auth(desk.support.token));
    expect(me.data).toMatchObject({ email: desk.support.email, role: 'support' });
  });
});

describe('withdrawals through the console', () => {
  it('show the fee and receivable, and a rejection frees the amount with the reason the user reads', async () => {
    const user = await realUser(app, 'payout@example.com');
    await deposit(app, user, desk.finance.token, '100.00');
    const method = await bindCoinAddress(app, user.token);
    const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
      draw_currency_id: 1,
      number: '40.00',
      memo: '',
      draw_method_id: method,
    });
    expect(drawn.code, drawn.msg).toBe(1);
    const list = await call<Page<{ id: number; fee: string }>>(
      app,
      'GET',
      '/admin/api/wallet/withdrawals',
      { status: 0, customer: 'payout@example.com' },
      auth(desk.support.token),
    );
    const id = list.data.data[0]!.id;
    const detail = await call<QueueDetail<{ fee: string; real_number: string }>>(
      app,
      'GET',
      '/admin/api/wallet/withdrawals/detail',
      { id },
      auth(desk.support.token),
    );
    expect(detail.data.item).toMatchObject({ fee: '1.00', real_number: '39.00' });
    expect(detail.data.customer.accounts.find((account) => account.kind === 'funding')).toMatchObject({
      available: '60.00',
      locked: '40.00',
    });
    const refusedBySupport = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'reject', reason: 'x' },
      auth(desk.support.token),
    );
    expect(refusedBySupport.code).toBe(CODE.ROLE_FORBIDDEN);
    const noReason = await call(app, 'POST', '/admin/api/wallet/withdrawals/decide', { id, action: 'reject' }, auth(desk.finance.token));
    expect(noReason.code).toBe(CODE.BAD_INPUT);
    const rejected = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'reject', reason: 'Address on a blocklist' },
      auth(desk.finance.token),
    );
    expect(rejected.code, rejected.msg).toBe(1);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '100.00', lock: '0.00' });
    const again = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'complete', reference: 'FT2611290001' },
      auth(desk.admin.token),
    );
    expect(again.code).toBe(CODE.ALREADY_DECIDED);
    const seen = await call<{ data: { notes: string }[] }>(app, 'GET', '/api/account/draw_list', { type: 1, page: 1 }, auth(user.token));
    expect(seen.data.data[0]?.notes).toBe('Address on a blocklist');
  });
});

describe('option expiries', () => {
  it('are changed and added by an admin, offered to the app at once, each change recorded', async () => {
    type Option = { id: number; seconds: number; profit_ratio: string; limit_amount: string };
    const listed = await call<Option[]>(app, 'GET', '/admin/api/micro/options', {}, auth(desk.support.token));
    const minute = listed.data.find((option) => option.seconds === 60)!;
    expect(minute).toMatchObject({ profit_ratio: '0.82', limit_amount: '10.00' });

    const changed = await call<Option>(
      app,
      'POST',
      '/admin/api/micro/options/save',
      { id: minute.id, seconds: 60, profit_ratio: '0.9', limit_amount: '25' },
      auth(desk.admin.token),
    );
    expect(changed.data).toMatchObject({ seconds: 60, profit_ratio: '0.9', limit_amount: '25.00' });
    const added = await call<Option>(
      app,
      'POST',
      '/admin/api/micro/options/save',
      { seconds: 600, profit_ratio: '0.92', limit_amount: '200' },
      auth(desk.admin.token),
    );
    expect(added.code, added.msg).toBe(1);
    const offered = await call<{ sec: { Seconds: number; ProfitRatio: string; LimitAmount: string }[] }>(
      app,
      'GET',
      '/v2/api/micro/get_seconds',
    );
    expect(offered.data.sec).toContainEqual(expect.objectContaining({ Seconds: 60, ProfitRatio: '0.9', LimitAmount: '25.00' }));
    expect(offered.data.sec).toContainEqual(expect.objectContaining({ Seconds: 600, ProfitRatio: '0.92' }));

    const before = await fingerprint(app.database.db);
    const refusals: Record<string, string | number>[] = [
      { seconds: 600, profit_ratio: '0.5', limit_amount: '10' },
      { id: minute.id, seconds: 60, profit_ratio: '0', limit_amount: '10' },
      { id: minute.id, seconds: 60, profit_ratio: '0.8', limit_amount: '0.001' },
    ];
    for (const bad of refusals) {
      expect((await call(app, 'POST', '/admin/api/micro/options/save', bad, auth(desk.admin.token))).code, JSON.stringify(bad)).toBe(
        CODE.BAD_INPUT,
      );
    }
    expect(
      (
        await call(
          app,
          'POST',
          '/admin/api/micro/options/save',
          { seconds: 900, profit_ratio: '0.9', limit_amount: '10' },
          auth(desk.finance.token),
        )
      ).code,
    ).toBe(CODE.ROLE_FORBIDDEN);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
    const records = await audit({ subject: 'micro_option' });
    expect(records.map((row) => row.action)).toEqual(['create', 'update']);
    expect(records[1]).toMatchObject({ before: { profit_ratio: '0.82' }, after: { profit_ratio: '0.9' } });
    // Put back for the other tests.
    await call(
      app,
      'POST',
      '/admin/api/micro/options/save',
      { id: minute.id, seconds: 60, profit_ratio: '0.82', limit_amount: '10' },
      auth(desk.admin.token),
    );
  });
});
