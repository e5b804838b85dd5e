import { describe, expect, it } from 'vitest';
import type { CustomerBrief, CustomerDetail } from '../../../common/api/admin-console';
import type { CustomerFlag, CustomerNote } from '../../../common/api/admin-customer-care';
import type { AdminWithdrawal } from '../../../common/api/admin-wallet';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { balances, bindCoinAddress, deposit, moneyCall, realUser, type WalletUser } from '../helpers/wallet';

// Customer notes and risk flags in the console (issue 31): operators write dated notes on a customer, newest first,
// as plain text; flags from a fixed list are set and cleared with a reason and show wherever the customer does;
// "do not pay out" stops the customer's withdrawals from being paid until it is cleared. Every act is audited.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  care: await operatorWithRole(app, 'support'),
  money: await operatorWithRole(app, 'finance'),
  viewer: await operatorWithRole(app, 'viewer'),
}));
const customer = madeBeforeTests(() => realUser(app, 'care@example.com'));

const addNote = (token: string, id: number, body: string) =>
  call<CustomerNote>(app, 'POST', '/admin/api/customers/notes/add', { id, body }, auth(token));
const notes = (token: string, id: number) =>
  call<Page<CustomerNote>>(app, 'GET', '/admin/api/customers/notes', { id, page: 1 }, auth(token));
const saveFlag = (token: string, id: number, flag: string, action: 'set' | 'clear', reason: string) =>
  call<CustomerFlag[]>(app, 'POST', '/admin/api/customers/flags/save', { id, flag, action, reason }, auth(token));
const audit = async (subject: string, id: number) =>
  app.database.db.query<{ action: string; operator_id: number; reason: string; after: unknown }>(
    'SELECT action, operator_id, reason, after FROM operator_decisions WHERE subject = $1 AND subject_id = $2 ORDER BY id',
    [subject, id],
  );

describe('customer notes', () => {
  it('are listed newest first with their author and time, and each is in the audit log', async () => {
    const first = await addNote(desk.care.token, customer.userId, 'Called: the deposit was sent from a relative’s account');
    expect(first).toMatchObject({ code: 1, msg: 'Note added' });
    app.clock.advance(60_000);
    const second = await addNote(desk.money.token, customer.userId, '  Statement received; matches the deposit.  ');
    expect(second.code, second.msg).toBe(1);

    const list = await notes(desk.viewer.token, customer.userId);
    expect(list.data.total).toBe(2);
    expect(list.data.data.map((note) => [note.body, note.operator_email])).toEqual([
      ['Statement received; matches the deposit.', desk.money.email],
      ['Called: the deposit was sent from a relative’s account', desk.care.email],
    ]);
    expect(list.data.data[0]!.created_at - list.data.data[1]!.created_at).toBe(60_000);
    expect((await audit('customer_note', customer.userId)).map((row) => [row.action, row.operator_id])).toEqual([
      ['add', desk.care.id],
      ['add', desk.money.id],
    ]);
  });

  it('refuse markup, empty and over-long text with a message, and add nothing', async () => {
    const before = (await notes(desk.care.token, customer.userId)).data.total;
    for (const body of ['<img src=x onerror=alert(1)>', '   ', 'x'.repeat(2001)]) {
      const refused = await addNote(desk.care.token, customer.userId, body);
      expect(refused.code, body).toBe(CODE.BAD_INPUT);
      // Named by the console's label for the field (common/field-labels.ts).
      expect(refused.msg).toMatch(/Message/);
    }
    expect((await notes(desk.care.token, customer.userId)).data.total).toBe(before);
  });

  it('are written by support and finance, not by a viewer, and only on a customer who exists', async () => {
    expect((await addNote(desk.viewer.token, customer.userId, 'just looking')).code).toBe(CODE.ROLE_FORBIDDEN);
    expect((await addNote(desk.care.token, 2_000_000_000, 'nobody')).code).toBe(CODE.NOT_FOUND);
  });
});

