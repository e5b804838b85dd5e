import { Decimal } from '@common/money';
import { formatAmount } from '@common/money';

// The balance card's one division, apart from home-logic so decimal.js loads only with the signed-in card.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Today's profit as a percent of the total balance (profit / total × 100), 2 decimals rounded half up; "0.00"
 * when the total is zero or either figure is not a decimal, so a new account never divides by zero.
 */
export function profitPercent(profit: string, total: string): string {
  if (!DECIMAL.test(profit) || !DECIMAL.test(total)) return formatAmount(0);
  const base = new Decimal(total);
  if (base.isZero()) return formatAmount(0);
  return normalZero(formatAmount(new Decimal(profit).div(base).times(100)));
}

function normalZero(fixed: string): string {
  return /^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed;
}
