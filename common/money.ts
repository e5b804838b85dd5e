import Decimal from 'decimal.js';

// Money is never a binary float: amounts are decimal strings on the wire and Decimal in arithmetic. Rounding to
// the spec's places happens here and nowhere else (balances 2 decimals, spec section 9).

const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const BALANCE_PLACES = 2;

/** An amount as the API writes it: fixed to `places` decimals, rounded half up once. */
export function formatAmount(value: Decimal.Value, places = BALANCE_PLACES): string {
  return new Money(value).toFixed(places);
}

/** Total balance = the sum of balance plus lockBalance across accounts, 2 decimals (spec section 9). */
export function totalBalance(accounts: readonly { balance: string; lockBalance: string }[]): string {
  const sum = accounts.reduce((total, account) => total.plus(account.balance).plus(account.lockBalance), new Money(0));
  return formatAmount(sum);
}

export function isDecimalText(value: string): boolean {
  return /^-?\d{1,18}(\.\d{1,18})?$/.test(value);
}
