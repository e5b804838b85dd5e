import { Decimal, formatAmount } from '@common/money';
import { formatAmountText } from '@/lib/format';
import type { Tone } from '@common/money-text';

// How copy trading writes its figures: the server gives rates and win shares as ratios ("0.1234"), the screens
// show them x 100 with 2 decimals and a sign where they are a gain or a loss. Pure, so it is tested without a
// browser. Money goes through src/lib/money-text.ts like every other screen's.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A signed ratio as a percent with its tone: "0.1234" is "+12.34%" up, "-0.05" is "-5.00%" down. */
export function ratePercent(ratio: string, tag: string): { text: string; tone: Tone } {
  if (!DECIMAL.test(ratio)) return { text: '--', tone: 'flat' };
  const value = new Decimal(formatAmount(new Decimal(ratio).times(100)));
  const tone: Tone = value.isZero() ? 'flat' : value.isNegative() ? 'down' : 'up';
  const sign = tone === 'up' ? '+' : tone === 'down' ? '-' : '';
  return { text: `${sign}${formatAmountText(formatAmount(value.abs()), tag)}%`, tone };
}

/** A share (a win rate, a drawdown) as a plain percent: "0.6" is "60.00%". */
export function sharePercent(ratio: string, tag: string): string {
  if (!DECIMAL.test(ratio)) return '--';
  return `${formatAmountText(formatAmount(new Decimal(ratio).times(100)), tag)}%`;
}

/** A copy ratio as the chips and cards write it: "0.5" is "×0.5". */
export function multipleText(multiple: string | number): string {
  const text = String(multiple);
  return DECIMAL.test(text) ? `×${new Decimal(text).toString()}` : '--';
}

/** The letters an avatar without a picture shows: the first letter of the first two words of the nickname. */
export function initials(nickname: string): string {
  const words = nickname.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * A name set inside a sentence, isolated from the text around it (Unicode FSI … PDI), so a Latin nickname in an
 * Arabic sentence does not carry the sentence's punctuation to its side.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
