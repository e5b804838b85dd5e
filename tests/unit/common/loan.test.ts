import { describe, expect, it } from 'vitest';
import {
  amountDue,
  chargedDays,
  dailyPenalty,
  dayRatePercent,
  effectivePenaltyRate,
  lateDays,
  loanAmountProblem,
  loanDueDay,
  loanInterest,
  loanRepaymentTime,
  loanTotalRepay,
  penaltyFor,
} from '../../../common/loan';

// The loan's formulas of spec section 9, worked by hand: the submit screen shows them, the agreement states them and
// the server books them. Rates are hundredths of a percent a day (5 = 0.05% a day).

describe('day rate', () => {
  it('is shown as rate / 100 percent, without trailing zeros', () => {
    expect(dayRatePercent('5')).toBe('0.05');
    expect(dayRatePercent('25')).toBe('0.25');
    expect(dayRatePercent('100')).toBe('1');
    expect(dayRatePercent('12.5')).toBe('0.125');
  });
});

describe('total interest', () => {
  it('is amount x daily rate x (loan_period - free_period)', () => {
    // 1000 x 0.0005 x (30 - 7) = 11.5
    expect(loanInterest('1000', '5', 30, 7)).toBe('11.50');
    // 333.33 x 0.0007 x 7 = 1.633317 -> 1.63
    expect(loanInterest('333.33', '7', 10, 3)).toBe('1.63');
  });

  it('rounds half up once, to 2 decimals', () => {
    // 50 x 0.0001 x 1 = 0.005 -> 0.01
    expect(loanInterest('50', '1', 1, 0)).toBe('0.01');
    // 10.01 x 0.0005 x 9 = 0.045045 -> 0.05 (a float would say 0.04504499...)
    expect(loanInterest('10.01', '5', 9, 0)).toBe('0.05');
  });

  it('is zero when the whole period is interest-free, never negative', () => {
    expect(chargedDays(7, 7)).toBe(0);
    expect(chargedDays(7, 10)).toBe(0);
    expect(loanInterest('1000', '5', 7, 10)).toBe('0.00');
  });

  it('gives the total to repay on time as amount + interest', () => {
    expect(loanTotalRepay('1000', '5', 30, 7)).toBe('1011.50');
    expect(loanTotalRepay('333.33', '7', 10, 3)).toBe('334.96');
  });
});

describe('late fee', () => {
  it('is 0.25% of the principal a day when the config sets no rate', () => {
    expect(effectivePenaltyRate(null)).toBe('25');
    expect(effectivePenaltyRate('')).toBe('25');
    expect(dailyPenalty('1000', null)).toBe('2.50');
    // 333.33 x 0.0025 = 0.833325 -> 0.83 a day; 3 days 2.49
    expect(dailyPenalty('333.33', undefined)).toBe('0.83');
    expect(penaltyFor('333.33', null, 3)).toBe('2.49');
  });

  it("uses the config's own rate when it sets one", () => {
    // 200 x 0.005 = 1 a day
    expect(dailyPenalty('200', '50')).toBe('1.00');
    expect(penaltyFor('200', '50', 4)).toBe('4.00');
  });

  it('is nothing for no late days', () => {
    expect(penaltyFor('1000', null, 0)).toBe('0.00');
    expect(penaltyFor('1000', null, -2)).toBe('0.00');
  });

  it('makes the amount due amount + interest + penalty', () => {
    // 1000 + 11.50 + 3 x 2.50
    expect(amountDue('1000', loanInterest('1000', '5', 30, 7), penaltyFor('1000', null, 3))).toBe('1019.00');
  });
});

describe('due dates', () => {
  it('falls loan_period days after the payout day, across months and leap days', () => {
    // 2026-01-30 + 30: Jan 31 (1), Feb 28 (29), Mar 1 (30)
    expect(loanDueDay('2026-01-30', 30)).toBe('2026-03-01');
    // 2028 is a leap year: Feb 29 exists
    expect(loanDueDay('2028-02-22', 7)).toBe('2028-02-29');
    expect(loanDueDay('2026-12-25', 7)).toBe('2027-01-01');
  });

  it('sets repayment_time to the last millisecond of the due day', () => {
    expect(loanRepaymentTime('2026-01-30', 30)).toBe(Date.parse('2026-03-01T23:59:59.999Z'));
  });

  it('counts late days from the day after the due day', () => {
    expect(lateDays('2026-03-01', '2026-02-20')).toBe(0);
    expect(lateDays('2026-03-01', '2026-03-01')).toBe(0);
    expect(lateDays('2026-03-01', '2026-03-02')).toBe(1);
    expect(lateDays('2026-03-01', '2026-03-04')).toBe(3);
  });
});

describe('amount bounds', () => {
  const config = { min_amount: '100.00', max_amount: '5000.00' };

  it('takes the bounds themselves', () => {
    expect(loanAmountProblem('100', config)).toBeNull();
    expect(loanAmountProblem('5000.00', config)).toBeNull();
  });

  it('says what is wrong with the others', () => {
    expect(loanAmountProblem('0', config)).toBe('not_positive');
    expect(loanAmountProblem('100.001', config)).toBe('too_many_decimals');
    expect(loanAmountProblem('99.99', config)).toBe('below_minimum');
    expect(loanAmountProblem('5000.01', config)).toBe('above_maximum');
  });
});
