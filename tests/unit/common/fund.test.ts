import { describe, expect, it } from 'vitest';
import {
  fundAmountProblem,
  fundDayCredit,
  fundDayProfit,
  fundRedemptionPenalty,
  fundRefundAmount,
  fundTotalProfit,
} from '../../../common/fund';

// The fund's formulas of spec section 9, worked by hand: the subscribe screen shows them and the server pays them.

describe('day profit', () => {
  it('is dividend_percentage % of the amount, 4 decimals', () => {
    // 1000 x 0.35 / 100 = 3.5
    expect(fundDayProfit('1000', '0.35')).toBe('3.5000');
    // 333.33 x 0.123 / 100 = 0.4099959 -> 0.4100
    expect(fundDayProfit('333.33', '0.123')).toBe('0.4100');
    // 100.01 x 0.5 / 100 = 0.50005: half up to 0.5001 (a binary float lands below the half and gives 0.5000)
    expect(fundDayProfit('100.01', '0.5')).toBe('0.5001');
    expect(fundDayProfit('0.01', '0.1')).toBe('0.0000');
  });
});

describe('total profit', () => {
  it('is lock days x the rounded day profit', () => {
    expect(fundTotalProfit('1000', '0.35', 30)).toBe('105.0000');
    // 0.5001 x 7 = 3.5007, not 100.01 x 0.5% x 7 = 3.50035
    expect(fundTotalProfit('100.01', '0.5', 7)).toBe('3.5007');
  });
});

describe('redemption penalty and refund', () => {
  it('is share_amount x liquidated_damages / 100, 2 decimals, half up', () => {
    expect(fundRedemptionPenalty('1000', '5')).toBe('50.00');
    // 333.33 x 2.5 / 100 = 8.33325 -> 8.33
    expect(fundRedemptionPenalty('333.33', '2.5')).toBe('8.33');
    // 100.10 x 5 / 100 = 5.005 -> 5.01
    expect(fundRedemptionPenalty('100.10', '5')).toBe('5.01');
    expect(fundRedemptionPenalty('500', '0')).toBe('0.00');
  });

  it('returns the amount less the penalty', () => {
    expect(fundRefundAmount('1000', '5')).toBe('950.00');
    expect(fundRefundAmount('100.10', '5')).toBe('95.09');
    expect(fundRefundAmount('10', '100')).toBe('0.00');
  });
});

describe('daily credit to the 2-decimal ledger', () => {
  it('credits the growth of the rounded running total, so the days sum to the total rounded once', () => {
    // 0.3333 a day: 0.33, 0.67, 1.00 credited through days 1..3
    expect([1, 2, 3].map((day) => fundDayCredit('0.3333', day))).toEqual(['0.33', '0.34', '0.33']);
    // 0.004 a day: nothing on day 1 (0.004 -> 0.00), a cent on day 2 (0.008 -> 0.01)
    expect([1, 2, 3].map((day) => fundDayCredit('0.0040', day))).toEqual(['0.00', '0.01', '0.00']);
    expect(fundDayCredit('3.5000', 10)).toBe('3.50');
  });
});

describe('subscription limits', () => {
  const fund = { staring_sub_amount: '100.00', max_sub_amount: '5000.00' };
  it('refuses below the minimum, above the maximum, and above the maximum in total with what is held', () => {
    expect(fundAmountProblem('99.99', fund)).toBe('below_minimum');
    expect(fundAmountProblem('100', fund)).toBeNull();
    expect(fundAmountProblem('5000', fund)).toBeNull();
    expect(fundAmountProblem('5000.01', fund)).toBe('above_maximum');
    expect(fundAmountProblem('1000', fund, '4000.00')).toBeNull();
    expect(fundAmountProblem('1000.01', fund, '4000.00')).toBe('above_total_maximum');
  });
});
