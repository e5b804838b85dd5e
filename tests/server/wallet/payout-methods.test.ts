import { describe, expect, it } from 'vitest';
import type { DrawMethod, WithdrawCurrency } from '../../../common/api/withdraw';
import { CODE } from '../../../common/envelope';
import { bindPayoutMethod } from '../../../server/wallet/payout-methods';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { PAYEE_TRON_ADDRESS, bindBankAccount, bindCoinAddress, realUser, type WalletUser } from '../helpers/wallet';

// Payout methods: coin addresses and bank accounts, each for a withdraw currency of its type; only the owner sees,
// uses or deletes one.

const app = appForTests();
const alice = madeBeforeTests(() => realUser(app, 'alice@example.com'));
const bob = madeBeforeTests(() => realUser(app, 'bob@example.com'));
const carol = madeBeforeTests(() => realUser(app, 'carol@example.com'));

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
        dc_address: PAYEE_TRON_ADDRESS,
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
    expect(junk.msg).toBe('This is not a valid TRC20 address');
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

/** A bank account in EUR (withdraw currency 4) for carol, with `details` over plausible ones. */
const bank = (details: Record<string, string>, lang = 'en') =>
  call(
    app,
    'POST',
    '/api/wallet/bind_draw_method',
    {
      type: 2,
      draw_id: 4,
      bank_name: 'Deutsche Bank',
      bank_address: 'Taunusanlage 12, Frankfurt',
      bank_swift: 'DEUTDEFF',
      payee_name: 'Carol Example',
      payee_account: 'DE89370400440532013000',
      ...details,
    },
    { ...auth(carol.token), lang },
  );

const coin = (drawId: number, address: string) =>
  call(app, 'POST', '/api/wallet/bind_draw_method', { type: 1, draw_id: drawId, dc_address: address }, auth(carol.token));

describe('bank and coin details (issue 31, defect 3)', () => {
  it('refuses a SWIFT code that is not a BIC, naming the field, and saves nothing', async () => {
    const refused = await bank({ bank_swift: 'bad swift!' });
    expect(refused).toEqual({
      code: CODE.BAD_INPUT,
      msg: 'The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF',
      data: null,
    });
    expect((await bank({ bank_swift: 'DEUTDE' })).code).toBe(CODE.BAD_INPUT);
    expect((await bank({ bank_swift: 'bad swift!' }, 'de')).msg).toBe(
      'Der SWIFT/BIC-Code ist ungültig: Er besteht aus 8 oder 11 Buchstaben und Ziffern, z. B. DEUTDEFF',
    );
    const request = {
      type: 2 as const,
      draw_id: 4,
      dc_address: '',
      bank_name: 'Deutsche Bank',
      bank_address: 'Frankfurt',
      bank_swift: 'bad swift!',
      payee_name: 'Carol Example',
      payee_account: 'DE89370400440532013000',
      receipt_currency: '',
      remark: '',
    };
    await expect(bindPayoutMethod(app.database.db, app.clock, carol.userId, request)).rejects.toMatchObject({
      code: CODE.BAD_INPUT,
      values: { field: 'bank_swift' },
    });
    expect(await methods(carol, 2)).toEqual([]);
  });

  it('refuses an IBAN whose check digits or format do not match, and saves nothing', async () => {
    const checkDigits = await bank({ payee_account: 'DE89 3704 0044 0532 0130 01' });
    expect(checkDigits).toMatchObject({ code: CODE.BAD_INPUT, msg: "The IBAN's check digits do not match: check the account number" });
    const format = await bank({ payee_account: 'DE89 3704 0044 0532 0130' });
    expect(format).toMatchObject({
      code: CODE.BAD_INPUT,
      msg: 'This IBAN does not have the length or format of its country: check the country code and the number',
    });
    const local = await bank({ payee_account: '12' });
    expect(local).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The account number is not valid: it has 4 to 34 letters and digits' });
    expect(await methods(carol, 2)).toEqual([]);
  });

  it('saves a valid BIC and IBAN in their normal form: no spaces, upper case', async () => {
    const saved = await bank({ bank_swift: ' deut de ff ', payee_account: 'gb82 west 1234 5698 7654 32' });
    expect(saved.code, saved.msg).toBe(1);
    expect(await methods(carol, 2)).toEqual([expect.objectContaining({ bank_swift: 'DEUTDEFF', payee_account: 'GB82WEST12345698765432' })]);
  });

  it('refuses an ERC-20 address whose EIP-55 checksum does not match, and a TRC-20 address that does not decode', async () => {
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const flipped = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(await coin(2, flipped)).toMatchObject({ code: CODE.BAD_INPUT, msg: 'This is not a valid ERC20 address' });
    expect(await coin(1, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toMatchObject({
      code: CODE.BAD_INPUT,
      msg: 'This is not a valid TRC20 address',
    });
    expect(await methods(carol, 1)).toEqual([]);
    expect((await coin(2, checksummed)).code).toBe(1);
    expect(await methods(carol, 1)).toEqual([
      expect.objectContaining({ dc_address: checksummed, draw_currency: { code: 'USDT', protocol: 'ERC20' } }),
    ]);
  });
});
