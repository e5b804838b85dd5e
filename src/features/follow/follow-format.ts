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

/** A holding time in whole units for the screens: under an hour in minutes, under a day in hours and minutes, else days and hours. */
export type HoldingTime =
  | { unit: 'none' }
  | { unit: 'under_minute' }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** An average holding time (ms) cut into the units it is written with; 0 or less is none (no closed orders). */
export function holdingTime(ms: number): HoldingTime {
  if (!Number.isFinite(ms) || ms <= 0) return { unit: 'none' };
  if (ms < MINUTE_MS) return { unit: 'under_minute' };
  if (ms < HOUR_MS) return { unit: 'minutes', minutes: Math.floor(ms / MINUTE_MS) };
  if (ms < DAY_MS) return { unit: 'hours', hours: Math.floor(ms / HOUR_MS), minutes: Math.floor((ms % HOUR_MS) / MINUTE_MS) };
  return { unit: 'days', days: Math.floor(ms / DAY_MS), hours: Math.floor((ms % DAY_MS) / HOUR_MS) };
}
