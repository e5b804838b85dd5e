import type { ForexOrder } from '@common/api/trade';
import { SIDE } from '@common/contract';
import { levelBehind, trailingDistanceProblem } from '@common/trailing';
import { Decimal, formatPrice, isUnsignedDecimalText } from '@common/money';

// A trailing stop in the stop sheet (issue 35): a distance in price behind which the server keeps the stop-loss as
// the price moves the position's way. Pure, so the sheet's rules are tested without a browser.

/** Whether the order trails now: a distance other than "0". */
export function isTrailing(order: Pick<ForexOrder, 'TrailingDistance'>): boolean {
  return isUnsignedDecimalText(order.TrailingDistance) && !new Decimal(order.TrailingDistance).isZero();
}

/** The distance field's starting text: the order's distance, or empty when it does not trail. */
export function distanceField(order: Pick<ForexOrder, 'TrailingDistance'>): string {
  return isTrailing(order) ? order.TrailingDistance : '';
}

export type TrailingProblem = 'distance-missing' | 'distance-off-step' | 'distance-too-far';

/** The price the sheet measures from: the order's latest valuation, or its open price before it has one. */
function priceOf(order: ForexOrder): string {
  return isUnsignedDecimalText(order.UpdatePrice) && !new Decimal(order.UpdatePrice).isZero() ? order.UpdatePrice : order.OriginPrice;
}

/** Why a trailing distance cannot be sent: none given, one between two price steps (the server's rule,
 * common/trailing.ts), or (a buy) one that puts the stop at or below 0. */
export function trailingProblem(order: ForexOrder, distance: string): TrailingProblem | null {
  const text = distance.trim().replace(/\.$/, '');
  if (!isUnsignedDecimalText(text) || new Decimal(text).isZero()) return 'distance-missing';
  if (trailingDistanceProblem(text, order.ForexTradeLists.PricePrecision) !== null) return 'distance-off-step';
  // The server would keep a buy's stop one step above 0: a stop nothing can reach is refused here instead.
  if (order.OrderType === SIDE.buy && new Decimal(text).greaterThanOrEqualTo(priceOf(order))) return 'distance-too-far';
  return null;
}

/** The set_stop_price parameters a trailing stop adds to the take-profit. */
export interface TrailingParams {
  stop_loss_price: string;
  /** Absent: the order keeps its distance (and the level the server has moved it to). */
  trailing_distance?: string;
}

/**
 * What a save with the switch on sends. The same distance as now keeps the level the server has moved (sending a new
 * one from today's price could loosen the stop); a new distance starts the stop at that distance from the price now.
 */
export function trailingParams(order: ForexOrder, distance: string): TrailingParams {
  const text = new Decimal(distance.trim().replace(/\.$/, '')).toString();
  if (isTrailing(order) && new Decimal(order.TrailingDistance).equals(text) && isUnsignedDecimalText(order.TargetLossPrice)) {
    return { stop_loss_price: order.TargetLossPrice };
  }
  const precision = order.ForexTradeLists.PricePrecision;
  // As the server places it (common/trailing.ts): at the precision, never closer to the price than the distance.
  const level = levelBehind(order.OrderType, priceOf(order), text, precision);
  return { stop_loss_price: formatPrice(level, precision), trailing_distance: text };
}

/** Where a new trailing stop would start: at the distance from the price now, at the instrument's decimals; null until valid. */
export function trailingStart(order: ForexOrder, distance: string): string | null {
  if (trailingProblem(order, distance) !== null) return null;
  return trailingParams(order, distance).stop_loss_price;
}
