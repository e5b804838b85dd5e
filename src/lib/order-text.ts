import { Decimal, formatAmount } from '@common/money';
import { CHART_TIME_ZONE } from '@common/market';
import { formatAmountText } from './format';

// How orders' figures are written wherever orders show (the orders screen, copy trading's copies): prices with the
// instrument's own decimals, percents as the server gave them, times in the market's zone (Europe/Berlin, as the
// chart). Pure, so it is tested without a browser.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A price with the instrument's decimals; a stop level of 0 (not set) and anything unreadable are "--". */
export function priceText(value: string, precision: number, tag: string): string {
  if (!DECIMAL.test(value) || new Decimal(value).isZero()) return '--';
  return formatAmountText(new Decimal(value).toFixed(Math.max(0, precision)), tag);
}

/** A percent figure from the server (already 2 decimals): "12.50%". */
export function percentText(value: string, tag: string): string {
  return DECIMAL.test(value) ? `${formatAmountText(formatAmount(value), tag)}%` : '--';
}

/** A time in Europe/Berlin with its zone ("21/11/2026, 14:03:05 CET"); "--" for 0 (not happened yet). */
export function timeText(ms: number, tag: string): string {
  if (!Number.isFinite(ms) || ms <= 0) return '--';
  return new Intl.DateTimeFormat(tag, {
    timeZone: CHART_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    numberingSystem: 'latn',
  }).format(ms);
}
