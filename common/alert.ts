import { Decimal } from './money';
import type { PriceAlertCondition } from './notify';

// Price alerts (issue 34): a user asks to be told when an instrument's price reaches a level (above, below) or moves
// by a share of itself within a window of minutes. The rules here are the server's and the PWA form's alike, so the
// form refuses what the server would before anything is sent.

/** At most this many of a user's alerts are active at once; inactive ones are kept and do not count. */
export const MAX_ACTIVE_ALERTS = 50;

/** A move alert's percentage: from this share (a tenth of a percent, below which ordinary noise would fire it)... */
export const MIN_MOVE_PERCENT = '0.1';
/** ...to this one (a move of half the price within a day is already extraordinary). */
export const MAX_MOVE_PERCENT = '50';
/** A move alert's percentage has at most this many decimals. */
export const MOVE_PERCENT_DECIMALS = 2;

/** A move alert's window, in minutes: from one minute... */
export const MIN_WINDOW_MINUTES = 1;
/** ...to one day. */
export const MAX_WINDOW_MINUTES = 1_440;

/**
 * A repeating level alert re-arms once the price went back past its level by this share of it (0.1%: 11 pips on
 * EUR/USD at 1.10, 60 USD on BTC at 60,000), so a price hovering at the level tells once rather than at every tick
 * across it.
 */
export const REARM_LEVEL_SHARE = '0.001';
/** A repeating move alert re-arms once the move fell to this share of its percentage. */
export const REARM_MOVE_SHARE = '0.5';

export const PRICE_ALERT_CONDITIONS = ['above', 'below', 'move'] as const satisfies readonly PriceAlertCondition[];

const PLAIN_DECIMAL = /^\d{1,15}(\.\d{1,15})?$/;

/** Why a level cannot be set on an instrument quoted with `precision` decimals, or null when it can. */
export function levelProblem(text: string, precision: number): 'not_a_number' | 'not_positive' | 'too_precise' | null {
  if (!PLAIN_DECIMAL.test(text)) return 'not_a_number';
  const level = new Decimal(text);
  if (level.lessThanOrEqualTo(0)) return 'not_positive';
  if (level.decimalPlaces() > Math.max(0, precision)) return 'too_precise';
  return null;
}

/** Whether a move's percentage is a plain decimal within MIN_MOVE_PERCENT..MAX_MOVE_PERCENT and its decimals. */
export function isMovePercent(text: string): boolean {
  if (!PLAIN_DECIMAL.test(text)) return false;
  const percent = new Decimal(text);
  return (
    percent.decimalPlaces() <= MOVE_PERCENT_DECIMALS &&
    percent.greaterThanOrEqualTo(MIN_MOVE_PERCENT) &&
    percent.lessThanOrEqualTo(MAX_MOVE_PERCENT)
  );
}

/** Whether a window is a whole number of minutes within MIN_WINDOW_MINUTES..MAX_WINDOW_MINUTES. */
export function isWindowMinutes(minutes: number): boolean {
  return Number.isSafeInteger(minutes) && minutes >= MIN_WINDOW_MINUTES && minutes <= MAX_WINDOW_MINUTES;
}
