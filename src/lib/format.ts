import { decimalText, isDecimalText } from '@common/number-text';
import { formatFloat } from '@common/money';

// The one place the PWA writes numbers, dates and times for the user's language; pure (the language is a BCP 47
// tag argument), so it is tested without a browser, and the screens reach it through useFormat (useFormat.ts).
// The rule for time zones: the chart is in the market's zone (Europe/Berlin, spec), every other time in the user's
// own zone. No decimal.js here: the home screen shows prices with this alone, and decimal.js stays out of the
// first load (Intl.NumberFormat reads a decimal string exactly, it never goes through a binary float).

/**
 * A decimal string from the API ("12345.60") grouped for the user's language, keeping its decimal places and Latin
 * digits like prices. Anything that is not a plain decimal comes back unchanged.
 */
export function formatAmountText(amount: string, tag: string): string {
  return decimalText(amount, tag);
}

/**
 * A price with the instrument's decimals (its PricePrecision), the same on every screen that shows it: home, the
 * trade header, the chart's axis and tag, orders. A price of 0 (a stop level not set) and anything unreadable are "--".
 */
export function priceText(value: string, precision: number, tag: string): string {
  if (!isDecimalText(value) || /^-?0*(\.0*)?$/.test(value)) return '--';
  return decimalText(value, tag, Math.max(0, precision));
}

/** A price given as a number (the chart's axis and its last-price tag), written as priceText writes it. */
export function chartPriceText(value: number, precision: number, tag: string): string {
  return Number.isFinite(value) ? priceText(formatFloat(value, precision), precision, tag) : '--';
}

export type Tone = 'up' | 'down' | 'flat';

/** The direction of a decimal string once rounded to 2 places: "-0.001" is flat, not down. */
export function toneOf(value: string): Tone {
  if (!isDecimalText(value)) return 'flat';
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
  if (!isDecimalText(value)) return { text: '--', tone: 'flat' };
  const tone = toneOf(value);
  const magnitude = formatAmountText(roundedMagnitude(value).digits, tag);
  const sign = tone === 'up' ? '+' : tone === 'down' ? '-' : '';
  return { text: `${sign}${magnitude}${suffix}`, tone };
}

/** A percent change from the quote ("1.234" or "-0.5") as "+1.23%" or "-0.50%". */
export function changeText(change: string, tag: string): SignedText {
  return signedText(change, tag, '%');
}

/** What an amount the user chose to hide shows instead. */
export const HIDDEN_AMOUNT = '******';

/**
 * A decimal string rounded half up (away from zero, as decimal.js's ROUND_HALF_UP) to 2 places, without its sign,
 * and whether it was negative: for display only (the home screen's changes), since Intl rounds the exact decimal.
 */
export function roundedMagnitude(value: string): { digits: string; negative: boolean } {
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  return { digits: plainTwoPlaces.format(magnitude as Intl.StringNumericLiteral), negative };
}

const plainTwoPlaces = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
  roundingMode: 'halfExpand',
});

export interface TimeOptions {
  /** Show the seconds (an order's fills and the ticks that decided them). */
  seconds?: boolean;
  /** Only the date. */
  dateOnly?: boolean;
  /** An IANA zone; the user's own when left out. Only the chart passes one (CHART_TIME_ZONE). */
  timeZone?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string, options: TimeOptions): Intl.DateTimeFormat {
  const key = `${tag} ${options.seconds ? 's' : ''}${options.dateOnly ? 'd' : ''} ${options.timeZone ?? ''}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      ...(options.seconds && !options.dateOnly ? { second: '2-digit' } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      numberingSystem: 'latn',
    });
    dateFormats.set(key, found);
  }
  return found;
}

/** A moment (ms) in the user's zone and language, one format on every screen; "--" for 0 (not happened yet). */
export function dateTimeText(ms: number, tag: string, options: TimeOptions = {}): string {
  return Number.isFinite(ms) && ms > 0 ? dateFormat(tag, options).format(ms) : '--';
}

/** A calendar day ("2026-11-21", a loan's due day): that day itself in the language, whatever the device's zone. */
export function dayText(day: string, tag: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return dateFormat(tag, { dateOnly: true, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
