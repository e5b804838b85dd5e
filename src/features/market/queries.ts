import { queryOptions } from '@tanstack/react-query';
import { ABBREVIATED_POINTS, getAbbreviatedKline, getCategories, searchInstruments } from '@common/api/market';
import type { LocaleCode } from '@common/locales';
import type { KlinePoint, Period } from '@common/market';
import { afterPageLoad } from '@/lib/after-load';
import { api } from '@/lib/http/api';

/** The strip's charts are of 1-minute candles (spec, Home). */
const SPARKLINE_PERIOD: Period = '1M';

/** The instrument categories; their names come translated by the server, so each language has its own answer. */
export const categoriesQuery = (locale: LocaleCode) =>
  queryOptions({
    queryKey: ['categories', locale],
    queryFn: () => api(getCategories, {}, { silent: true }),
  });

// The 1-minute candles the device keeps (IndexedDB, lib/kline-cache), loaded on first use as the trade chart loads
// them, so the app's first chunk carries no Dexie.
const klineCache = () => import('@/lib/kline-cache');

/**
 * The closes of an instrument's small home-screen chart. They are asked again with each load of the instrument list
 * (`listLoadedAt`, when it arrived), not on every visit or refocus: coming back to the screen keeps what was drawn.
 * Each answer is kept on the device with the instrument's other 1-minute candles (once the page has loaded), and
 * with the network gone the chart is drawn from those (defect 10 of issue 41: offline, the strip was blank): the last
 * ABBREVIATED_POINTS kept, which the trade chart's 1-minute candles add to. Nothing kept: the call's failure stands.
 */
export const sparklineQuery = (instrumentId: number, listLoadedAt: number) =>
  queryOptions({
    queryKey: ['sparkline', instrumentId, listLoadedAt],
    queryFn: async () => {
      let points: KlinePoint[];
      try {
        points = await api(getAbbreviatedKline, { forex_id: instrumentId, period: SPARKLINE_PERIOD }, { silent: true });
      } catch (error) {
        const kept = await klineCache()
          .then((cache) => cache.readSeries(instrumentId, SPARKLINE_PERIOD))
          .catch(() => []);
        if (kept.length === 0) throw error;
        return kept.slice(-ABBREVIATED_POINTS).map((point) => point.Close);
      }
      if (points.length > 0) {
        void afterPageLoad()
          .then(klineCache)
          .then((cache) => cache.storeSeries(instrumentId, SPARKLINE_PERIOD, points, Date.now()))
          .catch(() => false);
      }
      return points.map((point) => point.Close);
    },
    staleTime: Infinity,
    // Only the newest load's candles are wanted again; older ones go as soon as nothing shows them.
    gcTime: 0,
  });

/** The instruments whose code matches a search (already normalised, never empty: see src/lib/search-query.ts). */
export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: ['instrument-search', query],
    queryFn: () => api(searchInstruments, { searchCurrency: query }, { silent: true }),
  });
