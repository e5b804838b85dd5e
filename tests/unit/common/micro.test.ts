import { describe, expect, it } from 'vitest';
import { breakEvenWinRate, microExpectedIncome, microResult, microWins } from '../../../common/micro';

// Spec sections 4, 5 and 9: the win rule, the expected income on the form, and the result of a settled option.

describe('micro formulas', () => {
  it('wins up at or above the open price and down at or below it', () => {
    expect([microWins(1, '1.1', '1.1'), microWins(1, '1.1', '1.10001'), microWins(1, '1.1', '1.09999')]).toEqual([true, true, false]);
    expect([microWins(2, '1.1', '1.1'), microWins(2, '1.1', '1.09999'), microWins(2, '1.1', '1.10001')]).toEqual([true, true, false]);
  });

  it('shows amount x ratio to 2 decimals, and 0 for a missing, non-positive or non-numeric amount', () => {
    expect(microExpectedIncome('100', '0.85')).toBe('85.00');
    expect(microExpectedIncome('33.33', '0.82')).toBe('27.33');
    expect(['', undefined, '0', '-5', 'abc', '1e3'].map((amount) => microExpectedIncome(amount, '0.85'))).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it('pays amount x ratio on a win and costs the amount, or amount x ratio, on a loss', () => {
    expect(microResult('100', '0.82', true, 0).toFixed(2)).toBe('82.00');
    expect(microResult('100', '0.82', false, 0).toFixed(2)).toBe('-100.00');
    expect(microResult('100', '0.82', false, 1).toFixed(2)).toBe('-82.00');
    // Rounded once, half up: 33.33 x 0.85 = 28.3305.
    expect(microResult('33.33', '0.85', true, 0).toFixed(2)).toBe('28.33');
  });

  it('needs 1 / (1 + ratio) of orders to win to break even', () => {
    expect(breakEvenWinRate('0.8', 0).toFixed(4)).toBe('0.5556');
    expect(breakEvenWinRate('0.8', 1).toFixed(4)).toBe('0.5000');
  });
});

describe('microOutcomes', () => {
  it('pays amount x ratio and costs the amount, or amount x ratio, as a positive loss', async () => {
    const { microOutcomes } = await import('../../../common/micro');
    const whole = microOutcomes('100', '0.82', 0);
    const ratio = microOutcomes('33.33', '0.85', 1);
    expect([whole.payout.toFixed(2), whole.loss.toFixed(2)]).toEqual(['82.00', '100.00']);
    expect([ratio.payout.toFixed(2), ratio.loss.toFixed(2)]).toEqual(['28.33', '28.33']);
  });
});
