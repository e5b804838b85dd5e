import { describe, expect, it } from 'vitest';
import { amountProblem, withdrawFee, withdrawReceivable } from '../../../common/wallet';
import { totalBalance } from '../../../common/money';

// The wallet's formulas of spec section 9, which the server records and the withdraw screen shows.

describe('withdraw fee and receivable', () => {
  it('takes a fixed fee when fee_type is 1, otherwise a share of the amount', () => {
    expect(withdrawFee('100', '1', 1)).toBe('1.00');
    expect(withdrawFee('100', '0.015', 2)).toBe('1.50');
    expect(withdrawFee('33.33', '0.01', 0)).toBe('0.33');
    expect(withdrawFee('0.50', '0.01', 2)).toBe('0.01');
  });

  it('pays (amount - fee) x usd_price, 2 decimals, never below 0', () => {
    expect(withdrawReceivable('200', '2.00', '0.92')).toBe('182.16');
    expect(withdrawReceivable('100', '1', '1')).toBe('99.00');
    expect(withdrawReceivable('10.005', '0', '1')).toBe('10.01');
    expect(withdrawReceivable('1', '5', '1')).toBe('0.00');
    expect(withdrawReceivable('0.1', '0', '0.2')).toBe('0.02');
  });

  it('adds balance and lockBalance of every account for the total, 2 decimals', () => {
    expect(
      totalBalance([
        { balance: '0.10', lockBalance: '0.20' },
        { balance: '100', lockBalance: '0' },
      ]),
    ).toBe('100.30');
  });
});

describe('amount problems', () => {
  it.each([
    ['0', 'not_positive'],
    ['-1', 'not_positive'],
    ['1.001', 'too_many_decimals'],
    ['1000000000.01', 'too_large'],
    ['1000000000', null],
    ['0.01', null],
  ] as const)('%s: %s', (text, problem) => {
    expect(amountProblem(text)).toBe(problem);
  });
});
