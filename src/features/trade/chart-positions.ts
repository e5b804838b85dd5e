import type { ForexOrder, ForexTradePush, OrderPage } from '@common/api/trade';

// The user's holding orders as the trade chart holds them (to draw their entry, stop-loss and take-profit lines),
// and how the account's pushes change them. Pure, so the rules are tested without a cache or a socket.

export interface ChartPositions {
  orders: readonly ForexOrder[];
  /** False when the user holds more than the chart asked for (MAX_POSITION_PAGES): a push then reloads nothing. */
  complete: boolean;
}

/** How many pages of holding orders the chart asks for at most (10 orders a page). */
export const MAX_POSITION_PAGES = 20;

/** Asks for the pages of holding orders one after another until all are in (or MAX_POSITION_PAGES). */
export async function loadPositions(loadPage: (page: number) => Promise<OrderPage>): Promise<ChartPositions> {
  const orders: ForexOrder[] = [];
  for (let page = 1; page <= MAX_POSITION_PAGES; page += 1) {
    const answer = await loadPage(page);
    for (const order of answer.data) if (!orders.some((held) => held.Id === order.Id)) orders.push(order);
    if (answer.data.length === 0 || orders.length >= answer.total) return { orders, complete: true };
  }
  return { orders, complete: false };
}

/**
 * A FOREX_TRADE push (every holding order's latest price): the prices written in, or 'reload' when the push holds an
 * order the chart does not (one just opened or filled), since only the server has its levels.
 */
export function afterTradePush(held: ChartPositions, trans: ForexTradePush['TransOrder']): ChartPositions | 'reload' {
  const byId = new Map(held.orders.map((order) => [order.Id, order]));
  if (held.complete && trans.some((live) => !byId.has(live.Id))) return 'reload';
  const prices = new Map(trans.map((live) => [live.Id, live.UpdatePrice]));
  const orders = held.orders.map((order) => {
    const price = prices.get(order.Id);
    return price === undefined || price === order.UpdatePrice ? order : { ...order, UpdatePrice: price };
  });
  return orders.some((order, index) => order !== held.orders[index]) ? { ...held, orders } : held;
}

/** A FOREX_CLOSED push: the orders that left the holding tab are no longer drawn. */
export function afterClosedPush(held: ChartPositions, ids: readonly number[]): ChartPositions {
  const orders = held.orders.filter((order) => !ids.includes(order.Id));
  return orders.length === held.orders.length ? held : { ...held, orders };
}

/** The order as the server answered a change of its levels, in place of the one held. */
export function withOrder(held: ChartPositions, changed: ForexOrder): ChartPositions {
  return { ...held, orders: held.orders.map((order) => (order.Id === changed.Id ? changed : order)) };
}
