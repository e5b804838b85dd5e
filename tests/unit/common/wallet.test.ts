import { describe, expect, it } from 'vitest';
import { amountProblem, depositCredit, withdrawFee, withdrawReceivable } from '../../../common/wallet';
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

  it('credits a deposit in another currency amount / units per USD, cut once to the cent (issue 31, defect 1)', () => {
    expect(depositCredit('500', '0.92')).toBe('543.47');
    expect(depositCredit('500.00', '0.9')).toBe('555.55');
    expect(depositCredit('100', '1')).toBe('100.00');
    expect(depositCredit('7.80', '7.8')).toBe('1.00');
    // 1 / 3 = 0.333...: never rounded up to a cent the house did not receive.
    expect(depositCredit('1', '3')).toBe('0.33');
    expect(depositCredit('2', '3')).toBe('0.66');
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
