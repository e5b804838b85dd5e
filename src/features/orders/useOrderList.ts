import type { ForexOrder } from '@common/api/trade';
import type { OrderStatus } from '@common/contract';
import { useSessionToken } from '@/lib/query';
import { contractOrdersQuery } from './queries';
import { usePagedOrders, type PagedOrders } from './usePagedOrders';

export type OrderListControl = PagedOrders<ForexOrder>;

/**
 * One tab of contract orders (holding, dealing or history): paged from my_deal, and kept current by FOREX_TRADE
 * and FOREX_CLOSED through the cache (see the push rules in ./queries).
 */
export function useOrderList(status: OrderStatus): OrderListControl {
  return usePagedOrders(contractOrdersQuery(useSessionToken(), status));
}
