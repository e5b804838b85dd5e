import { describe, expect, it } from 'vitest';
import { EMPTY_PAYOUT, payoutFields, payoutParams } from '../../../../../src/features/wallet/payout-form';
import { checkPayout } from '../../../../../src/features/wallet/wallet-validation';
import { currencyLabel, methodLine } from '../../../../../src/features/wallet/method-label';

describe('adding a payout method', () => {
  it('a coin address asks for a currency and the address', () => {
    expect(payoutFields(1)).toEqual(['currency', 'dc_address']);
    expect(checkPayout(1, EMPTY_PAYOUT)).toEqual({ currency: 'required', dc_address: 'required' });
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
      payee_account: '1',
    };
    expect(checkPayout(2, filled)).toEqual({ bank_address: 'required' });
  });

  it("refuses what the server's schema refuses: a text past its length, a control character", () => {
    const values = { ...EMPTY_PAYOUT, currency: '3', dc_address: 'T'.repeat(129) };
    expect(checkPayout(1, values)).toEqual({ dc_address: 'invalid' });
    expect(checkPayout(1, { ...values, dc_address: 'T'.repeat(128) })).toEqual({});
    expect(checkPayout(1, { ...values, dc_address: 'TQn\u00079' })).toEqual({ dc_address: 'invalid' });
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
