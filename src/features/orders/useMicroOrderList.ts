import { useEffect } from 'react';
import { MICRO_STATUS, type MicroStatus } from '@common/micro';
import { useSessionToken } from '@/lib/query';
import { refreshDelay, type ListedMicroOrder } from './micro-orders';
import { microOrdersQuery } from './queries';
import { usePagedOrders, type PagedOrders } from './usePagedOrders';

/**
 * One tab of micro (option) orders, running or closed, paged. No socket tells of a settlement, so the running tab
 * asks again 1 s after an order's countdown reaches zero (spec section 4), and once more each second while the
 * server has not settled it yet. A failed load stops that, like any failed list (spec section 8).
 */
export function useMicroOrderList(status: MicroStatus): PagedOrders<ListedMicroOrder> {
  const { list, loading, loadMore, refresh, remove, replace } = usePagedOrders(microOrdersQuery(useSessionToken(), status));

  useEffect(() => {
    if (status !== MICRO_STATUS.running || list.failed) return;
    const delay = refreshDelay(list.orders, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [status, list, refresh]);

  return { list, loading, loadMore, refresh, remove, replace };
}
