import { describe, expect, it } from 'vitest';
import { formatAmountText as fromAccount } from '../../../../src/features/account/amount-format';
import { formatAmountText, roundedMagnitude } from '../../../../src/lib/format';

describe('amounts grouped for a language (src/lib/format.ts)', () => {
  it('groups and keeps the decimal places given', () => {
    expect(formatAmountText('12345.60', 'en')).toBe('12,345.60');
    expect(formatAmountText('12345.60', 'de')).toBe('12.345,60');
    expect(formatAmountText('-0.50', 'en')).toBe('-0.50');
    expect(formatAmountText('1000', 'en')).toBe('1,000');
  });

  it('uses Latin digits even where the language has its own', () => {
    expect(formatAmountText('1234.56', 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatAmountText('1234.56', 'hi')).toMatch(/^1,234\.56$/);
  });

  it('does not round: a long decimal stays exact', () => {
    expect(formatAmountText('12345678901234.123456789', 'en')).toBe('12,345,678,901,234.123456789');
  });

  it('leaves what is not a plain decimal unchanged', () => {
    expect(formatAmountText('--', 'en')).toBe('--');
    expect(formatAmountText('1e5', 'en')).toBe('1e5');
  });

  it('is the one the account centre uses', () => {
    expect(fromAccount).toBe(formatAmountText);
  });
});

describe('rounding for display without decimal.js', () => {
  it('rounds the exact decimal half up, where a binary float would round down', () => {
    // As floats, 1.005 and 2.675 sit just below their halves and would round to 1.00 and 2.67.
    expect(roundedMagnitude('1.005')).toEqual({ digits: '1.01', negative: false });
    expect(roundedMagnitude('2.675')).toEqual({ digits: '2.68', negative: false });
    expect(roundedMagnitude('-0.125')).toEqual({ digits: '0.13', negative: true });
  });

  it('keeps big values whole and tells a tiny negative apart from its rounded zero', () => {
    expect(roundedMagnitude('123456789012345678.994')).toEqual({ digits: '123456789012345678.99', negative: false });
    expect(roundedMagnitude('-0.004')).toEqual({ digits: '0.00', negative: true });
  });
});
