import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKlineCache, MeridianDb, type KlineCache } from '../../../../../src/lib/kline-cache';
import { candle } from './candles';

// Private mode and broken browsers: every way IndexedDB can fail must leave charts working on the network alone.

afterEach(() => vi.restoreAllMocks());

async function expectHarmless(cache: KlineCache): Promise<void> {
  await expect(cache.readSeries(1, '1M')).resolves.toEqual([]);
  await expect(cache.storeSeries(1, '1M', [candle(1)], 0)).resolves.toBe(false);
  await expect(cache.pruneOld(0)).resolves.toBe(0);
}

describe('when IndexedDB fails', () => {
  it('survives a factory whose open throws (a refused database)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const db = new MeridianDb('refused', { indexedDB: refusing, IDBKeyRange });
    await expectHarmless(createKlineCache(() => db));
    // Said once, not once per chart.
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('survives a browser without IndexedDB and a database that cannot even be constructed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectHarmless(createKlineCache(() => new MeridianDb('missing', { indexedDB: undefined })));
    await expectHarmless(
      createKlineCache(() => {
        throw new ReferenceError('indexedDB is not defined');
      }),
    );
  });

  it('survives the database being closed under it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = new MeridianDb('closed-later');
    const cache = createKlineCache(() => db);
    expect(await cache.storeSeries(1, '1M', [candle(1)], 0)).toBe(true);
    db.close();
    await expectHarmless(cache);
    await db.delete();
  });

  it('reports a failed write and keeps the stored series intact', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = new MeridianDb('quota');
    const cache = createKlineCache(() => db);
    await cache.storeSeries(1, '1M', [candle(1, '1.1')], 0);
    vi.spyOn(db.klines, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    expect(await cache.storeSeries(1, '1M', [candle(1, '9.9'), candle(2)], 1)).toBe(false);
    vi.restoreAllMocks();
    expect(await cache.readSeries(1, '1M')).toEqual([candle(1, '1.1')]);
    await db.delete();
  });
});
