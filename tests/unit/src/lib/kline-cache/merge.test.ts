import { describe, expect, it } from 'vitest';
import type { KlinePoint, KlinePush } from '@common/market';
import { applyLiveCandle, isCandle, mergeCandles, trimToLimit } from '../../../../../src/lib/kline-cache';
import { candle, closes, times } from './candles';

describe('mergeCandles', () => {
  it('lets the incoming candle win for the same Time, whichever list is longer', () => {
    const merged = mergeCandles([candle(1000, '1.1'), candle(2000, '1.1')], [candle(2000, '2.2')]);
    expect(merged).toEqual([candle(1000, '1.1'), candle(2000, '2.2')]);
    expect(closes(mergeCandles([candle(5, '1.5')], [candle(5, '2.5'), candle(6)]))).toEqual(['2.5', '1']);
  });

  it('sorts by Time ascending and keeps one candle per Time', () => {
    const merged = mergeCandles([candle(3000), candle(1000), candle(3000)], [candle(2000), candle(4000), candle(2000)]);
    expect(times(merged)).toEqual([1000, 2000, 3000, 4000]);
  });

  it('keeps the last of duplicates inside one list', () => {
    expect(closes(mergeCandles([], [candle(1, '1.01'), candle(1, '1.02')]))).toEqual(['1.02']);
  });

  it('skips points with a non-finite Time or prices that are not decimal strings', () => {
    const bad: unknown[] = [
      { ...candle(1), Time: Number.NaN },
      { ...candle(2), Time: Number.POSITIVE_INFINITY },
      { ...candle(3), Time: '3' },
      { ...candle(4), Close: 1.5 },
      { ...candle(5), High: '1e5' },
      { ...candle(6), Volume: '' },
      { ...candle(7), Low: 'NaN' },
      { Time: 8, Open: '1', High: '1', Low: '1', Close: '1' },
      null,
      'candle',
    ];
    const merged = mergeCandles(bad as KlinePoint[], [...(bad as KlinePoint[]), candle(9, '-0.25')]);
    expect(merged).toEqual([candle(9, '-0.25')]);
    // A bad incoming candle must not erase the good cached one at its Time.
    expect(mergeCandles([candle(10, '3.3')], [{ ...candle(10), Close: 'oops' }])).toEqual([candle(10, '3.3')]);
  });

  it('returns copies holding only the candle fields', () => {
    const push: KlinePush = { ...candle(1), Period: '1M' };
    const cached = candle(0);
    const merged = mergeCandles([cached], [push]);
    expect(merged[1]).toStrictEqual(candle(1));
    merged[0]!.Close = '7';
    expect(cached.Close).toBe('1');
  });
});

describe('applyLiveCandle', () => {
  const series = [candle(1000), candle(2000, '1.5')];

  it('replaces the last candle when the live one has its Time', () => {
    const next = applyLiveCandle(series, candle(2000, '1.6'));
    expect(closes(next)).toEqual(['1', '1.6']);
    expect(closes(series)).toEqual(['1', '1.5']);
  });

  it('appends a newer live candle, also to an empty series', () => {
    expect(times(applyLiveCandle(series, candle(3000)))).toEqual([1000, 2000, 3000]);
    expect(applyLiveCandle([], candle(5))).toEqual([candle(5)]);
  });

  it('ignores a stale push older than the last candle and returns the same array', () => {
    expect(applyLiveCandle(series, candle(1000, '0.9'))).toBe(series);
    expect(applyLiveCandle(series, candle(1500, '0.9'))).toBe(series);
  });

  it('ignores an invalid live candle and drops the push fields of a valid one', () => {
    expect(applyLiveCandle(series, { ...candle(3000), Close: 'x' })).toBe(series);
    expect(applyLiveCandle(series, { ...candle(Number.NaN) })).toBe(series);
    const push: KlinePush = { ...candle(3000), Period: '5M' };
    expect(applyLiveCandle(series, push).at(-1)).toStrictEqual(candle(3000));
  });
});

describe('trimToLimit', () => {
  const series = [candle(1), candle(2), candle(3), candle(4)];

  it('keeps the newest max candles', () => {
    expect(times(trimToLimit(series, 2))).toEqual([3, 4]);
    expect(times(trimToLimit(series, 10))).toEqual([1, 2, 3, 4]);
    expect(trimToLimit(series, 0)).toEqual([]);
  });

  it('refuses a limit that is not a whole number', () => {
    for (const max of [-1, 1.5, Number.NaN]) expect(() => trimToLimit(series, max)).toThrow(RangeError);
  });
});

describe('isCandle', () => {
  it('accepts a wire candle and rejects other shapes', () => {
    expect(isCandle(candle(0))).toBe(true);
    expect(isCandle({ ...candle(0), Open: undefined })).toBe(false);
    expect(isCandle(undefined)).toBe(false);
  });
});
