import { describe, expect, it } from 'vitest';
import { checkAmount } from '../../../../../src/features/wallet/amount-input';

describe('an amount as typed', () => {
  it('is required', () => {
    expect(checkAmount('')).toBe('required');
    expect(checkAmount('   ')).toBe('required');
  });

  it('must be a plain decimal number', () => {
    expect(checkAmount('abc')).toBe('not_number');
    expect(checkAmount('1e3')).toBe('not_number');
    expect(checkAmount('-5')).toBe('not_number');
    expect(checkAmount('1,000')).toBe('not_number');
    expect(checkAmount('.5')).toBe('not_number');
  });

  it('must be positive, with at most 2 decimals, and not absurd', () => {
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
