import { describe, expect, it } from 'vitest';
import { amountCheck } from '../../../../src/lib/amount-check';

// The amount check the wallet's forms and the fund subscription share: blank first, then the call's schema, then the
// wallet's rule on the trimmed text.

describe('amountCheck', () => {
  it('asks for a blank amount before anything else', () => {
    expect(amountCheck('   ', true)).toBe('required');
  });

  it("takes the schema's refusal as not a number", () => {
    expect(amountCheck('1e3', true)).toBe('not_number');
  });

  it("applies the wallet's rule to what the schema accepts", () => {
    expect(amountCheck('0', false)).toBe('not_positive');
    expect(amountCheck('1.005', false)).toBe('too_many_decimals');
    expect(amountCheck(' 25.50 ', false)).toBeUndefined();
  });
});
