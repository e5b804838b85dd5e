import { Decimal } from '../../common/money';
import { ORDER_STATUS, SIDE } from '../../common/contract';
import type { OpenOrder } from './open-orders';
import type { TriggerKind } from './trigger-index';
import { trailedLevel } from '../../common/trailing';

// The trigger index orders levels as binary floats, which is exact enough to find candidates fast but not to
// decide: 1.1 as a float is not 1.1. Before a fired trigger settles, this decides again in decimals whether the
// tick's price really reached the order's level; a candidate that did not goes back into the index.

/** Whether `price` reaches the level `kind` of `order` waits for, compared in decimals. A trailing stop's 'trail' is
 * reached by a price that moves its level (`precision`: the instrument's, the step it moves by). */
export function reachesLevel(
  order: Pick<OpenOrder, 'status' | 'side' | 'openPrice' | 'fillWhenAtOrAbove' | 'stopLoss' | 'takeProfit'> &
    Partial<Pick<OpenOrder, 'trailingDistance'>>,
  kind: TriggerKind,
  price: string,
  precision?: number,
): boolean {
  if (kind === 'trail') return trailTo(order, price, precision) !== null;
  const at = new Decimal(price);
  if (kind === 'fill') {
    if (order.status !== ORDER_STATUS.dealing) return false;
    return order.fillWhenAtOrAbove ? at.greaterThanOrEqualTo(order.openPrice) : at.lessThanOrEqualTo(order.openPrice);
  }
  if (order.status !== ORDER_STATUS.holding) return false;
  const level = kind === 'stop_loss' ? order.stopLoss : order.takeProfit;
  if (level.isZero()) return false;
  // A buy's stop is below and its target above; a sell's the other way round.
  const fallsTo = (order.side === SIDE.buy) === (kind === 'stop_loss');
  return fallsTo ? at.lessThanOrEqualTo(level) : at.greaterThanOrEqualTo(level);
}

/** The level a tick at `price` moves a holding order's trailing stop to, or null when it does not move it. */
export function trailTo(
  order: Pick<OpenOrder, 'status' | 'side' | 'stopLoss'> & Partial<Pick<OpenOrder, 'trailingDistance'>>,
  price: string,
  precision = 10,
): Decimal | null {
  const distance = order.trailingDistance;
  if (order.status !== ORDER_STATUS.holding || !distance || distance.isZero() || order.stopLoss.isZero()) return null;
  return trailedLevel(order.side, order.stopLoss, distance, price, precision);
}
