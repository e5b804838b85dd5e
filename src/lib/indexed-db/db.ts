import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { KlinePoint, Period } from '@common/market';

// The PWA's IndexedDB database. One row per instrument and period holds the whole series: a series is capped at
// MAX_POINTS candles (tens of kilobytes), so opening a chart is a single get and storing is a single put, and
// pruning works on whole series. Version 1: a later schema change adds this.version(2), never edits this one.

export const DB_NAME = 'meridian';

/** The most candles kept per instrument and period. */
export const MAX_POINTS = 1500;

export interface KlineSeriesRow {
  instrumentId: number;
  period: Period;
  points: KlinePoint[];
  /** When this series was last stored, in ms, from the caller's clock; pruning reads it. */
  updatedAt: number;
}

export type KlineKey = [instrumentId: number, period: Period];

/**
 * A form the user has not finished, kept so a reload or a dropped network resumes it (the loan agreement and its
 * unfinished signing). `key` names the form and its owner; `data` is the form's own shape.
 */
export interface DraftRow {
  key: string;
  data: unknown;
  /** When it was last stored, in ms. */
  updatedAt: number;
}

/** The query cache's kept answers (a dehydrated state), one row per browser: see src/lib/query/persist.ts. */
export interface AnswersRow {
  key: string;
  data: unknown;
  /** When it was last stored, in ms. */
  updatedAt: number;
}

export class MeridianDb extends Dexie {
  // `declare` rather than a field: a class field would be reset to undefined after Dexie's constructor set it up.
  declare readonly klines: Table<KlineSeriesRow, KlineKey>;
  declare readonly drafts: Table<DraftRow, string>;
  declare readonly answers: Table<AnswersRow, string>;

  /** `name` and `options` exist for tests (a fresh database each, or an IndexedDB that fails). */
  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options);
    // updatedAt is indexed so pruning finds old and surplus series without reading every row's points.
    this.version(1).stores({ klines: '[instrumentId+period], updatedAt' });
    // Version 2 adds the drafts of unfinished forms; the kline series are kept as they are.
    this.version(2).stores({ klines: '[instrumentId+period], updatedAt', drafts: 'key' });
    // Version 3 adds the last answers of the query cache kept for an offline start (src/lib/query/persist.ts).
    this.version(3).stores({ klines: '[instrumentId+period], updatedAt', drafts: 'key', answers: 'key' });
  }
}
