import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePagedQuery, type PagedQuery } from '@/lib/query';
import { withoutOrders, withOrder, type ListedOrder, type OrderList, type OrdersPage } from './order-list';
import { changePages, orderListRules, type OrderPages } from './order-pages';

export interface PagedOrders<T extends ListedOrder> {
  list: OrderList<T>;
  loading: boolean;
  loadMore: () => void;
  /** The tab asked again; resolves when it is shown (for pull-to-refresh). */
  refresh: () => Promise<void>;
  /** The user's own close or cancel took these orders out of the tab. */
  remove: (ids: readonly number[]) => void;
  /** The server's answer after a change to one order. */
  replace: (order: T) => void;
}

/** One tab of orders, paged through the cache; the user's own changes are written into its cached pages. */
export function usePagedOrders<T extends ListedOrder>(query: PagedQuery<OrdersPage<T>>): PagedOrders<T> {
  const rules = useMemo(() => orderListRules<T>(), []);
  const paged = usePagedQuery(query, rules);
  const client = useQueryClient();
  const change = (how: (list: OrderList<T>) => OrderList<T>) =>
    client.setQueryData<OrderPages<T>>(query.queryKey, (data) => changePages(data, how));
  return {
    ...paged,
    remove: (ids) => change((list) => withoutOrders(list, ids)),
    replace: (order) => change((list) => withOrder(list, order)),
  };
}
