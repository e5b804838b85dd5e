import { describe, expect, it } from 'vitest';
import { kycProblems, loanAmountCheck, type KycInput } from '../../../../../src/features/loan/validation';

// The loan forms refuse what the server would, with the server's own schemas (spec section 5).

const BOUNDS = { min_amount: '500.00', max_amount: '10000.00' };

describe('the loan amount', () => {
  it('asks for an amount when it is empty (the spec: input amount)', () => {
    expect(loanAmountCheck('', BOUNDS)).toBe('required');
    expect(loanAmountCheck('   ', BOUNDS)).toBe('required');
  });

  it('names what is wrong with it', () => {
    expect(loanAmountCheck('abc', BOUNDS)).toBe('not_number');
    expect(loanAmountCheck('1e4', BOUNDS)).toBe('not_number');
    expect(loanAmountCheck('-600', BOUNDS)).toBe('not_number');
    expect(loanAmountCheck('600.123', BOUNDS)).toBe('too_many_decimals');
    expect(loanAmountCheck('0', BOUNDS)).toBe('not_positive');
    expect(loanAmountCheck('499.99', BOUNDS)).toBe('below_minimum');
    expect(loanAmountCheck('10000.01', BOUNDS)).toBe('above_maximum');
  });

  it('accepts the bounds themselves and amounts between them', () => {
    for (const amount of ['500', '500.00', '1000.5', '10000.00']) expect(loanAmountCheck(amount, BOUNDS), amount).toBeNull();
  });
});

describe('the identity check', () => {
  const good: KycInput = {
    name: 'Hopper',
    last_name: 'Grace',
    sex: 2,
    birthday: '1966-12-09',
    country: 'HK',
    mobile: '852-91234567',
    id_card_type: 2,
    id_number: 'K1234567',
    hand_pic: '/api/common/upload/0123456789abcdef0123456789abcdef.png',
    address: '1 Harbour Road, Hong Kong',
  };

  it('accepts a complete one', () => {
    expect([...kycProblems(good, '2026-11-26')]).toEqual([]);
  });

  it('bounds the birthday from 1950-01-01 to today', () => {
    expect([...kycProblems({ ...good, birthday: '1949-12-31' }, '2026-11-26')]).toEqual(['birthday']);
    expect([...kycProblems({ ...good, birthday: '1950-01-01' }, '2026-11-26')]).toEqual([]);
    expect([...kycProblems({ ...good, birthday: '2026-11-26' }, '2026-11-26')]).toEqual([]);
    expect([...kycProblems({ ...good, birthday: '2026-11-27' }, '2026-11-26')]).toEqual(['birthday']);
    expect([...kycProblems({ ...good, birthday: '2001-02-30' }, '2026-11-26')]).toEqual(['birthday']);
  });

  it('names every missing field at once', () => {
    const empty: KycInput = {
      name: '',
      last_name: '',
      sex: 0,
      birthday: '',
      country: '',
      mobile: '',
      id_card_type: 0,
      id_number: '',
      hand_pic: '',
      address: '',
    };
    expect(new Set(kycProblems(empty, '2026-11-26'))).toEqual(
      new Set(['name', 'last_name', 'sex', 'birthday', 'country', 'mobile', 'id_card_type', 'id_number', 'hand_pic', 'address']),
    );
  });
});
