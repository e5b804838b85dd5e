import { Decimal, formatAmount } from '@common/money';
import { formatAmountText } from '@/lib/format';

// The home screen's arithmetic and choices; pure, so it is tested without a browser.

/** The strip above the shortcut tiles shows this many instruments (spec section 9). */
export const STRIP_SIZE = 4;

export type Tone = 'up' | 'down' | 'flat';

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

/** The direction of a decimal string once rounded to 2 places: "-0.001" is flat, not down. */
export function toneOf(value: string): Tone {
  if (!DECIMAL.test(value)) return 'flat';
  const rounded = new Decimal(formatAmount(value));
  if (rounded.isZero()) return 'flat';
  return rounded.isNegative() ? 'down' : 'up';
}

export interface SignedText {
  text: string;
  tone: Tone;
}

/**
 * A change or profit as shown: an explicit sign, 2 decimals grouped for the language (`tag`), and `suffix` (such
 * as "%"); "--" for something that is not a number.
 */
export function signedText(value: string, tag: string, suffix = ''): SignedText {
  if (!DECIMAL.test(value)) return { text: '--', tone: 'flat' };
  const tone = toneOf(value);
  const magnitude = formatAmountText(formatAmount(new Decimal(value).abs()), tag);
  const sign = tone === 'up' ? '+' : tone === 'down' ? '-' : '';
  return { text: `${sign}${magnitude}${suffix}`, tone };
}

/** A percent change from the quote ("1.234" or "-0.5") as "+1.23%" or "-0.50%". */
export function changeText(change: string, tag: string): SignedText {
  return signedText(change, tag, '%');
}

/** The category filter toggles: tapping the active category (or "All", null) clears it (spec, Home). */
export function toggleCategory(active: number | null, tapped: number | null): number | null {
  return tapped === active ? null : tapped;
}

/** The instruments of one category, or all of them when no category is chosen. */
export function filterByCategory<T extends { CategoryId: number }>(
  list: readonly T[],
  category: number | null,
): readonly T[] {
  return category === null ? list : list.filter((item) => item.CategoryId === category);
}

/** A price from the quote, grouped for the language; "--" when there is none. */
export function priceText(close: string, tag: string): string {
  return DECIMAL.test(close) ? formatAmountText(close, tag) : '--';
}

function normalZero(fixed: string): string {
  return /^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed;
}
