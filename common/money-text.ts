import { Decimal, formatAmount } from './money';
import { decimalText } from './number-text';

// Amounts in USD as the wallet and order screens write them (and the notifications the server words), rounded by the
// money module.

const DECIMAL = /^-?\d+(\.\d+)?$/;

export type Tone = 'up' | 'down' | 'flat';

/** An amount in USD, 2 decimals, grouped for the language; "--" for anything that is not a number. */
export function moneyText(value: string, tag: string): string {
  return DECIMAL.test(value) ? decimalText(formatAmount(value), tag) : '--';
}

/** A signed amount (a profit, a ledger change) with its sign and tone: "+12.30" up, "-4.00" down, "0.00" flat. */
export function profitText(value: string, tag: string): { text: string; tone: Tone } {
  if (!DECIMAL.test(value)) return { text: '--', tone: 'flat' };
  const rounded = new Decimal(formatAmount(value));
  const tone: Tone = rounded.isZero() ? 'flat' : rounded.isNegative() ? 'down' : 'up';
  const sign = tone === 'up' ? '+' : tone === 'down' ? '-' : '';
  return { text: `${sign}${decimalText(formatAmount(rounded.abs()), tag)}`, tone };
}
