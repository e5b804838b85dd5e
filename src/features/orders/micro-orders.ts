import type { MicroOrder, MicroOrderPage } from '@common/api/micro';
import { MICRO_STATUS, microResult, microWins, type MicroStatus } from '@common/micro';
import { formatAmount, isUnsignedDecimalText } from '@common/money';

// The micro (option) orders tab's rules (spec section 4), apart from React so they are tested without a browser:
// which tab the address names, the countdown of a running order, when the running tab asks again, and the live
// expected profit.

/** After a running order's countdown reaches zero, the list is asked again this much later (spec section 4). */
export const REFRESH_AFTER_ZERO_MS = 1000;

/**
 * The micro tab the route's `type` names: 3 is closed; anything else (the contract tabs' 1 holding and 0 dealing,
 * or none) is the running tab, so switching the order kind never lands on an empty, unknown tab.
 */
export function microStatusOf(type: number | undefined): MicroStatus {
  return type === MICRO_STATUS.closed ? MICRO_STATUS.closed : MICRO_STATUS.running;
}

/** A micro order as the list holds it: with the moment it expires on this device's clock. */
export interface ListedMicroOrder extends MicroOrder {
  /** receivedAt + RemainMilliSeconds: counting down from a fixed point never drifts, however late a timer fires. */
  dueAt: number;
}

/** A page as it arrived at `receivedAt` (this device's milliseconds): each order's expiry on this device's clock. */
export function withDueTimes(page: MicroOrderPage, receivedAt: number): { data: ListedMicroOrder[]; total: number } {
  return { total: page.total, data: page.data.map((order) => ({ ...order, dueAt: receivedAt + Math.max(0, order.RemainMilliSeconds) })) };
}

/** Whole seconds left, as the countdown shows them: 30 right after a 30 s order opened, 0 once it is due. */
export function secondsLeft(dueAt: number, now: number): number {
  return Math.max(0, Math.ceil((dueAt - now) / 1000));
}

/** Milliseconds until the countdown shows its next number; null once it shows 0. */
export function untilNextSecond(dueAt: number, now: number): number | null {
  const left = dueAt - now;
  if (left <= 0) return null;
  return left % 1000 || 1000;
}

/**
 * When the running tab asks for its orders again: 1 s after the first of them reaches zero, so the server has
 * settled it; and while one is due but still running (its settling tick not yet in), again every second. Null with
 * no running order shown.
 */
export function refreshDelay(orders: readonly Pick<ListedMicroOrder, 'dueAt'>[], now: number): number | null {
  if (orders.length === 0) return null;
  const first = Math.min(...orders.map((order) => order.dueAt));
  return Math.max(REFRESH_AFTER_ZERO_MS, first + REFRESH_AFTER_ZERO_MS - now);
}

/**
 * What a running order would make if it expired at `price` (spec section 4): up is in profit when open <= price,
 * down when open >= price, paying amount x ratio; otherwise the whole amount is lost (loss level 0) or amount x
 * ratio. Signed, 2 decimals; null while no price is known.
 */
export function liveMicroProfit(
  order: Pick<MicroOrder, 'Type' | 'Number' | 'OpenPrice' | 'ProfitRatio'>,
  price: string | null,
  lossLevel: number,
): string | null {
  if (price === null || !isUnsignedDecimalText(price)) return null;
  return formatAmount(microResult(order.Number, order.ProfitRatio, microWins(order.Type, order.OpenPrice, price), lossLevel));
}
