import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getKline } from '@common/api/market';
import { myOrders, type ForexOrder } from '@common/api/trade';
import { ORDER_STATUS } from '@common/contract';
import { KLINE_LIMIT_DEFAULT, type KlinePoint, type Period } from '@common/market';
import { getMicroOptions } from '@common/api/micro';
import { api } from '@/lib/http/api';
import { pushRule, sessionKey } from '@/lib/query';
import { afterClosedPush, afterTradePush, loadPositions, withOrder, type ChartPositions } from './chart-positions';

/** The micro options (public, so guests see the form too). Silent: the form says it could not load them. */
export const microOptionsQuery = queryOptions({
  queryKey: ['micro-options'],
  queryFn: () => api(getMicroOptions, {}, { silent: true }),
});

/**
 * An instrument's candles of one period. The candle feed (kline-feed.ts) asks through the cache, fresh each time
 * (it merges the answer with the device's stored series and the socket's pushes itself). Silent: the chart says
 * itself when it has nothing to draw (a network failure still toasts, spec section 8).
 */
export const klineQuery = (instrumentId: number, period: Period) =>
  queryOptions({
    queryKey: ['kline', instrumentId, period],
    queryFn: () => api(getKline, { forex_id: instrumentId, period, limit: KLINE_LIMIT_DEFAULT }, { silent: true }),
    staleTime: 0,
    // The feed holds the candles it draws; the cache need not keep a second copy once the answer is handed over.
    gcTime: 0,
  });

/** Up to `limit` candles starting before `before` (ms): the page of history the chart asks for as it is panned back. */
export function fetchOlderKline(instrumentId: number, period: Period, before: number, limit: number): Promise<KlinePoint[]> {
  return api(getKline, { forex_id: instrumentId, period, before, limit }, { silent: true });
}

/**
 * The signed-in user's holding orders, whose entry, stop-loss and take-profit the chart draws; kept current by
 * FOREX_TRADE and FOREX_CLOSED (below) and by the answer of a change of levels. Silent: without them the chart
 * draws the candles alone.
 */
export const chartPositionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'chart-positions'),
    queryFn: () => loadPositions((page) => api(myOrders, { status: ORDER_STATUS.holding, page }, { silent: true })),
    enabled: token !== null,
  });

// A guest's (disabled) query has a null token: it needs no per-user topic, which a guest socket may not follow.
const isChartPositions = (key: QueryKey) => key[0] === 'session' && key[1] !== null && key[2] === 'chart-positions';

function eachPositions(client: QueryClient, change: (held: ChartPositions) => ChartPositions | 'reload'): void {
  for (const [key, held] of client.getQueriesData<ChartPositions>({ predicate: (query) => isChartPositions(query.queryKey) })) {
    if (!held) continue;
    const next = change(held);
    if (next === 'reload') void client.invalidateQueries({ queryKey: key, exact: true });
    else if (next !== held) client.setQueryData(key, next);
  }
}

/** The order as set_stop_price answered it, in the chart's positions (the lines move to its new levels). */
export function keepChangedOrder(client: QueryClient, token: string | null, order: ForexOrder): void {
  client.setQueryData<ChartPositions>(chartPositionsQuery(token).queryKey, (held) => (held ? withOrder(held, order) : held));
}

pushRule({
  topic: 'FOREX_TRADE',
  matches: isChartPositions,
  apply: (client, push) => eachPositions(client, (held) => afterTradePush(held, push.TransOrder)),
});

pushRule({
  topic: 'FOREX_CLOSED',
  matches: isChartPositions,
  apply: (client, ids) => eachPositions(client, (held) => afterClosedPush(held, ids)),
});
