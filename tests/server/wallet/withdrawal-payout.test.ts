import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueDetail } from '../../../common/api/admin-console';
import type { AdminWithdrawal } from '../../../common/api/admin-wallet';
import type { DrawMethod, WithdrawPage } from '../../../common/api/withdraw';
import { createOperator } from '../../../server/admin/operators';
import { runWalletCommand } from '../../../server/admin/wallet-commands';
import { loadServerI18n, type Translate } from '../../../server/i18n/catalogs';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { bindBankAccount, bindCoinAddress, deposit, moneyCall, operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// An operator pays a withdrawal from its record alone (issue 31, defect 2): the request keeps the whole payout
// method as it was when asked for, and is marked paid only with the reference it was sent with, which the customer
// then reads.

const app = appForTests();
let user: WalletUser;
let operator: string;
let translate: Translate;
beforeAll(async () => {
  translate = (await loadServerI18n()).translator('en');
  operator = await operatorToken(app);
  await createOperator(app.database.db, app.clock, 'payouts@example.com');
  user = await realUser(app, 'payee@example.com');
  await deposit(app, user, operator, '500.00');
});

const methods = async (type: number) =>
  (await call<DrawMethod[]>(app, 'GET', '/api/wallet/get_draw_method', { draw_type: type }, auth(user.token))).data;
const draw = async (currencyId: number, methodId: number, number: string) =>
  (
    await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
      draw_currency_id: currencyId,
      number,
      draw_method_id: methodId,
    })
  ).data.id;
const detail = async (id: number) =>
  (await call<QueueDetail<AdminWithdrawal>>(app, 'GET', '/admin/api/wallet/withdrawals/detail', { id }, auth(operator))).data.item;
const records = async (type: number) =>
  (await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type }, auth(user.token))).data.data;

describe('a withdrawal’s payout method', () => {
  it('is kept whole on the request, so the console shows where to pay after the method is deleted', async () => {
    const methodId = await bindBankAccount(app, user.token);
    const method = (await methods(2)).find((candidate) => candidate.id === methodId)!;
    const id = await draw(3, methodId, '100');
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { id: methodId }, auth(user.token))).code).toBe(1);

    expect(await detail(id)).toMatchObject({
      currency_code: 'USD',
      bank_name: method.bank_name,
      bank_address: method.bank_address,
      bank_swift: method.bank_swift,
      payee_name: method.payee_name,
      payee_account: method.payee_account,
      receipt_currency: method.receipt_currency,
      address: '',
      payment_reference: '',
    });
    expect(method.bank_name).not.toBe('');
    expect((await records(2))[0]).toMatchObject({ id, bank_name: method.bank_name, payee_name: method.payee_name });
  });

  it('keeps a coin address with its coin and protocol as they were, whatever the currency is renamed to', async () => {
    const methodId = await bindCoinAddress(app, user.token);
    const id = await draw(1, methodId, '20');
    await app.database.db.query("UPDATE withdraw_currencies SET code = 'USDT-OLD', protocol = 'TRON' WHERE id = 1");
    try {
      expect(await detail(id)).toMatchObject({ currency_code: 'USDT', protocol: 'TRC20', bank_name: '', payee_account: '' });
      expect((await detail(id)).address).not.toBe('');
    } finally {
      await app.database.db.query("UPDATE withdraw_currencies SET code = 'USDT', protocol = 'TRC20' WHERE id = 1");
    }
  });
});

describe('marking a withdrawal paid', () => {
  it('on the command line needs --reference, then the customer reads it', async () => {
    const id = await draw(1, await bindCoinAddress(app, user.token), '30');
    const run = (...args: string[]) => runWalletCommand(app.database.db, app.clock, translate, args);
    expect(await run('approve', 'withdrawal', String(id), '--as', 'payouts@example.com')).toEqual({
      code: 1,
      lines: [
        `withdrawal ${id}: Enter the payment reference: the bank transfer reference or the transaction hash the payout was sent with`,
      ],
    });
    expect((await detail(id)).status).toBe(0);
    const paid = await run('approve', 'withdrawal', String(id), '--reference', 'a1b2c3d4e5f6', '--as', 'payouts@example.com');
    expect(paid).toEqual({ code: 0, lines: [`withdrawal ${id}: status 1, paid out`] });
    expect((await records(1)).find((record) => record.id === id)).toMatchObject({ status: 1, payment_reference: 'a1b2c3d4e5f6' });
  });

  it('records the reference in the audit log’s state after the decision', async () => {
    const id = await draw(1, await bindCoinAddress(app, user.token), '40');
    const answer = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'complete', reference: 'TX-77' },
      auth(operator),
    );
    expect(answer.code, answer.msg).toBe(1);
    const [decision] = await app.database.db.query<{ after: { payment_reference: string } }>(
      "SELECT after FROM operator_decisions WHERE subject = 'withdrawal' AND subject_id = $1",
      [id],
    );
    expect(decision?.after.payment_reference).toBe('TX-77');
  });

  it('keeps no reference on a rejected request, even one sent with the rejection', async () => {
    const id = await draw(1, await bindCoinAddress(app, user.token), '25');
    const answer = await call(
      app,
      'POST',
      '/admin/api/wallet/withdrawals/decide',
      { id, action: 'reject', reason: 'Wrong network', reference: 'TX-88' },
      auth(operator),
    );
    expect(answer.code, answer.msg).toBe(1);
    expect((await records(1)).find((record) => record.id === id)).toMatchObject({ status: 2, payment_reference: '' });
  });
});
