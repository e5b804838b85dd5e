import { queryOptions } from '@tanstack/react-query';
import { getKline } from '@common/api/market';
import { KLINE_LIMIT_DEFAULT, type Period } from '@common/market';
import { getMicroOptions } from '@common/api/micro';
import { api } from '@/lib/http/api';

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
