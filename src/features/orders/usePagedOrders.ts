import { useCallback, useMemo, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { usePaged, type PagedListRules } from '@/lib/usePaged';
import { EMPTY_LIST, withFailure, withoutOrders, withOrder, withPage, type ListedOrder, type OrderList, type OrdersPage } from './order-list';

export interface PagedOrders<T extends ListedOrder> {
  list: OrderList<T>;
  loading: boolean;
  loadMore: () => void;
  /** Page 1 again, replacing the list; resolves when it is shown (for pull-to-refresh). */
  refresh: () => Promise<void>;
  /** The user's own close or cancel took these orders out of the tab. */
  remove: (ids: readonly number[]) => void;
  /** The server's answer after a change to one order. */
  replace: (order: T) => void;
}

/** What a kind of order adds to its paged list: a push may change it (setList), judged on the list as last shown. */
export interface PagedOrdersInternals<T extends ListedOrder> {
  setList: Dispatch<SetStateAction<OrderList<T>>>;
  listRef: RefObject<OrderList<T>>;
}

/**
 * One tab of orders, paged: `loadPage` asks the server for a page (it must keep its identity while the tab is the
 * same). Page 1 is asked for by the list itself (InfiniteList loads from the first page), each time the tab shows.
 */
export function usePagedOrders<T extends ListedOrder>(
  loadPage: (page: number) => Promise<OrdersPage<T>>,
): PagedOrders<T> & PagedOrdersInternals<T> {
  const rules = useMemo<PagedListRules<OrderList<T>, OrdersPage<T>>>(() => ({ empty: EMPTY_LIST, withPage, withFailure }), []);
  const paged = usePaged(loadPage, rules);
  const { setList } = paged;
  const remove = useCallback((ids: readonly number[]) => setList((shown) => withoutOrders(shown, ids)), [setList]);
  const replace = useCallback((order: T) => setList((shown) => withOrder(shown, order)), [setList]);
  return { ...paged, remove, replace };
}
