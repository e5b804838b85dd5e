import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createKlineCache, DEFAULT_MAX_AGE_MS, MAX_POINTS, MeridianDb, type KlineCache } from '../../../../../src/lib/kline-cache';
import { candle, closes, times } from './candles';

// Each test gets its own database on fake-indexeddb, so no state leaks between tests.
let counter = 0;
const open: MeridianDb[] = [];

function fresh(): { db: MeridianDb; cache: KlineCache } {
  const db = new MeridianDb(`kline-cache-test-${++counter}`);
  open.push(db);
  return { db, cache: createKlineCache(() => db) };
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.delete()));
});

const DAY = 24 * 60 * 60_000;
const NOW = Date.UTC(2026, 0, 15);

describe('storeSeries and readSeries', () => {
  it('round-trips a series, sorted and without duplicates', async () => {
    const { cache } = fresh();
    expect(await cache.storeSeries(7, '5M', [candle(3), candle(1), candle(2), candle(1, '1.9')], NOW)).toBe(true);
    expect(await cache.readSeries(7, '5M')).toEqual([candle(1, '1.9'), candle(2), candle(3)]);
  });

  it('keeps instruments and periods apart and reads an absent series as empty', async () => {
    const { cache } = fresh();
    await cache.storeSeries(7, '5M', [candle(1, '1.1')], NOW);
    await cache.storeSeries(7, '1H', [candle(1, '1.2')], NOW);
    await cache.storeSeries(8, '5M', [candle(1, '1.3')], NOW);
    expect(closes(await cache.readSeries(7, '5M'))).toEqual(['1.1']);
    expect(closes(await cache.readSeries(7, '1H'))).toEqual(['1.2']);
    expect(closes(await cache.readSeries(8, '5M'))).toEqual(['1.3']);
    expect(await cache.readSeries(9, '5M')).toEqual([]);
  });

  it('merges with what is stored, the new candles winning, and records the new time', async () => {
    const { db, cache } = fresh();
    await cache.storeSeries(1, '1M', [candle(1), candle(2), candle(3, '3.1')], NOW);
    await cache.storeSeries(1, '1M', [candle(3, '3.2'), candle(4)], NOW + 60_000);
    const series = await cache.readSeries(1, '1M');
    expect(times(series)).toEqual([1, 2, 3, 4]);
    expect(series[2]!.Close).toBe('3.2');
    expect((await db.klines.get([1, '1M']))?.updatedAt).toBe(NOW + 60_000);
  });

  it('keeps the newest MAX_POINTS candles, in the stored row too', async () => {
    const { db, cache } = fresh();
    const full = Array.from({ length: MAX_POINTS }, (_, i) => candle(i));
    await cache.storeSeries(1, '1M', full, NOW);
    await cache.storeSeries(1, '1M', [candle(MAX_POINTS), candle(MAX_POINTS + 1)], NOW);
    const series = await cache.readSeries(1, '1M');
    expect(series).toHaveLength(MAX_POINTS);
    expect(series[0]!.Time).toBe(2);
    expect(series.at(-1)!.Time).toBe(MAX_POINTS + 1);
    expect((await db.klines.get([1, '1M']))?.points).toHaveLength(MAX_POINTS);
  });

  it('does not lose candles when two stores of one series race', async () => {
    const { cache } = fresh();
    await Promise.all([cache.storeSeries(1, '1M', [candle(1), candle(2)], NOW), cache.storeSeries(1, '1M', [candle(3), candle(4)], NOW)]);
    expect(times(await cache.readSeries(1, '1M'))).toEqual([1, 2, 3, 4]);
  });

  it('refuses a bad key or clock without writing', async () => {
    const { db, cache } = fresh();
    expect(await cache.storeSeries(-1, '1M', [candle(1)], NOW)).toBe(false);
    expect(await cache.storeSeries(1.5, '1M', [candle(1)], NOW)).toBe(false);
    expect(await cache.storeSeries(1, '2M' as '1M', [candle(1)], NOW)).toBe(false);
    expect(await cache.storeSeries(1, '1M', [candle(1)], Number.NaN)).toBe(false);
    expect(await db.klines.count()).toBe(0);
    expect(await cache.readSeries(Number.NaN, '1M')).toEqual([]);
  });

  it('cleans a stored row written by someone else', async () => {
    const { db, cache } = fresh();
    const junk = { ...candle(2), Close: 'NaN' };
    await db.klines.put({ instrumentId: 1, period: '1D', points: [candle(3), junk, candle(1)], updatedAt: NOW });
    expect(times(await cache.readSeries(1, '1D'))).toEqual([1, 3]);
    await db.klines.put({ instrumentId: 2, period: '1D', points: 'garbage' as unknown as [], updatedAt: NOW });
    expect(await cache.readSeries(2, '1D')).toEqual([]);
  });
});

describe('pruneOld', () => {
  async function seed(cache: KlineCache, ages: readonly number[]): Promise<void> {
    for (const [id, age] of ages.entries()) await cache.storeSeries(id, '1H', [candle(1)], NOW - age);
  }
  const ids = async (db: MeridianDb) => (await db.klines.toCollection().primaryKeys()).map(([id]) => id).sort((a, b) => a - b);

  it('deletes series not stored for 14 days by default, the boundary included', async () => {
    const { db, cache } = fresh();
    await seed(cache, [0, DEFAULT_MAX_AGE_MS - 1, DEFAULT_MAX_AGE_MS, 20 * DAY, DAY]);
    expect(DEFAULT_MAX_AGE_MS).toBe(14 * DAY);
    expect(await cache.pruneOld(NOW)).toBe(2);
    expect(await ids(db)).toEqual([0, 1, 4]);
  });

  it('takes the age from the caller, and storing again keeps a series alive', async () => {
    const { db, cache } = fresh();
    await seed(cache, [3 * DAY, 3 * DAY]);
    await cache.storeSeries(1, '1H', [candle(2)], NOW);
    expect(await cache.pruneOld(NOW, 2 * DAY)).toBe(1);
    expect(await ids(db)).toEqual([1]);
    expect(await cache.pruneOld(NOW + 2 * DAY)).toBe(0);
  });

  it('keeps only the 60 most recently stored series by default', async () => {
    const { db, cache } = fresh();
    // Ids 0..64 stored from newest to oldest, all within the age limit: ids 60..64 are the surplus.
    await seed(
      cache,
      Array.from({ length: 65 }, (_, i) => i * 1000),
    );
    expect(await cache.pruneOld(NOW)).toBe(5);
    expect(await ids(db)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(await cache.pruneOld(NOW, DEFAULT_MAX_AGE_MS, 2)).toBe(58);
    expect(await ids(db)).toEqual([0, 1]);
  });

  it('deletes nothing on a bad clock or limit', async () => {
    const { db, cache } = fresh();
    await seed(cache, [20 * DAY, 30 * DAY]);
    for (const now of [Number.NaN, Number.POSITIVE_INFINITY]) expect(await cache.pruneOld(now)).toBe(0);
    expect(await cache.pruneOld(NOW, Number.NaN)).toBe(0);
    expect(await cache.pruneOld(NOW, -1)).toBe(0);
    expect(await cache.pruneOld(NOW, DAY, -1)).toBe(0);
    expect(await db.klines.count()).toBe(2);
  });
});
