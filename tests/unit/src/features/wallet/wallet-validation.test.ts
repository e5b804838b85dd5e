import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkCharge,
  checkIdentity,
  checkTransfer,
  checkWithdraw,
} from '../../../../../src/features/wallet/wallet-validation';

describe('an amount as typed', () => {
  it('is required', () => {
    expect(checkAmount('')).toBe('required');
    expect(checkAmount('   ')).toBe('required');
  });

  it("must be a plain decimal number (the server's amount schema)", () => {
    expect(checkAmount('abc')).toBe('not_number');
    expect(checkAmount('1e3')).toBe('not_number');
    expect(checkAmount('1,000')).toBe('not_number');
    expect(checkAmount('.5')).toBe('not_number');
  });

  it('must be positive, with at most 2 decimals, and not absurd', () => {
    // The server's schema takes a signed decimal and the wallet then says what is wrong with it: "-5" is a number
    // that is not positive (before, a hand-written rule called it "not a number").
    expect(checkAmount('-5')).toBe('not_positive');
    expect(checkAmount('0')).toBe('not_positive');
    expect(checkAmount('0.00')).toBe('not_positive');
    expect(checkAmount('1.005')).toBe('too_many_decimals');
    expect(checkAmount('2000000000')).toBe('too_large');
  });

  it('accepts a usable amount, around spaces', () => {
    expect(checkAmount('100')).toBeNull();
    expect(checkAmount(' 25.5 ')).toBeNull();
    expect(checkAmount('0.01')).toBeNull();
  });
});

describe("each wallet form's input, by the server's schema of its call", () => {
  it('a transfer checks the amount it sends', () => {
    const sides = { currency_id: 1 as const, from: 1, to: 2 };
    expect(checkTransfer({ ...sides, balance: '' })).toEqual({ amount: 'required' });
    expect(checkTransfer({ ...sides, balance: '12abc' })).toEqual({ amount: 'not_number' });
    expect(checkTransfer({ ...sides, balance: '-5' })).toEqual({ amount: 'not_positive' });
    expect(checkTransfer({ ...sides, balance: '10.50' })).toEqual({});
  });

  it('a withdrawal needs a currency and a usable amount', () => {
    const input = { draw_currency_id: 3, number: '25', memo: '', draw_method_id: 7 };
    expect(checkWithdraw(input)).toEqual({});
    expect(checkWithdraw({ ...input, draw_currency_id: '' })).toEqual({ currency: 'choose' });
    expect(checkWithdraw({ ...input, number: '1.001' })).toEqual({ amount: 'too_many_decimals' });
    // The missing payout method is the form's dialog, not a field's problem.
    expect(checkWithdraw({ ...input, draw_method_id: '' })).toEqual({});
  });

  it('a deposit checks its amount', () => {
    // All of a deposit's problems at once (issue 19, item 9): the account, the amount and the proof together.
    expect(checkCharge({ amount: ' ', wireId: null, proofImg: '' })).toEqual({ wire: 'choose', amount: 'required', proof: 'choose' });
    expect(checkCharge({ amount: '1e3', wireId: 3, proofImg: '/up/a.png' })).toEqual({ amount: 'not_number' });
    expect(checkCharge({ amount: '100', wireId: 3, proofImg: '/up/a.png' })).toEqual({});
  });

  it('real-name verification: a name, and an id number of letters, digits and hyphens', () => {
    const input = { name: 'Ana Lima', card_id: 'AB-123', front_pic: '', reverse_pic: '' };
    expect(checkIdentity(input)).toEqual({});
    expect(checkIdentity({ ...input, name: '', card_id: '' })).toEqual({ name: 'required', card_id: 'required' });
    expect(checkIdentity({ ...input, card_id: 'AB 123' })).toEqual({ card_id: 'invalid' });
    expect(checkIdentity({ ...input, name: 'x'.repeat(101) })).toEqual({ name: 'invalid' });
  });
});
