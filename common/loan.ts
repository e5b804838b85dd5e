import { ACCOUNT_CURRENCY, Decimal, formatAmount } from './money';

// The loan's formulas of spec section 9, shared by the submit and record screens and the server, so the figures a
// user reads before signing are the ones the agreement states and the ledger books. Amounts are decimal strings in
// and out, each rounded once, here (through common/money.ts).
//
// Rates: a config's `interest_rate` and `penalty_rate` are in hundredths of a percent a day (basis points), so the
// spec's "day rate shown as rate / 100 %" holds: a rate of 5 reads "0.05%" and costs 0.0005 of the amount a day.
// The spec's late fee of 0.25% a day is a penalty rate of 25.

/** Sex (spec section 3). */
export const LOAN_SEX = { male: 1, female: 2 } as const;
export type LoanSex = (typeof LOAN_SEX)[keyof typeof LOAN_SEX];

/** id_card_type (spec section 3). */
export const LOAN_ID_TYPE = { idCard: 1, passport: 2 } as const;
export type LoanIdType = (typeof LOAN_ID_TYPE)[keyof typeof LOAN_ID_TYPE];

/** Loans are lent into and repaid from the funding account, so in its currency; the screens and the agreement name it. */
export const LOAN_CURRENCY = ACCOUNT_CURRENCY;

/** Loan status (spec section 4). Repaying is open only at `repaying`. */
export const LOAN_STATUS = { waiting: 1, repaying: 2, rejected: 3, repaymentCheck: 4, repaid: 5 } as const;
export type LoanStatus = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];

/** The loans that block a new one: waiting for review, or paid out and not yet settled. */
export const OPEN_LOAN_STATUSES: readonly LoanStatus[] = [LOAN_STATUS.waiting, LOAN_STATUS.repaying, LOAN_STATUS.repaymentCheck];

/** Loan identity check status (spec section 4): 0 or 3 show the form (3 with the reason), 1 waits, 2 may borrow. */
export const LOAN_KYC_STATUS = { none: 0, waiting: 1, approved: 2, rejected: 3 } as const;
export type LoanKycStatus = (typeof LOAN_KYC_STATUS)[keyof typeof LOAN_KYC_STATUS];

/**
 * The borrower's name as the agreement and the back office write it: the first name then the last name (the spec
 * names them `last_name` and `name`), or the full name alone when it came from the verified identity.
 */
export function borrowerName(kyc: { name: string; last_name: string }): string {
  return [kyc.last_name, kyc.name].filter((part) => part !== '').join(' ');
}

/** Status of a repayment request sent with a proof image. */
export const REPAYMENT_STATUS = { waiting: 1, confirmed: 2, rejected: 3 } as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUS)[keyof typeof REPAYMENT_STATUS];

/** The identity check is reviewed within this many hours (spec section 9). */
export const LOAN_KYC_REVIEW_HOURS = 48;

/** Late fee a day when a config sets none: 0.25% of the principal (spec section 9), in hundredths of a percent. */
export const DEFAULT_PENALTY_RATE = '25';

/** A rate in hundredths of a percent as a fraction of the amount (5 -> 0.0005). */
function rateFraction(rate: Decimal.Value): Decimal {
  return new Decimal(rate).dividedBy(10_000);
}

/** The day rate as the screens and the agreement show it: rate / 100, a percent, without trailing zeros ("0.05"). */
export function dayRatePercent(rate: Decimal.Value): string {
  return new Decimal(rate).dividedBy(100).toString();
}

/** Interest-bearing days: loan_period - free_period, never below zero. */
export function chargedDays(loanPeriod: number, freePeriod: number): number {
  return Math.max(0, loanPeriod - freePeriod);
}

/** Total interest = amount x daily rate x (loan_period - free_period), 2 decimals, half up. */
export function loanInterest(amount: Decimal.Value, rate: Decimal.Value, loanPeriod: number, freePeriod: number): string {
  return formatAmount(new Decimal(amount).times(rateFraction(rate)).times(chargedDays(loanPeriod, freePeriod)));
}

