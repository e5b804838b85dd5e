import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTradeList, type TradeItem } from '@common/api/market';
import { api } from '../../lib/http/api';
import { queryClient } from '../../lib/query';
import { orKeptCopy } from '../../lib/query/kept-copy';

// The instrument list, read by home, trade and orders (and the live prices' gap recovery): one definition in the
// query cache. Silent: a screen that could not load it says so itself (an empty state with a retry).
// Never stale by itself: the spec says when it is asked again (entering /, /trade, /order, and a gap in the live
// prices), and every order card reads it, so mounting a card or refocusing the tab must not ask again.

const TRADE_LIST_KEY = ['trade-list'];

// Offline, the service worker may answer with its kept copy: shown with its own time (lib/query/kept-copy.ts).
export const tradeListQuery = queryOptions({
  queryKey: TRADE_LIST_KEY,
  queryFn: orKeptCopy(queryClient, TRADE_LIST_KEY, () => api(getTradeList, {}, { silent: true })),
  staleTime: Infinity,
});

/** An answer this young counts as the entry's: the route's loader has just asked for it on the way to the screen. */
const JUST_LOADED_MS = 1_000;

/**
 * Asks for the list again; spec: /, /trade and /order refresh it on entry (those screens are kept alive, so it is
 * their showing, not their mounting, that asks). Calls made meanwhile share one request; a failure is the query's
 * error state, which the screens show.
 */
export function refreshTradeList(): Promise<void> {
  return queryClient.query({ ...tradeListQuery, staleTime: JUST_LOADED_MS }).then(
    () => undefined,
    () => undefined,
  );
}

export interface TradeListState {
  /** Null until the first answer. */
  list: TradeItem[] | null;
  /** The last load failed (the last good list, if any, stays). */
  failed: boolean;
}

/** The instrument list as a screen shows it. */
export function useTradeList(): TradeListState {
  const { data, isError } = useQuery(tradeListQuery);
  return { list: data ?? null, failed: isError };
}
