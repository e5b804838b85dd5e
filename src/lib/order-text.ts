import { formatAmount } from '@common/money';
import { dateTimeText, formatAmountText } from './format';

// How orders' figures are written wherever orders show (the orders screen, copy trading's copies), through the one
// formatting module: prices with the instrument's own decimals, percents as the server gave them, times with their
// seconds in the user's own zone (the chart alone keeps the market's). Pure, so it is tested without a browser.

export { priceText } from './format';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A percent figure from the server (already 2 decimals): "12.50%". */
export function percentText(value: string, tag: string): string {
  return DECIMAL.test(value) ? `${formatAmountText(formatAmount(value), tag)}%` : '--';
}

/** A time with its seconds in the user's zone ("21/11/2026, 14:03:05"); "--" for 0 (not happened yet). */
export function timeText(ms: number, tag: string): string {
  return dateTimeText(ms, tag, { seconds: true });
}

/**
 * The device's zone as the orders' times are written in it, by its offset from UTC at `ms` (a zone's offset moves
 * with summer time): "UTC+1", "UTC+5:30", "UTC-3", "UTC". `offsetMinutes` is Date#getTimezoneOffset's (minutes
 * behind UTC), the device's own unless given. Latin digits, as every figure of the orders' screens.
 */
export function zoneText(ms: number, offsetMinutes = new Date(ms).getTimezoneOffset()): string {
  const ahead = -offsetMinutes;
  if (!Number.isFinite(ahead) || ahead === 0) return 'UTC';
  const minutes = Math.abs(ahead);
  const hours = String(Math.floor(minutes / 60));
  const rest = minutes % 60;
  return `UTC${ahead > 0 ? '+' : '-'}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}
