import { Decimal, formatAmount } from '@common/money';

// The balance card's equity, apart from home-logic so decimal.js loads only with the signed-in card.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Equity: the total balance plus the floating profit of the open positions (what the account would hold if they
 * closed at the latest prices), 2 decimals; null when either figure is not a decimal.
 */
export function equity(total: string, floating: string): string | null {
  if (!DECIMAL.test(total) || !DECIMAL.test(floating)) return null;
  return formatAmount(new Decimal(total).plus(floating));
}
