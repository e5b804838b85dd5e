import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { ApiCallError } from '@/lib/http/errors';
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
  const [list, setList] = useState<OrderList<T>>(EMPTY_LIST);
  const [loading, setLoading] = useState(false);
  // Bumped by every refresh, so a page asked for before it cannot land on the new list.
  const generation = useRef(0);
  const listRef = useRef<OrderList<T>>(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  const load = useCallback(
    (page: number): Promise<void> => {
      const asked = generation.current;
      setLoading(true);
      return loadPage(page)
        .then((answer) => {
          if (asked === generation.current) setList((shown) => withPage(shown, answer, page));
        })
        .catch((error: unknown) => {
          // A newer call to the same page replaced this one: not a failure.
          if (error instanceof ApiCallError && error.canceled) return;
          if (asked === generation.current) setList(withFailure);
        })
        .finally(() => {
          if (asked === generation.current) setLoading(false);
        });
    },
    [loadPage],
  );

  const refresh = useCallback(() => {
    generation.current += 1;
    return load(1);
  }, [load]);

  const loadMore = useCallback(() => void load(listRef.current.pages + 1), [load]);
  const remove = useCallback((ids: readonly number[]) => setList((shown) => withoutOrders(shown, ids)), []);
  const replace = useCallback((order: T) => setList((shown) => withOrder(shown, order)), []);

  return { list, loading, loadMore, refresh, remove, replace, setList, listRef };
}
