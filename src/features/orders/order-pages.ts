import type { InfiniteData } from '@tanstack/react-query';
import { foldPages, type PagedListRules } from '@/lib/query/paged';
import { EMPTY_LIST, withFailure, withPage, type ListedOrder, type OrderList, type OrdersPage } from './order-list';

// The cache holds a tab's orders as the pages the server answered; the screen and the push rules reason on the
// list those pages make (order-list.ts). A change to the list (live prices, orders gone, one order replaced) is
// written back into the pages it came from, so the next page and a refetch still line up with the server's.

export type OrderPages<T extends ListedOrder> = InfiniteData<OrdersPage<T>, number>;

/** How a tab's pages make its list; one object per order kind is enough, the rules are generic. */
export function orderListRules<T extends ListedOrder>(): PagedListRules<OrderList<T>, OrdersPage<T>> {
  return { empty: EMPTY_LIST, withPage, withFailure };
}

/** The list the cached pages make. */
export function listOf<T extends ListedOrder>(data: OrderPages<T>): OrderList<T> {
  return foldPages(data.pages, orderListRules<T>());
}

/**
 * `next` (the list after a change that only updates or removes orders) written back into the pages: each page
 * keeps the orders of it that are still listed, as the list now has them, and the tab's new count.
 */
export function pagesWith<T extends ListedOrder>(data: OrderPages<T>, next: OrderList<T>): OrderPages<T> {
  const byId = new Map(next.orders.map((order) => [order.Id, order]));
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.flatMap((order) => {
      const kept = byId.get(order.Id);
      return kept ? [kept] : [];
    }),
    total: next.total ?? page.total,
  }));
  return { ...data, pages };
}

/** Applies a change to the cached pages; the same data back when the list did not change, so nothing repaints. */
export function changePages<T extends ListedOrder>(
  data: OrderPages<T> | undefined,
  change: (list: OrderList<T>) => OrderList<T>,
): OrderPages<T> | undefined {
  if (!data) return data;
  const list = listOf(data);
  const next = change(list);
  return next === list ? data : pagesWith(data, next);
}
