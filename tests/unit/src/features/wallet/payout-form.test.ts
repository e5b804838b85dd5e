import { describe, expect, it } from 'vitest';
import { EMPTY_PAYOUT, payoutFields, payoutParams } from '../../../../../src/features/wallet/payout-form';
import { checkPayout } from '../../../../../src/features/wallet/wallet-validation';
import { currencyLabel, methodLine } from '../../../../../src/features/wallet/method-label';

describe('adding a payout method', () => {
  it('a coin address asks for a currency and the address', () => {
    expect(payoutFields(1)).toEqual(['currency', 'dc_address']);
    expect(checkPayout(1, EMPTY_PAYOUT, undefined)).toEqual({ currency: 'required', dc_address: 'required' });
  });

  it("a bank account asks for the bank's and the payee's details", () => {
    expect(payoutFields(2)).toEqual(['currency', 'bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account']);
    const filled = {
      ...EMPTY_PAYOUT,
      currency: '3',
      bank_name: 'Bank',
      bank_address: ' ',
      bank_swift: 'ABCDHKHH',
      payee_name: 'A',
      payee_account: '024-123456-789',
    };
    expect(checkPayout(2, filled, '')).toEqual({ bank_address: 'required' });
  });

  it('checks the SWIFT/BIC, the account and the address as the server does, each with its own problem (issue 31, defect 3)', () => {
    const bank = { ...EMPTY_PAYOUT, currency: '4', bank_name: 'B', bank_address: 'A', payee_name: 'P' };
    expect(checkPayout(2, { ...bank, bank_swift: 'bad swift!', payee_account: 'DE89 3704 0044 0532 0130 01' }, '')).toEqual({
      bank_swift: 'swift',
      payee_account: 'iban_check',
    });
    expect(checkPayout(2, { ...bank, bank_swift: 'deutdeff', payee_account: 'DE89 3704 0044 0532 0130' }, '')).toEqual({
      payee_account: 'iban',
    });
    expect(checkPayout(2, { ...bank, bank_swift: 'DEUTDEFF', payee_account: '12' }, '')).toEqual({ payee_account: 'account' });
    const coin = { ...EMPTY_PAYOUT, currency: '2', dc_address: ' 0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ' };
    expect(checkPayout(1, coin, 'ERC20')).toEqual({ dc_address: 'address' });
    expect(checkPayout(1, { ...coin, dc_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 'ERC20')).toEqual({});
    // No currency chosen: no protocol to check the address by, and the currency's own problem says so.
    expect(checkPayout(1, { ...coin, currency: '' }, undefined)).toEqual({ currency: 'required' });
  });

  it("refuses what the server's schema refuses: a text past its length, a control character", () => {
    const values = { ...EMPTY_PAYOUT, currency: '3', dc_address: 'T'.repeat(129) };
    expect(checkPayout(1, values, 'OMNI')).toEqual({ dc_address: 'invalid' });
    expect(checkPayout(1, { ...values, dc_address: 'T'.repeat(128) }, 'OMNI')).toEqual({});
    expect(checkPayout(1, { ...values, dc_address: 'TQn\u00079' }, 'OMNI')).toEqual({ dc_address: 'invalid' });
  });

  it("sends the type, the currency and that type's fields, trimmed", () => {
    const values = { ...EMPTY_PAYOUT, currency: '5', dc_address: ' TQn9 ', bank_name: 'ignored' };
    expect(payoutParams(1, values)).toEqual({ type: 1, draw_id: 5, dc_address: 'TQn9' });
  });
});

describe('payout labels', () => {
  it('a currency is its code, with "-" and the protocol when it has one', () => {
    expect(currencyLabel({ code: 'USDT', protocol: 'TRC20' })).toBe('USDT-TRC20');
    expect(currencyLabel({ code: 'EUR', protocol: '' })).toBe('EUR');
  });

  it('a method is told apart by its address, or its bank and account', () => {
    expect(methodLine({ draw_type: 1, dc_address: 'TQn9', bank_name: '', payee_account: '' })).toBe('TQn9');
    expect(methodLine({ draw_type: 2, dc_address: '', bank_name: 'Bank', payee_account: '001' })).toBe('Bank 001');
  });
});
