import DecimalJs from 'decimal.js';

// Money is never a binary float: amounts are decimal strings on the wire and Decimal in arithmetic. This is the
// one decimal set-up (40 significant digits, half up) the browser and the server share, and the one place that
// rounds to the spec's places (section 9). Nothing else imports decimal.js (lint enforces it).

/** Decimal with the project's set-up; use it wherever decimal.js would be used. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;
// A type-only namespace, so `Decimal.Value` and friends read as they do with decimal.js itself.
// eslint-disable-next-line @typescript-eslint/no-namespace -- merges types into the exported constructor's name
export declare namespace Decimal {
  export type Value = DecimalJs.Value;
  export type Rounding = DecimalJs.Rounding;
}

/** The currency of the user's accounts (funding and trading), in which every balance and ledger entry is kept. */
export const ACCOUNT_CURRENCY = 'USD';

/** How many decimals each kind of amount keeps (spec section 9). */
export const PLACES = {
  /** Balances, fees, profits, totals, withdrawals: everything that is money in an account. */
  balance: 2,
  /** A fixed-mode contract margin: lots x units per lot. */
  fixedMargin: 6,
  /** A fund's day profit: dividend_percentage % of the amount. */
  fundDayProfit: 4,
  /** A ratio shown x 100 as a percent. */
  percent: 2,
} as const;

/** Money as the ledger holds it: 2 decimals, rounded half up, once. */
export function roundBalance(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(PLACES.balance, Decimal.ROUND_HALF_UP);
}

/** A fixed-mode margin: 6 decimals, half up. */
export function roundFixedMargin(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(PLACES.fixedMargin, Decimal.ROUND_HALF_UP);
}

/** A fund's day profit: 4 decimals, half up. */
export function roundFundDayProfit(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(PLACES.fundDayProfit, Decimal.ROUND_HALF_UP);
}

/** An amount as the API writes it: fixed to `places` decimals, rounded half up once. */
export function formatAmount(value: Decimal.Value, places: number = PLACES.balance): string {
  return new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP);
}

/**
 * An amount that must not be overstated (what may leave an account), or a typed figure cut to a field's places: 2
 * decimals unless told, rounded toward zero.
 */
export function formatAmountDown(value: Decimal.Value, places: number = PLACES.balance): string {
  return new Decimal(value).toFixed(places, Decimal.ROUND_DOWN);
}

/** A price as the API and the screens write it: fixed to the instrument's precision, rounded half up once. */
export function formatPrice(value: Decimal.Value, precision: number): string {
  return new Decimal(value).toFixed(Math.max(0, precision), Decimal.ROUND_HALF_UP);
}

/**
 * A float from the market's own arithmetic (the simulated and replayed feeds' prices, the day's change, a chart
 * axis) fixed to `places`, by the float's rounding: these paths run per tick and per candle, where a Decimal for
 * each value would cost more than the figure is worth, and no balance is ever computed from them.
 */
export function formatFloat(value: number, places: number): string {
  return value.toFixed(Math.max(0, places));
}

/** A decimal in plain digits, never in exponent notation, not rounded ("1e-7" is "0.0000001"). */
export function plainDecimal(value: Decimal.Value): string {
  return new Decimal(value).toFixed();
}

/** A ratio as the PWA shows it: x 100, at most 2 decimals, no trailing zeros ("0.85" is "85"). */
export function formatPercent(ratio: Decimal.Value): string {
  return new Decimal(ratio).times(100).toDecimalPlaces(PLACES.percent, Decimal.ROUND_HALF_UP).toString();
}

/** The amount with its sign turned, exactly (never by putting a "-" before its text, which "-5" would break). */
export function negate(value: Decimal.Value): Decimal {
  return new Decimal(value).negated();
}

/** Total balance = the sum of balance plus lockBalance across accounts, 2 decimals (spec section 9). */
export function totalBalance(accounts: readonly { balance: string; lockBalance: string }[]): string {
  const sum = accounts.reduce((total, account) => total.plus(account.balance).plus(account.lockBalance), new Decimal(0));
  return formatAmount(sum);
}

/** True for a decimal as a form or the API's fields hold it: digits with an optional fraction, no sign, no exponent. */
export function isUnsignedDecimalText(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value);
}

export function isDecimalText(value: string): boolean {
  return /^-?\d{1,18}(\.\d{1,18})?$/.test(value);
}
