import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_NAME, MeridianDb, readSeries, storeSeries } from '../../../../../src/lib/kline-cache';
import { candle } from '../kline-cache/candles';

// The app's own instances: the exported functions use the 'meridian' database, one row per series; version 2 adds
// the drafts of unfinished forms beside the klines, version 3 the query cache's kept answers.

const db = new MeridianDb();
afterAll(async () => {
  await db.delete();
});

describe("the 'meridian' database", () => {
  it('has version 3: klines keyed by instrument and period, drafts and kept answers keyed by name', async () => {
    await db.open();
    expect(db.name).toBe('meridian');
    expect(DB_NAME).toBe('meridian');
    expect(db.verno).toBe(3);
    expect(db.drafts.schema.primKey.keyPath).toBe('key');
    expect(db.answers.schema.primKey.keyPath).toBe('key');
    expect(db.klines.schema.primKey.keyPath).toEqual(['instrumentId', 'period']);
    expect(db.klines.schema.indexes.map((index) => index.name)).toEqual(['updatedAt']);
  });

  it('is where the exported readSeries and storeSeries keep one row per series', async () => {
    expect(await storeSeries(42, '15M', [candle(2), candle(1)], 123)).toBe(true);
    expect(await storeSeries(42, '15M', [candle(3)], 456)).toBe(true);
    expect(await db.klines.count()).toBe(1);
    expect(await db.klines.get([42, '15M'])).toEqual({
      instrumentId: 42,
      period: '15M',
      points: [candle(1), candle(2), candle(3)],
      updatedAt: 456,
    });
    expect(await readSeries(42, '15M')).toEqual([candle(1), candle(2), candle(3)]);
  });
});
