import { queryOptions } from '@tanstack/react-query';
import { getAbbreviatedKline, getCategories, searchInstruments } from '@common/api/market';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';

/** The instrument categories; their names come translated by the server, so each language has its own answer. */
export const categoriesQuery = (locale: LocaleCode) =>
  queryOptions({
    queryKey: ['categories', locale],
    queryFn: () => api(getCategories, {}, { silent: true }),
  });

/**
 * The closes of an instrument's small home-screen chart. They are asked again with each load of the instrument list
 * (`listLoadedAt`, when it arrived), not on every visit or refocus: coming back to the screen keeps what was drawn.
 */
export const sparklineQuery = (instrumentId: number, listLoadedAt: number) =>
  queryOptions({
    queryKey: ['sparkline', instrumentId, listLoadedAt],
    queryFn: () =>
      api(getAbbreviatedKline, { forex_id: instrumentId, period: '1M' }, { silent: true }).then((points) =>
        points.map((point) => point.Close),
      ),
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
