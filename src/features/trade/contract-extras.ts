import { PRICE_MODE } from '@common/contract';
import { expiryProblem } from '@common/expiry';
import { Decimal, isUnsignedDecimalText } from '@common/money';
import { trailingDistanceProblem } from '@common/trailing';
import type { PriceMode } from './contract-form';

// The contract form's optional fields of issue 35, apart from React so they are tested without a browser: a trailing
// stop's distance, a pending order's expiry, and a market order's maximum deviation from the price seen. Each is off
// when left empty; what the form sends is only what is set, with the price seen at the tap on every market submit.

export interface ContractExtras {
  /** A trailing stop's distance in price; empty: none. */
  trailing: string;
  /** A pending order expires at `expiry`; otherwise it is good till cancelled. */
  expires: boolean;
  /** A datetime-local value ("2026-12-24T18:00"), read in the device's time zone. */
  expiry: string;
  /** A market order's largest move from the price seen; empty: any. */
  maxDeviation: string;
}

export const NO_EXTRAS: ContractExtras = { trailing: '', expires: false, expiry: '', maxDeviation: '' };

/** Why the extras stop a submit. */
export type ExtrasProblem = 'trailing' | 'trailing-step' | 'expiry-date' | 'expiry-past' | 'expiry-far' | 'deviation';

/** The expiry as ms since 1970 UTC: a datetime-local value is the device's local time; null when it is not one. */
export function expiryTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text.trim())) return null;
  const time = new Date(text.trim()).getTime();
  return Number.isFinite(time) ? time : null;
}

/** The datetime-local value of a time, in the device's zone (for the input's min and max). */
export function localInputValue(time: number): string {
  const at = new Date(time);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(at.getFullYear())}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** A trailing distance as typed, or null for none (empty or 0). */
function trailingOf(extras: ContractExtras): string | null {
  const text = extras.trailing.trim();
  return text === '' || (isUnsignedDecimalText(text) && new Decimal(text).isZero()) ? null : text;
}

/**
 * What stops a submit: a trailing distance that is not a positive multiple of the price step (common/trailing.ts,
 * the server's rule), an expiry that is not a time, already passed or more than 6 months ahead (common/expiry.ts), a
 * maximum deviation that is not a positive number. Only what the mode uses is checked: the expiry when pending, the
 * deviation at the market.
 */
export function extrasProblem(extras: ContractExtras, mode: PriceMode, precision: number, now: number): ExtrasProblem | null {
  const trailing = trailingOf(extras);
  if (trailing !== null) {
    if (!isUnsignedDecimalText(trailing)) return 'trailing';
    const problem = trailingDistanceProblem(trailing, precision);
    if (problem === 'not_positive') return 'trailing';
    if (problem === 'off_step') return 'trailing-step';
  }
  if (mode === PRICE_MODE.pending && extras.expires) {
    const time = expiryTime(extras.expiry);
    if (time === null) return 'expiry-date';
    const problem = expiryProblem(time, now);
    if (problem === 'past') return 'expiry-past';
    if (problem === 'too_far') return 'expiry-far';
  }
  const deviation = extras.maxDeviation.trim();
  if (mode === PRICE_MODE.market && deviation !== '' && (!isUnsignedDecimalText(deviation) || new Decimal(deviation).isZero())) {
    return 'deviation';
  }
  return null;
}

/** The submit's optional parameters (issue 35). */
export interface ExtraParams {
  trailing_distance?: string;
  expire_at?: number;
  seen_price?: string;
  max_deviation?: string;
}

/** What the extras add to a submit (check extrasProblem first); `seen` is the price shown at the tap. */
export function extraParams(extras: ContractExtras, mode: PriceMode, seen: string): ExtraParams {
  const params: ExtraParams = {};
  const trailing = trailingOf(extras);
  if (trailing !== null) params.trailing_distance = trailing;
  if (mode === PRICE_MODE.pending) {
    const time = extras.expires ? expiryTime(extras.expiry) : null;
    if (time !== null) params.expire_at = time;
    return params;
  }
  if (isUnsignedDecimalText(seen.trim()) && !new Decimal(seen.trim()).isZero()) params.seen_price = seen.trim();
  const deviation = extras.maxDeviation.trim();
  if (deviation !== '') params.max_deviation = deviation;
  return params;
}
