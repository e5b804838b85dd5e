import { useCallback, useEffect, useRef, useState } from 'react';
import { myOrders, type ForexOrder } from '@common/api/trade';
import type { OrderStatus } from '@common/contract';
import { api } from '@/lib/http/api';
import { ApiCallError } from '@/lib/http/errors';
import { socketClient } from '@/lib/socket';
import {
  EMPTY_LIST,
  onClosedPush,
  onTradePush,
  withFailure,
  withoutOrders,
  withOrder,
  withPage,
  type OrderList,
  type PushOutcome,
} from './order-list';
import { closedIds, isTradePush } from './risk-figures';

export interface OrderListControl {
  list: OrderList;
  loading: boolean;
  loadMore: () => void;
  /** Page 1 again, replacing the list; resolves when it is shown (for pull-to-refresh). */
  refresh: () => Promise<void>;
  /** The user's own close or cancel took these orders out of the tab. */
  remove: (ids: readonly number[]) => void;
  /** The server's answer after a change to one order. */
  replace: (order: ForexOrder) => void;
}

/**
 * One tab of contract orders (holding, dealing or history): paged from my_deal, and kept current by FOREX_TRADE
 * and FOREX_CLOSED (see onTradePush and onClosedPush). A gap in either topic loads page 1 again.
 */
export function useOrderList(status: OrderStatus): OrderListControl {
  const [list, setList] = useState<OrderList>(EMPTY_LIST);
  const [loading, setLoading] = useState(false);
  // Bumped by every refresh, so a page asked for before it cannot land on the new list.
  const generation = useRef(0);
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  const load = useCallback(
    (page: number): Promise<void> => {
      const asked = generation.current;
      setLoading(true);
      return api(myOrders, { status, page })
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
    [status],
  );

  const refresh = useCallback(() => {
    generation.current += 1;
    return load(1);
  }, [load]);

  const loadMore = useCallback(() => void load(listRef.current.pages + 1), [load]);

  // Page 1 is asked for by the list itself (InfiniteList loads from the first page), each time the tab is shown.
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
  }, [status, refresh]);

  const remove = useCallback((ids: readonly number[]) => setList((shown) => withoutOrders(shown, ids)), []);
  const replace = useCallback((order: ForexOrder) => setList((shown) => withOrder(shown, order)), []);

  return { list, loading, loadMore, refresh, remove, replace };
}
