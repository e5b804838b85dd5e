import type { ForexOrder, ForexTradePush } from '@common/api/trade';
import { ORDER_STATUS, type OrderStatus } from '@common/contract';
import { trailedLevel } from '@common/trailing';
import { Decimal, isUnsignedDecimalText } from '@common/money';

// One tab's orders as the screen holds them: the pages loaded so far, kept current by the socket (contracts) or by
// refreshing (options). Pure, so the merging rules are tested without a browser. Every function returns the state
// it was given when nothing changed, so a push that touches no shown order repaints nothing.

/** What every order kind has in common for its list. */
export interface ListedOrder {
  Id: number;
}

/** A page as the order calls answer it (my_deal adds all_fact_profits; micro orders do not have it). */
export interface OrdersPage<T extends ListedOrder> {
  data: readonly T[];
  total: number;
  /** The sum of FactProfits over every order of the asked status, not only this page. */
  all_fact_profits?: string;
  /** History: the same after fees (my_deal's all_net_profits). */
  all_net_profits?: string | null;
}

export interface OrderList<T extends ListedOrder = ForexOrder> {
  orders: readonly T[];
  /** The server's count for the tab; null before the first page. */
  total: number | null;
  /** Pages loaded (the next one to ask for is pages + 1). */
  pages: number;
  /** The sum of FactProfits over the whole tab, as the server last said (spec: all_fact_profits); null without it. */
  allProfits: string | null;
  /** History's realised profit after fees over the whole tab (all_net_profits); null without it. */
  allNetProfits: string | null;
  /** The last load failed: the list is finished (spec section 8). */
  failed: boolean;
}

export const EMPTY_LIST: OrderList<never> = { orders: [], total: null, pages: 0, allProfits: null, allNetProfits: null, failed: false };

/**
 * A page from the server. Page 1 replaces the list (a refresh); a later page adds its orders after the ones shown,
 * leaving out any already shown: an order removed meanwhile shifts the server's pages, so one may come twice.
 */
export function withPage<T extends ListedOrder>(list: OrderList<T>, page: OrdersPage<T>, pageNumber: number): OrderList<T> {
  const base = pageNumber === 1 ? [] : list.orders;
  const shown = new Set(base.map((order) => order.Id));
  const added = page.data.filter((order) => !shown.has(order.Id));
  return {
    orders: [...base, ...added],
    total: page.total,
    pages: pageNumber,
    allProfits: page.all_fact_profits ?? null,
    allNetProfits: page.all_net_profits ?? null,
    failed: false,
  };
}

export function withFailure<T extends ListedOrder>(list: OrderList<T>): OrderList<T> {
  return { ...list, failed: true };
}

/** FOREX_TRADE's TransOrder: the live price and floating profit of holding orders. */
export function withLivePrices(list: OrderList, updates: ForexTradePush['TransOrder']): OrderList {
  if (updates.length === 0 || list.orders.length === 0) return list;
  const byId = new Map(updates.map((update) => [update.Id, update]));
  const orders = list.orders.map((order) => {
    const update = byId.get(order.Id);
    if (!update || (update.UpdatePrice === order.UpdatePrice && update.FactProfits === order.FactProfits)) return order;
    return { ...order, UpdatePrice: update.UpdatePrice, FactProfits: update.FactProfits };
  });
  return orders.some((order, index) => order !== list.orders[index]) ? { ...list, orders } : list;
}

/** FOREX_CLOSED (or the user's own close or cancel): the orders leave the tab, and its count goes down with them. */
export function withoutOrders<T extends ListedOrder>(list: OrderList<T>, ids: readonly number[]): OrderList<T> {
  if (ids.length === 0) return list;
  const gone = new Set(ids);
  const orders = list.orders.filter((order) => !gone.has(order.Id));
  const removed = list.orders.length - orders.length;
  if (removed === 0) return list;
  return { ...list, orders, total: list.total === null ? null : Math.max(0, list.total - removed) };
}

/** An order the server answered with after a change (new stop levels): it takes the old one's place. */
export function withOrder<T extends ListedOrder>(list: OrderList<T>, order: T): OrderList<T> {
  if (!list.orders.some((shown) => shown.Id === order.Id)) return list;
  return { ...list, orders: list.orders.map((shown) => (shown.Id === order.Id ? order : shown)) };
}

/**
 * Whether a FOREX_TRADE push names a holding order this list does not have: a pending order filled, or one was
 * opened in another tab. Only a complete list can tell (an unloaded page may hold it).
 */