/** Total to repay on time = amount + total interest. */
export function loanTotalRepay(amount: Decimal.Value, rate: Decimal.Value, loanPeriod: number, freePeriod: number): string {
  return formatAmount(new Decimal(amount).plus(loanInterest(amount, rate, loanPeriod, freePeriod)));
}

/** The penalty rate in force: the config's, or 0.25% a day when it sets none. */
export function effectivePenaltyRate(penaltyRate: string | null | undefined): string {
  return penaltyRate === null || penaltyRate === undefined || penaltyRate === '' ? DEFAULT_PENALTY_RATE : penaltyRate;
}

/** One day's late fee: the principal x the penalty rate, 2 decimals, half up (every late day adds exactly this). */
export function dailyPenalty(amount: Decimal.Value, penaltyRate: string | null | undefined): string {
  return formatAmount(new Decimal(amount).times(rateFraction(effectivePenaltyRate(penaltyRate))));
}

/** The late fee after `lateDays` days: days x the day's fee. */
export function penaltyFor(amount: Decimal.Value, penaltyRate: string | null | undefined, lateDays: number): string {
  return formatAmount(new Decimal(dailyPenalty(amount, penaltyRate)).times(Math.max(0, lateDays)));
}

/** Repay needed = amount + interest + penalty (spec section 9). */
export function amountDue(amount: Decimal.Value, interest: Decimal.Value, penalty: Decimal.Value): string {
  return formatAmount(new Decimal(amount).plus(interest).plus(penalty));
}

// Dates. A loan's days are UTC calendar days, written YYYY-MM-DD. It is paid out on day D and due at the end of day
// D + loan_period; each day after that (D + loan_period + 1, + 2, ...) adds one day's late fee when it begins.

const DAY_MS = 86_400_000;

/** The UTC calendar day of `ms`, as YYYY-MM-DD. */
export function loanDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addLoanDays(day: string, days: number): string {
  return loanDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function loanDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The due day of a loan paid out on `payoutDay`: payoutDay + loan_period. */
export function loanDueDay(payoutDay: string, loanPeriod: number): string {
  return addLoanDays(payoutDay, loanPeriod);
}

/** repayment_time: the last millisecond of the due day (milliseconds since the epoch). */
export function loanRepaymentTime(payoutDay: string, loanPeriod: number): number {
  return Date.parse(`${addLoanDays(loanDueDay(payoutDay, loanPeriod), 1)}T00:00:00Z`) - 1;
}

/** Late days on `today`: whole days past the due day (0 on or before it). */
export function lateDays(dueDay: string, today: string): number {
  return Math.max(0, loanDaysBetween(dueDay, today));
}

export type LoanAmountProblem = 'not_positive' | 'too_many_decimals' | 'below_minimum' | 'above_maximum';

/** What is wrong with a loan amount (a plain decimal) for a config's bounds, or null when it may be borrowed. */
export function loanAmountProblem(amount: string, config: { min_amount: string; max_amount: string }): LoanAmountProblem | null {
  const value = new Decimal(amount);
  if (value.lte(0)) return 'not_positive';
  if (value.decimalPlaces() > 2) return 'too_many_decimals';
  if (value.lt(config.min_amount)) return 'below_minimum';
  if (value.gt(config.max_amount)) return 'above_maximum';
  return null;
}

/** The birthday range (spec section 5): from 1950-01-01 to today. */
export const BIRTHDAY_MIN = '1950-01-01';

/** The loan area's business codes of the envelope (beside common/envelope.ts's CODE). */
export const LOAN_CODE = {
  /** The identity check is not in a state that allows this (sending it while waiting or approved, borrowing before
   * it is approved). */
  KYC_STATE: 7001,
  /** A config that does not exist or is disabled. */
  CONFIG_UNAVAILABLE: 7002,
  /** An amount outside the config's minimum and maximum. */
  LIMIT: 7003,
  /** A second loan while one is waiting, unpaid or under repayment check. */
  OPEN_LOAN: 7004,
  /** A loan not in a state that allows this (repaying one that is not at status 2). */
  STATE: 7005,
  /** The agreement signed is not the one the server showed for these terms (read it again). */
  AGREEMENT_CHANGED: 7006,
  /** The signature is not a PNG image, or is blank (all one colour). */
  SIGNATURE: 7007,
} as const;
