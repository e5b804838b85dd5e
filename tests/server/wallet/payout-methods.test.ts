import { describe, expect, it } from 'vitest';
import type { DrawMethod, WithdrawCurrency } from '../../../common/api/withdraw';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { bindBankAccount, bindCoinAddress, realUser, type WalletUser } from '../helpers/wallet';

// Payout methods: coin addresses and bank accounts, each for a withdraw currency of its type; only the owner sees,
// uses or deletes one.

const app = appForTests();
const alice = madeBeforeTests(() => realUser(app, 'alice@example.com'));
const bob = madeBeforeTests(() => realUser(app, 'bob@example.com'));

const methods = async (user: WalletUser, drawType: number, drawId?: number) =>
  (
    await call<DrawMethod[]>(
      app,
      'GET',
      '/api/wallet/get_draw_method',
      { draw_type: drawType, ...(drawId ? { draw_id: drawId } : {}) },
      auth(user.token),
    )
  ).data;

describe('withdraw currencies', () => {
  it('lists coin and bank currencies with their fee and USD price', async () => {
    const coins = await call<WithdrawCurrency[]>(app, 'GET', '/api/account/draw_symbol_list', { type: 1 }, auth(alice.token));
    expect(coins.data[0]).toEqual({ id: 1, code: 'USDT', protocol: 'TRC20', type: 1, draw_rate: '1', fee_type: 1, usd_price: '1' });
    const banks = await call<WithdrawCurrency[]>(app, 'GET', '/api/account/draw_symbol_list', { type: 2 }, auth(alice.token));
    expect(banks.data.map((currency) => [currency.code, currency.draw_rate, currency.fee_type, currency.usd_price])).toEqual([
      ['USD', '0.01', 2, '1'],
      ['EUR', '0.01', 2, '0.92'],
    ]);
  });
});

describe('payout methods', () => {
  it('binds a coin address and a bank account and lists each under its type', async () => {
    const coinId = await bindCoinAddress(app, alice.token);
    const bankId = await bindBankAccount(app, alice.token, 4);
    expect(await methods(alice, 1)).toEqual([
      expect.objectContaining({
        id: coinId,
        draw_type: 1,
        dc_address: 'TXYZabcdefghijklmnopqrstuvwx12345',
        draw_currency: { code: 'USDT', protocol: 'TRC20' },
        bank_name: '',
      }),
    ]);
    expect(await methods(alice, 2)).toEqual([
      expect.objectContaining({
        id: bankId,
        draw_type: 2,
        bank_swift: 'HASEHKHH',
        payee_account: '024-123456-789',
        draw_currency: { code: 'EUR', protocol: '' },
        dc_address: '',
      }),
    ]);
    expect(await methods(alice, 2, 3)).toEqual([]);
  });

  it('says which field a method lacks', async () => {
    const coin = await call(app, 'POST', '/api/wallet/bind_draw_method', { type: 1, draw_id: 1 }, auth(alice.token));
    expect(coin).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Please fill in dc_address' });
    const bank = await call(
      app,
      'POST',
      '/api/wallet/bind_draw_method',
      { type: 2, draw_id: 3, bank_name: 'X', bank_address: 'Y', bank_swift: 'Z', payee_name: 'P' },
      auth(alice.token),
    );
    expect(bank).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Please fill in payee_account' });
    const junk = await call(
      app,
      'POST',
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: 1, dc_address: '<script>' },
      auth(alice.token),
    );
    expect(junk.msg).toBe('The value of dc_address is not valid');
  });

  it('refuses a currency of the other type or one that does not exist', async () => {
    const wrongType = await call(
      app,
      'POST',
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: 3, dc_address: 'TXYZabcdefghijklmnop' },
      auth(alice.token),
    );
    expect(wrongType).toMatchObject({ code: CODE.WALLET_UNAVAILABLE, msg: 'This withdrawal currency is not available' });
    const missing = await call(
      app,
      'POST',
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: 99, dc_address: 'TXYZabcdefghijklmnop' },
      auth(alice.token),
    );
    expect(missing.code).toBe(CODE.WALLET_UNAVAILABLE);
  });

  it('keeps each user’s methods their own', async () => {
    const [aliceCoin] = await methods(alice, 1);
    expect(await methods(bob, 1)).toEqual([]);
    const steal = await call(app, 'POST', '/api/wallet/del_draw_method', { id: aliceCoin!.id }, auth(bob.token));
    expect(steal).toMatchObject({ code: CODE.NOT_FOUND, msg: 'Not found' });
    expect(await methods(alice, 1)).toHaveLength(1);
  });

  it('deletes a method once', async () => {
    const [aliceCoin] = await methods(alice, 1);
    const deleted = await call(app, 'POST', '/api/wallet/del_draw_method', { id: aliceCoin!.id }, auth(alice.token));
    expect(deleted).toEqual({ code: 1, msg: 'Payout method deleted', data: null });
    expect(await methods(alice, 1)).toEqual([]);
    expect((await call(app, 'POST', '/api/wallet/del_draw_method', { id: aliceCoin!.id }, auth(alice.token))).code).toBe(CODE.NOT_FOUND);
  });
});
