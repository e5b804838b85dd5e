import { Decimal, formatAmount, PLACES, roundBalance, roundFundDayProfit } from './money';

// The fund's formulas of spec section 9, shared by the subscribe screen and the server so the figures a user is
// shown before subscribing or redeeming are the ones the server pays and charges. Amounts are decimal strings in and
// out, each rounded once, here.

/** Fund subscription status (spec section 4). Redemption is open only at inProgress. */
export const FUND_SUB_STATUS = { inProgress: 1, refunding: 2, refunded: 3, finished: 4 } as const;
export type FundSubStatus = (typeof FUND_SUB_STATUS)[keyof typeof FUND_SUB_STATUS];

/** How a fund settles an early redemption: at once, or after an operator approves it. */
export const FUND_REFUND_MODE = { immediate: 1, approval: 2 } as const;
export type FundRefundMode = (typeof FUND_REFUND_MODE)[keyof typeof FUND_REFUND_MODE];

/** Day profit = dividend_percentage % of the amount, 4 decimals, half up. */
export function fundDayProfit(amount: Decimal.Value, dividendPercentage: Decimal.Value): string {
  return formatAmount(roundFundDayProfit(new Decimal(amount).times(dividendPercentage).dividedBy(100)), PLACES.fundDayProfit);
}

/** Total profit = lock_dividend_days x day profit (the rounded day profit, so it is the sum of what is paid). */
export function fundTotalProfit(amount: Decimal.Value, dividendPercentage: Decimal.Value, lockDays: number): string {
  return formatAmount(new Decimal(fundDayProfit(amount, dividendPercentage)).times(lockDays), PLACES.fundDayProfit);
}

/** Redemption penalty = share_amount x liquidated_damages / 100, 2 decimals (it leaves an account), half up. */
export function fundRedemptionPenalty(amount: Decimal.Value, liquidatedDamages: Decimal.Value): string {
  return formatAmount(new Decimal(amount).times(liquidatedDamages).dividedBy(100));
}

/** What an early redemption returns: the amount less the penalty, never below zero. */
export function fundRefundAmount(amount: Decimal.Value, liquidatedDamages: Decimal.Value): string {
  return formatAmount(Decimal.max(new Decimal(amount).minus(fundRedemptionPenalty(amount, liquidatedDamages)), 0));
}

/**
 * What the account has been credited after `days` payouts. The ledger keeps 2 decimals and a day profit has 4, so
 * each day credits the growth of the rounded running total: the sum credited is always the total accrued rounded
 * once, never a sum of per-day roundings that could drift by a cent a day.
 */
export function fundCreditedThrough(dayProfit: Decimal.Value, days: number): Decimal {
  return roundBalance(new Decimal(dayProfit).times(days));
}

/** The credit for payout number `day` (1-based): may be 0.00 on a day whose growth rounds away. */
export function fundDayCredit(dayProfit: Decimal.Value, day: number): string {
  return formatAmount(fundCreditedThrough(dayProfit, day).minus(fundCreditedThrough(dayProfit, day - 1)));
}

export interface FundLimits {
  staring_sub_amount: string;
  max_sub_amount: string;
}

export type FundAmountProblem = 'below_minimum' | 'above_maximum' | 'above_total_maximum';

/**
 * Whether `amount` (already a positive 2-decimal amount) fits the fund's limits: at least the minimum, at most the
 * maximum per subscription, and at most the maximum in total with what the user already holds in it (`held`).
 */
export function fundAmountProblem(amount: Decimal.Value, fund: FundLimits, held: Decimal.Value = 0): FundAmountProblem | null {
  const value = new Decimal(amount);
  if (value.lt(fund.staring_sub_amount)) return 'below_minimum';
  if (value.gt(fund.max_sub_amount)) return 'above_maximum';
  if (value.plus(held).gt(fund.max_sub_amount)) return 'above_total_maximum';
  return null;
}
