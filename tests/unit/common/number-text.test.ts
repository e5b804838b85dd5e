import { describe, expect, it } from 'vitest';
import { decimalText } from '../../../common/number-text';

// A decimal written for a language. Found by the bad-input suite (FUZZ_SEED=2): an operator's adjustment reason that
// reads as a decimal of 33 places was formatted into the customer's ledger line, and Intl.NumberFormat, which takes
// at most 20 decimals, threw: the ledger list answered 500.

describe('decimalText', () => {
  it('groups a decimal for the language, with the decimals it has', () => {
    expect(decimalText('1483511.64', 'en')).toBe('1,483,511.64');
    expect(decimalText('1483511.64', 'de')).toBe('1.483.511,64');
  });

  it('writes a decimal with more places than Intl can show as it is, rather than throwing', () => {
    const precise = '1.123456789012345678901234567890123';
    expect(decimalText(precise, 'en')).toBe(precise);
    expect(decimalText('1.5', 'en', 25)).toBe('1.5');
  });
});
