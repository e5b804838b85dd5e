import { isPeriod, type KlinePoint, type Period } from '@common/market';
import { MAX_POINTS, MeridianDb, type KlineKey } from '../indexed-db/db';
import { mergeCandles, trimToLimit } from './merge';

// The kline cache is an optimisation: a chart draws from it at once, then merges the server's answer. So it never
// fails a caller. When IndexedDB is missing, refused (private mode), closed by the browser or out of quota, reads
// return an empty series and writes and pruning report that nothing happened. Time is always the caller's `now`,
// so tests move it instead of waiting.

/** Series not stored for this long are deleted by pruneOld. */
export const DEFAULT_MAX_AGE_MS = 14 * 24 * 60 * 60_000;

/** pruneOld keeps at most this many series, the most recently stored. */
export const DEFAULT_MAX_SERIES = 60;

export interface KlineCache {
  /** The stored series, sorted by Time; empty when there is none or the database cannot be used. */
  readSeries: (instrumentId: number, period: Period) => Promise<KlinePoint[]>;
  /** Merges `points` into the stored series (theirs win per Time), keeps the newest MAX_POINTS; true when written. */
  storeSeries: (instrumentId: number, period: Period, points: readonly KlinePoint[], now: number) => Promise<boolean>;
  /** Deletes series stored `maxAgeMs` or longer before `now`, then all but the newest `maxSeries`; returns how many. */
  pruneOld: (now: number, maxAgeMs?: number, maxSeries?: number) => Promise<number>;
}

function isSeriesKey(instrumentId: number, period: Period): boolean {
  return Number.isSafeInteger(instrumentId) && instrumentId >= 0 && isPeriod(period);
}

// A row may have been written by an older build or edited in devtools, so its points are checked like wire data.
function cleanPoints(points: unknown): KlinePoint[] {
  return Array.isArray(points) ? trimToLimit(mergeCandles([], points as KlinePoint[]), MAX_POINTS) : [];
}

/** A cache over the database `openDb` returns; it is opened on first use, so importing this module never touches IndexedDB. */
export function createKlineCache(openDb: () => MeridianDb): KlineCache {
  let db: MeridianDb | undefined;
  let warned = false;

  async function guarded<T>(fallback: T, work: (database: MeridianDb) => Promise<T>): Promise<T> {
    try {
      db ??= openDb();
      return await work(db);
    } catch (error) {
      // Once is enough: in private mode every chart would repeat the same failure.
      if (!warned) console.warn('kline cache unavailable, charts load from the network only', error);
      warned = true;
      return fallback;
    }
  }

  return {
    readSeries: async (instrumentId, period) => {
      if (!isSeriesKey(instrumentId, period)) return [];
      const key: KlineKey = [instrumentId, period];
      return guarded<KlinePoint[]>([], async (database) => cleanPoints((await database.klines.get(key))?.points));
    },

    storeSeries: async (instrumentId, period, points, now) => {
      // A non-finite updatedAt is not an IndexedDB key, so the row would be missing from the index and never pruned.
      if (!isSeriesKey(instrumentId, period) || !Number.isFinite(now)) return false;
      const key: KlineKey = [instrumentId, period];
      return guarded(false, (database) =>
        // Read, merge and write in one transaction: two tabs (or a history load racing a live flush) storing the
        // same series must not overwrite each other's candles.
        database.transaction('rw', database.klines, async () => {
          const stored = cleanPoints((await database.klines.get(key))?.points);
          const merged = trimToLimit(mergeCandles(stored, points), MAX_POINTS);
          await database.klines.put({ instrumentId, period, points: merged, updatedAt: now });
          return true;
        }),
      );
    },

    pruneOld: async (now, maxAgeMs = DEFAULT_MAX_AGE_MS, maxSeries = DEFAULT_MAX_SERIES) => {
      // A bad clock or limit would delete the wrong rows (NaN or Infinity can mean everything), so it deletes none.
      if (!Number.isFinite(now) || Number.isNaN(maxAgeMs) || maxAgeMs < 0) return 0;
      if (!Number.isSafeInteger(maxSeries) || maxSeries < 0) return 0;
      return guarded(0, (database) =>
        database.transaction('rw', database.klines, async () => {
          const expired = await database.klines
            .where('updatedAt')
            .belowOrEqual(now - maxAgeMs)
            .primaryKeys();
          await database.klines.bulkDelete(expired);
          const surplus = await database.klines.orderBy('updatedAt').reverse().offset(maxSeries).primaryKeys();
          await database.klines.bulkDelete(surplus);
          return expired.length + surplus.length;
        }),
      );
    },
  };
}

// The app's cache, on the 'meridian' database.
export const { readSeries, storeSeries, pruneOld } = createKlineCache(() => new MeridianDb());
