// Kline history per instrument and period, kept in IndexedDB so a chart draws at once (see cache.ts for the flow).
export { applyLiveCandle, isCandle, mergeCandles, trimToLimit } from './merge';
export { DB_NAME, MAX_POINTS, MeridianDb, type AnswersRow, type DraftRow, type KlineKey, type KlineSeriesRow } from '../indexed-db/db';
export { createKlineCache, DEFAULT_MAX_AGE_MS, DEFAULT_MAX_SERIES, pruneOld, readSeries, storeSeries, type KlineCache } from './cache';
