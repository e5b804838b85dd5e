import { formatAmountText, roundedMagnitude } from '@/lib/format';

// The home screen's display rules and choices; pure, so it is tested without a browser. Without decimal.js, which
// stays out of the first load: rounding for display is Intl's, exact on decimal strings (see lib/format.ts).

/** The strip above the shortcut tiles shows this many instruments (spec section 9). */
export const STRIP_SIZE = 4;

export type Tone = 'up' | 'down' | 'flat';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The direction of a decimal string once rounded to 2 places: "-0.001" is flat, not down. */
export function toneOf(value: string): Tone {
  if (!DECIMAL.test(value)) return 'flat';
  const { digits, negative } = roundedMagnitude(value);
  if (/^0\.00$/.test(digits)) return 'flat';
  return negative ? 'down' : 'up';
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
  const magnitude = formatAmountText(roundedMagnitude(value).digits, tag);
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