describe('risk flags', () => {
  it('are set and cleared with a reason, shown on the customer and in the list, and audited', async () => {
    const user = await realUser(app, 'flagged@example.com');
    const set = await saveFlag(desk.care.token, user.userId, 'suspected_fraud', 'set', 'Card reported stolen by the issuer');
    expect(set).toMatchObject({ code: 1, msg: 'Flag set' });
    expect(set.data).toEqual([
      {
        flag: 'suspected_fraud',
        reason: 'Card reported stolen by the issuer',
        operator_email: desk.care.email,
        set_at: expect.any(Number),
      },
    ]);
    expect((await saveFlag(desk.money.token, user.userId, 'under_review', 'set', 'Source of funds asked')).code).toBe(1);

    const detail = await call<CustomerDetail>(app, 'GET', '/admin/api/customers/detail', { id: user.userId }, auth(desk.viewer.token));
    // In the fixed list's order, whatever the order they were set in.
    expect(detail.data.flags).toEqual(['under_review', 'suspected_fraud']);
    const list = await call<Page<CustomerBrief>>(app, 'GET', '/admin/api/customers', { q: user.email }, auth(desk.viewer.token));
    expect(list.data.data[0]!.flags).toEqual(['under_review', 'suspected_fraud']);

    const cleared = await saveFlag(desk.money.token, user.userId, 'suspected_fraud', 'clear', 'Issuer withdrew the report');
    expect(cleared).toMatchObject({ code: 1, msg: 'Flag cleared' });
    expect(cleared.data.map((flag) => flag.flag)).toEqual(['under_review']);
    expect((await audit('customer_flag', user.userId)).map((row) => [row.action, row.operator_id, row.reason, row.after])).toEqual([
      ['set', desk.care.id, 'Card reported stolen by the issuer', { suspected_fraud: true }],
      ['set', desk.money.id, 'Source of funds asked', { under_review: true }],
      ['clear', desk.money.id, 'Issuer withdrew the report', { suspected_fraud: false }],
    ]);
  });

  it('refuse a name off the list, a missing reason, and a flag already set or not set, changing nothing', async () => {
    const user = await realUser(app, 'flag-refusals@example.com');
    expect((await saveFlag(desk.care.token, user.userId, 'vip', 'set', 'likes us')).code).toBe(CODE.BAD_INPUT);
    expect((await saveFlag(desk.care.token, user.userId, 'chargeback_risk', 'set', '')).code).toBe(CODE.BAD_INPUT);
    expect((await saveFlag(desk.care.token, user.userId, 'chargeback_risk', 'clear', 'never set')).msg).toBe(
      'This flag is not set on the customer',
    );
    expect((await saveFlag(desk.care.token, user.userId, 'chargeback_risk', 'set', 'Two disputes open')).code).toBe(1);
    expect((await saveFlag(desk.money.token, user.userId, 'chargeback_risk', 'set', 'again')).msg).toBe(
      'This flag is already set on the customer',
    );
    expect((await saveFlag(desk.viewer.token, user.userId, 'chargeback_risk', 'clear', 'viewer')).code).toBe(CODE.ROLE_FORBIDDEN);
    expect((await audit('customer_flag', user.userId)).length).toBe(1);
  });
});

describe('the "do not pay out" flag', () => {
  async function withdrawing(email: string, amount: string): Promise<{ user: WalletUser; id: number }> {
    const user = await realUser(app, email);
    await deposit(app, user, desk.money.token, '2000.00');
    const method = await bindCoinAddress(app, user.token);
    const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
      draw_currency_id: 1,
      number: amount,
      draw_method_id: method,
    });
    expect(drawn.code, drawn.msg).toBe(1);
    return { user, id: drawn.data.id };
  }
  const payOut = (id: number, lang = 'en') =>
    call<AdminWithdrawal>(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'complete', reference: 'FT-BLOCKED-1' },
      { ...auth(desk.money.token), lang },
    );

  it('refuses paying out the customer’s withdrawal with a translated message, until it is cleared', async () => {
    const { user, id } = await withdrawing('no-payout@example.com', '300');
    expect((await saveFlag(desk.care.token, user.userId, 'do_not_pay_out', 'set', 'Account takeover suspected')).code).toBe(1);

    const refused = await payOut(id);
    expect(refused).toMatchObject({
      code: CODE.PAYOUT_BLOCKED,
      msg: 'This customer is flagged "Do not pay out". Clear the flag before approving a payout.',
    });
    const inChinese = await payOut(id, 'hk');
    expect(inChinese).toMatchObject({ code: CODE.PAYOUT_BLOCKED, msg: '此客戶已標記為「暫停出款」。請先解除標記，再批准出款。' });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '1700.00', lock: '300.00' });
    expect(await audit('withdrawal', id)).toEqual([]);

    expect((await saveFlag(desk.care.token, user.userId, 'do_not_pay_out', 'clear', 'Customer verified by video call')).code).toBe(1);
    expect((await payOut(id)).code).toBe(1);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '1700.00', lock: '0.00' });
  });

  it('still lets the withdrawal be rejected, which frees the money', async () => {
    const { user, id } = await withdrawing('no-payout-reject@example.com', '250');
    expect((await saveFlag(desk.care.token, user.userId, 'do_not_pay_out', 'set', 'Fraud suspected')).code).toBe(1);
    const rejected = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'reject', reason: 'Held for a fraud review' },
      auth(desk.money.token),
    );
    expect(rejected.code, rejected.msg).toBe(1);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '2000.00', lock: '0.00' });
  });
});
