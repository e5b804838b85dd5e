import { useEffect, useMemo } from 'react';
import type { Period } from '@common/market';
import { queryClient } from '@/lib/query';
import { socketClient } from '@/lib/socket';
import { KlineFeed, type KlineFeedDeps } from './kline-feed';
import { fetchOlderKline, klineQuery } from './queries';

// The IndexedDB cache (and Dexie) is loaded on first use, so the app's entry chunk does not carry it.
const cache = () => import('@/lib/kline-cache');

const deps: KlineFeedDeps = {
  readSeries: (instrumentId, period) => cache().then((module) => module.readSeries(instrumentId, period)),
  storeSeries: (instrumentId, period, points, now) => cache().then((module) => module.storeSeries(instrumentId, period, points, now)),
  fetchKline: (instrumentId, period) => queryClient.query(klineQuery(instrumentId, period)),
  fetchOlder: fetchOlderKline,
  subscribe: (topic, onPush, onGap) => socketClient.subscribe(topic, onPush, onGap),
  now: () => Date.now(),
};

/**
 * The candle feed of one instrument and period, running while the screen is shown: a hidden kept-alive screen stops
 * it (its effects are cleaned up) and showing the screen again starts it, from the candles it still holds.
 */
export function useKlineFeed(instrumentId: number | undefined, code: string | undefined, period: Period): KlineFeed | null {
  const feed = useMemo(
    () => (instrumentId !== undefined && code !== undefined ? new KlineFeed(deps, { instrumentId, code, period }) : null),
    [instrumentId, code, period],
  );
  useEffect(() => {
    if (!feed) return;
    feed.start();
    return () => feed.stop();
  }, [feed]);
  return feed;
}

/** Deletes old cached series (once per app start, see TradeScreen). */
export function pruneKlineCache(now: number): void {
  void cache()
    .then((module) => module.pruneOld(now))
    .catch(() => undefined);
}
