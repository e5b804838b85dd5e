import type { ForexOrder } from '@common/api/trade';
import { ORDER_STATUS } from '@common/contract';

// How a closed contract order ended, as the history shows it: filled and closed (its profit after the fee), or
// cancelled before it ever filled (no profit at all). Pure, so it is tested without a browser.

/**
 * A pending order that left the book without filling. The server says so (`Cancelled`); an answer kept on the
 * device from before it did is read by its close reason, so an old cancelled order still reads as cancelled.
 */
export function isCancelledOrder(order: ForexOrder): boolean {
  if (order.Status !== ORDER_STATUS.history) return false;
  return order.Cancelled || order.CloseReason === 'cancelled';
}

/** The profit a closed order left in the account after its fee (the server's NetProfits); "--" when not given. */
export function netProfitOf(order: ForexOrder): string {
  return order.NetProfits ?? '--';
}
