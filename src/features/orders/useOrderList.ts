import { useCallback, useEffect } from 'react';
import { myOrders, type ForexOrder } from '@common/api/trade';
import type { OrderStatus } from '@common/contract';
import { api } from '@/lib/http/api';
import { socketClient } from '@/lib/socket';
import { onClosedPush, onTradePush, type OrderList, type PushOutcome } from './order-list';
import { closedIds, isTradePush } from './risk-figures';
import { usePagedOrders, type PagedOrders } from './usePagedOrders';

export type OrderListControl = PagedOrders<ForexOrder>;

/**
 * One tab of contract orders (holding, dealing or history): paged from my_deal, and kept current by FOREX_TRADE
 * and FOREX_CLOSED (see onTradePush and onClosedPush). A gap in either topic loads page 1 again.
 */
export function useOrderList(status: OrderStatus): OrderListControl {
  const loadPage = useCallback((page: number) => api(myOrders, { status, page }), [status]);
  const { setList, listRef, ...control } = usePagedOrders(loadPage);
  const { refresh } = control;

  useEffect(() => {
    // Whether to reload is judged on the list as last shown; the change itself is made on the newest list.
    const apply = (decide: (list: OrderList) => PushOutcome) => {
      if (decide(listRef.current).kind === 'reload') return void refresh();
      setList((shown) => {
        const outcome = decide(shown);
        return outcome.kind === 'list' ? outcome.list : shown;
      });
    };
    const onTrade = (data: unknown) => {
      if (isTradePush(data)) apply((list) => onTradePush(list, status, data.TransOrder));
    };
    const onClosed = (data: unknown) => {
      const ids = closedIds(data);
      apply((list) => onClosedPush(list, status, ids));
    };
    const onGap = () => void refresh();
    const offTrade = socketClient.subscribe('FOREX_TRADE', onTrade, onGap);
    const offClosed = socketClient.subscribe('FOREX_CLOSED', onClosed, onGap);
    return () => {
      offTrade();
      offClosed();
    };
  }, [status, refresh, setList, listRef]);

  return control;
}
