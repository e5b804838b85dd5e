import { useCallback, useEffect } from 'react';
import { microOrders } from '@common/api/micro';
import { MICRO_STATUS, type MicroStatus } from '@common/micro';
import { api } from '@/lib/http/api';
import { refreshDelay, withDueTimes, type ListedMicroOrder } from './micro-orders';
import { usePagedOrders, type PagedOrders } from './usePagedOrders';

/**
 * One tab of micro (option) orders, running or closed, paged. No socket tells of a settlement, so the running tab
 * asks again 1 s after an order's countdown reaches zero (spec section 4), and once more each second while the
 * server has not settled it yet. A failed load stops that, like any failed list (spec section 8).
 */
export function useMicroOrderList(status: MicroStatus): PagedOrders<ListedMicroOrder> {
  const loadPage = useCallback((page: number) => api(microOrders, { status, page }).then((answer) => withDueTimes(answer, Date.now())), [status]);
  const { list, loading, loadMore, refresh, remove, replace } = usePagedOrders(loadPage);

  useEffect(() => {
    if (status !== MICRO_STATUS.running || list.failed) return;
    const delay = refreshDelay(list.orders, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [status, list, refresh]);

  return { list, loading, loadMore, refresh, remove, replace };
}
