import { Decimal } from './money';

// A follow's controls (issue 36): budgets, the slippage guard and the copy stop-loss. The settings sheet checks a
// form with followControlsProblem before sending it, and the service checks the request with the same function, so
// the two never disagree; each problem names what the follower must change.

/** The slippage guard when the follower sets none, percent. */
export const DEFAULT_MAX_SLIPPAGE_PERCENT = '0.5';
/** The widest slippage guard a follow may set, percent. */
export const MAX_SLIPPAGE_PERCENT = '5';
/** The copy stop-loss as a share of the allocation: from 5 % to 95 %. */
export const STOP_LOSS_PERCENT_MIN = '5';
export const STOP_LOSS_PERCENT_MAX = '95';

export interface FollowControls {
  /** The allocation (max_total, max_amount), USD. */
  maxTotal: string;
  amountPerOrder?: string | undefined;
  maxPerOrder?: string | undefined;
  maxSlippagePercent?: string | undefined;
  stopLossAmount?: string | undefined;
  stopLossPercent?: string | undefined;
}

export type FollowControlsProblem =
  | { field: 'stop_loss'; problem: 'both' }
  | { field: 'stop_loss_percent'; problem: 'range'; min: string; max: string }
  | { field: 'stop_loss_amount'; problem: 'not_positive' | 'above_allocation'; allocation: string }
  | { field: 'amount_per_order' | 'max_per_order'; problem: 'not_positive' | 'above_total'; allocation: string }
  | { field: 'amount_per_order'; problem: 'above_max_per_order'; max: string }
  | { field: 'max_slippage_percent'; problem: 'range'; min: string; max: string };

const given = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The first thing wrong with a follow's controls, or null. Amounts are already valid money (2 decimals, not negative). */
export function followControlsProblem(controls: FollowControls): FollowControlsProblem | null {
  const allocation = new Decimal(controls.maxTotal);
  const shown = allocation.toFixed(2);
  if (given(controls.stopLossAmount) && given(controls.stopLossPercent)) return { field: 'stop_loss', problem: 'both' };
  if (given(controls.stopLossPercent)) {
    const percent = new Decimal(controls.stopLossPercent);
    if (percent.lessThan(STOP_LOSS_PERCENT_MIN) || percent.greaterThan(STOP_LOSS_PERCENT_MAX)) {
      return { field: 'stop_loss_percent', problem: 'range', min: STOP_LOSS_PERCENT_MIN, max: STOP_LOSS_PERCENT_MAX };
    }
  }
  if (given(controls.stopLossAmount)) {
    const amount = new Decimal(controls.stopLossAmount);
    if (amount.lessThanOrEqualTo(0)) return { field: 'stop_loss_amount', problem: 'not_positive', allocation: shown };
    if (amount.greaterThan(allocation)) return { field: 'stop_loss_amount', problem: 'above_allocation', allocation: shown };
  }
  for (const field of ['amount_per_order', 'max_per_order'] as const) {
    const text = field === 'amount_per_order' ? controls.amountPerOrder : controls.maxPerOrder;
    if (!given(text)) continue;
    const amount = new Decimal(text);
    if (amount.lessThanOrEqualTo(0)) return { field, problem: 'not_positive', allocation: shown };
    if (amount.greaterThan(allocation)) return { field, problem: 'above_total', allocation: shown };
  }
  if (
    given(controls.amountPerOrder) &&
    given(controls.maxPerOrder) &&
    new Decimal(controls.amountPerOrder).greaterThan(controls.maxPerOrder)
  ) {
    return { field: 'amount_per_order', problem: 'above_max_per_order', max: new Decimal(controls.maxPerOrder).toFixed(2) };
  }
  if (given(controls.maxSlippagePercent)) {
    const percent = new Decimal(controls.maxSlippagePercent);
    if (percent.lessThanOrEqualTo(0) || percent.greaterThan(MAX_SLIPPAGE_PERCENT)) {
      return { field: 'max_slippage_percent', problem: 'range', min: '0.01', max: MAX_SLIPPAGE_PERCENT };
    }
  }
  return null;
}

/**
 * The loss, USD, at which the copy stop-loss fires: the amount, or the percentage of the allocation as it is now
 * (so a larger allocation keeps the same percentage), rounded down to the cent so the limit is never looser than
 * asked. Null without a copy stop-loss.
 */
export function stopLossLimit(maxTotal: Decimal.Value, amount: string | null, percent: string | null): Decimal | null {
  if (amount !== null) return new Decimal(amount);
  if (percent === null) return null;
  return new Decimal(maxTotal).times(percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Whether the follow's copies lost enough to fire its stop-loss: realised plus floating profit at or below -limit. */
export function stopLossReached(profit: Decimal.Value, limit: Decimal.Value): boolean {
  return new Decimal(profit).lessThanOrEqualTo(new Decimal(limit).negated());
}

/** Whether a copy's fill at `price` is within `maxPercent` of the trader's fill at `traderPrice`. */
export function withinSlippage(price: Decimal.Value, traderPrice: Decimal.Value, maxPercent: Decimal.Value): boolean {
  const reference = new Decimal(traderPrice);
  if (reference.lessThanOrEqualTo(0)) return false;
  return new Decimal(price).minus(reference).abs().dividedBy(reference).times(100).lessThanOrEqualTo(maxPercent);
}