export function hasUnknownOrder(list: OrderList, updates: ForexTradePush['TransOrder']): boolean {
  if (list.total === null || list.orders.length < list.total) return false;
  const shown = new Set(list.orders.map((order) => order.Id));
  return updates.some((update) => !shown.has(update.Id));
}

/**
 * Whether a FOREX_TRADE price takes a shown trailing stop past its level by at least one price step: the server moves
 * that level (TargetLossPrice) and only a reload shows where to, since the push carries prices, not levels. A price
 * that does not move it asks nothing, so a trailing order reloads the tab only while the price runs its way.
 */
export function trailingMoved(list: OrderList, updates: ForexTradePush['TransOrder']): boolean {
  if (updates.length === 0) return false;
  const byId = new Map(updates.map((update) => [update.Id, update]));
  return list.orders.some((order) => {
    const update = byId.get(order.Id);
    if (!update || !isUnsignedDecimalText(order.TrailingDistance) || !isUnsignedDecimalText(update.UpdatePrice)) return false;
    if (!isUnsignedDecimalText(order.TargetLossPrice) || new Decimal(order.TrailingDistance).isZero()) return false;
    // No level shown yet is no stop to compare with: the server's FOREX_CHANGED says when it sets one.
    if (new Decimal(order.TargetLossPrice).isZero()) return false;
    const precision = order.ForexTradeLists.PricePrecision;
    return trailedLevel(order.OrderType, order.TargetLossPrice, order.TrailingDistance, update.UpdatePrice, precision) !== null;
  });
}

/** What a push does to a tab: a new list (maybe the same one), or a reload of page 1 when only that can tell. */
export type PushOutcome = { kind: 'list'; list: OrderList } | { kind: 'reload' };

/**
 * The holding orders the previous FOREX_TRADE carried (`before`, null before the first) that this one no longer
 * does: they left the book, closed on another device or by the server, whether or not FOREX_CLOSED said so yet. An
 * order no push carried yet is not among them: it may be newer than what the server valued (opened a moment ago).
 */
export function noLongerCarried(before: ReadonlySet<number> | null, updates: ForexTradePush['TransOrder']): number[] {
  if (before === null || before.size === 0) return [];
  const carried = new Set(updates.map((update) => update.Id));
  return [...before].filter((id) => !carried.has(id));
}

/**
 * FOREX_TRADE on a tab. Holding: the orders it no longer carries leave (see noLongerCarried: a list never shows a
 * position the latest push has dropped); then live prices, or a reload when it names an order the complete list lacks
 * (a fill) or moves a trailing stop (see trailingMoved). Dealing: TransOrder lists holding orders only, so a pending order named there has filled and leaves.
 */
export function onTradePush(
  list: OrderList,
  status: OrderStatus,
  updates: ForexTradePush['TransOrder'],
  before: ReadonlySet<number> | null = null,
): PushOutcome {
  if (status === ORDER_STATUS.dealing)
    return {
      kind: 'list',
      list: withoutOrders(
        list,
        updates.map((update) => update.Id),
      ),
    };
  if (status !== ORDER_STATUS.holding) return { kind: 'list', list };
  const current = withoutOrders(list, noLongerCarried(before, updates));
  if (hasUnknownOrder(current, updates) || trailingMoved(current, updates)) return { kind: 'reload' };
  return { kind: 'list', list: withLivePrices(current, updates) };
}

/**
 * FOREX_CHANGED on a tab: orders were placed, or their stops set, on one of the user's devices (this one included).
 * What they are now only a reload tells, in holding and dealing alike (a new order may be either); history is not
 * changed by them.
 */
export function onChangedPush(list: OrderList, status: OrderStatus, ids: readonly number[]): PushOutcome {
  if (ids.length === 0 || status === ORDER_STATUS.history) return { kind: 'list', list };
  return { kind: 'reload' };
}

/**
 * FOREX_CLOSED on a tab: the orders leave holding and dealing; history has new orders to show. Ids the holding tab
 * does not show may be a pending order that just filled into it, so it reloads.
 */
export function onClosedPush(list: OrderList, status: OrderStatus, ids: readonly number[]): PushOutcome {
  if (ids.length === 0) return { kind: 'list', list };
  if (status === ORDER_STATUS.history) return { kind: 'reload' };
  const next = withoutOrders(list, ids);
  if (status === ORDER_STATUS.holding && next === list) return { kind: 'reload' };
  return { kind: 'list', list: next };
}
