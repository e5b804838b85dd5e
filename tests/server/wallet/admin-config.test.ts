import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBankAccount, AdminCollectCurrency, AdminWithdrawCurrency, OperatorDecision } from '../../../common/api/admin-wallet';
import type { ChargeBankAccount, CollectCurrency } from '../../../common/api/charge';
import type { WithdrawCurrency } from '../../../common/api/withdraw';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// Operators manage what deposits and withdrawals run against: create, update and disable collect currencies,
// receiving bank accounts and withdraw currencies. Users see only what is enabled; every change is recorded.

const app = appForTests();
let operator: string;
let user: WalletUser;
beforeAll(async () => {
  operator = await operatorToken(app);
  user = await realUser(app, 'customer@example.com');
});

const admin = <T>(method: 'GET' | 'POST', path: string, payload: Record<string, string | number> = {}) =>
  call<T>(app, method, `/admin/api/wallet/${path}`, payload, auth(operator));

describe('back-office configuration', () => {
  it('is closed to user sessions', async () => {
    expect((await call(app, 'GET', '/admin/api/wallet/bank_accounts', {}, auth(user.token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'GET', '/admin/api/wallet/charges', {}, auth(user.token))).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('creates a collect currency and a receiving account for it, which users then see', async () => {
    const currency = await admin<AdminCollectCurrency>('POST', 'collect_currencies/save', { name: 'GBP' });
    expect(currency).toMatchObject({ code: 1, msg: 'Saved', data: { name: 'GBP', enabled: true, address: '' } });
    expect(currency.data.id).toBeGreaterThan(3);
    const account = await admin<AdminBankAccount>('POST', 'bank_accounts/save', {
      collect_currency_id: currency.data.id,
      bank_name: 'Meridian London',
      bank_swift: 'MERIGB2L',
      payee_name: 'Meridian Markets UK Ltd',
      payee_account: 'GB29NWBK60161331926819',
    });
    expect(account.data).toMatchObject({ bank_name: 'Meridian London', enabled: true });
    const seen = await call<ChargeBankAccount[]>(
      app,
      'GET',
      '/api/quickCharge/wire_info',
      { bank_coin: currency.data.id },
      auth(user.token),
    );
    expect(seen.data.map((row) => row.id)).toEqual([account.data.id]);
  });

  it('disables a receiving account: gone from the list, refused for new deposits', async () => {
    const [first] = (await admin<AdminBankAccount[]>('GET', 'bank_accounts')).data;
    const { id, collect_currency_id, bank_name, bank_address, bank_swift, payee_name, payee_account } = first!;
    const disabled = await admin<AdminBankAccount>('POST', 'bank_accounts/save', {
      id,
      collect_currency_id,
      bank_name,
      bank_address,
      bank_swift,
      payee_name,
      payee_account,
      enabled: 0,
    });
    expect(disabled.data.enabled).toBe(false);
    const seen = await call<ChargeBankAccount[]>(app, 'GET', '/api/quickCharge/wire_info', {}, auth(user.token));
    expect(seen.data.map((row) => row.id)).not.toContain(first!.id);
    const proofImg = await uploadedUrl(app, user.token);
    const refused = await moneyCall(app, user.token, '/api/quickCharge/wire_submit', { number: '10', proofImg, wire_id: first!.id });
    expect(refused).toMatchObject({ code: CODE.WALLET_UNAVAILABLE, msg: 'This receiving bank account is not available' });
    expect((await admin<AdminBankAccount[]>('GET', 'bank_accounts')).data.find((row) => row.id === first!.id)?.enabled).toBe(false);
  });

  it('disables a collect currency, and with it its accounts', async () => {
    await admin('POST', 'collect_currencies/save', { id: 3, name: 'EUR', enabled: 0 });
    const symbols = await call<CollectCurrency[]>(app, 'GET', '/api/quickCharge/symbols', {}, auth(user.token));
    expect(symbols.data.map((row) => row.name)).not.toContain('EUR');
    const accounts = await call<ChargeBankAccount[]>(app, 'GET', '/api/quickCharge/wire_info', { bank_coin: 3 }, auth(user.token));
    expect(accounts.data).toEqual([]);
  });

  it('changes a withdraw currency’s fee and price, which users see at once', async () => {
    const updated = await admin<AdminWithdrawCurrency>('POST', 'withdraw_currencies/save', {
      id: 4,
      code: 'EUR',
      type: 2,
      draw_rate: '0.02',
      fee_type: 2,
      usd_price: '0.95',
    });
    expect(updated.data).toMatchObject({ draw_rate: '0.02', usd_price: '0.95', enabled: true });
    const seen = await call<WithdrawCurrency[]>(app, 'GET', '/api/account/draw_symbol_list', { type: 2 }, auth(user.token));
    expect(seen.data.find((row) => row.id === 4)).toMatchObject({ draw_rate: '0.02', usd_price: '0.95' });
    await admin('POST', 'withdraw_currencies/save', {
      id: 4,
      code: 'EUR',
      type: 2,
      draw_rate: '0.02',
      fee_type: 2,
      usd_price: '0.95',
      enabled: 0,
    });
    const after = await call<WithdrawCurrency[]>(app, 'GET', '/api/account/draw_symbol_list', { type: 2 }, auth(user.token));
    expect(after.data.map((row) => row.id)).toEqual([3]);
  });

  it('refuses bad configuration, naming the field', async () => {
    expect(
      (await admin('POST', 'withdraw_currencies/save', { code: 'X', type: 1, draw_rate: '-1', fee_type: 1, usd_price: '1' })).msg,
    ).toBe('The value of Fee is not valid');
    expect((await admin('POST', 'withdraw_currencies/save', { code: 'X', type: 1, draw_rate: '1', fee_type: 1, usd_price: '0' })).msg).toBe(
      'The value of Units per USD is not valid',
    );
    expect(
      (await admin('POST', 'bank_accounts/save', { collect_currency_id: 99, bank_name: 'B', payee_name: 'P', payee_account: 'A' })).msg,
    ).toBe('The value of Deposit currency (id) is not valid');
    expect((await admin('POST', 'collect_currencies/save', { id: 99, name: 'X' })).code).toBe(CODE.NOT_FOUND);
  });

  it('records every change with the state before and after', async () => {
    const decisions = await admin<Page<OperatorDecision>>('GET', 'decisions', { subject: 'withdraw_currency', subject_id: 4 });
    expect(
      decisions.data.data.map((row) => [
        row.action,
        (row.before as { usd_price: string }).usd_price,
        (row.after as { enabled: boolean }).enabled,
      ]),
    ).toEqual([
      ['update', '0.95', false],
      ['update', '0.92', true],
    ]);
    const created = await admin<Page<OperatorDecision>>('GET', 'decisions', { subject: 'collect_currency' });
    expect(created.data.data.at(-1)).toMatchObject({ action: 'create', before: null });
  });
});
