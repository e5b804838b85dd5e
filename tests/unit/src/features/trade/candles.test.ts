import { describe, expect, it } from 'vitest';
import type { KlinePoint, KlinePush, Period } from '@common/market';
import {
  coveredByTag,
  followWindow,
  HISTORY_MAX_POINTS,
  liveStep,
  mergeOlder,
  nearOldest,
  newestWindow,
  toCandleTuple,
  toCandleTuples,
} from '../../../../../src/features/trade/candles';

function candle(time: number, close = '1.5'): KlinePoint {
  return { Time: time, Open: '1.25', High: '2', Low: '0.75', Close: close, Volume: '10' };
}

function push(period: Period, time: number, close = '1.5'): KlinePush {
  return { ...candle(time, close), Period: period };
}

const series = (...times: number[]) => times.map((time) => candle(time));

describe('Highcharts candle tuples', () => {
  it('are [time, open, high, low, close] as numbers', () => {
    const tuple = toCandleTuple({
      Time: 1_700_000_000_000,
      Open: '67000.10',
      High: '67100.5',
      Low: '66900',
      Close: '0.00012',
      Volume: '3',
    });
    expect(tuple).toEqual([1_700_000_000_000, 67000.1, 67100.5, 66900, 0.00012]);
    for (const value of tuple) expect(typeof value).toBe('number');
  });

  it('keep the order of the series and at most the newest HISTORY_MAX_POINTS (the history paged back included)', () => {
    expect(toCandleTuples(series(1, 2, 3)).map((tuple) => tuple[0])).toEqual([1, 2, 3]);
    const long = Array.from({ length: HISTORY_MAX_POINTS + 5 }, (_, index) => candle(index));
    const tuples = toCandleTuples(long);
    expect(tuples).toHaveLength(HISTORY_MAX_POINTS);
    expect(tuples[0]?.[0]).toBe(5);
    expect(tuples.at(-1)?.[0]).toBe(HISTORY_MAX_POINTS + 4);
  });
});

describe('liveStep', () => {
  const shown = series(60_000, 120_000);

  it('ignores pushes of the other periods', () => {
    for (const other of ['1M', '15M', '30M', '1H', '1D'] as const) {
      expect(liveStep(shown, push(other, 120_000, '9'), '5M')).toEqual({ kind: 'ignore' });
    }
  });

  it('updates the last candle for a push with its Time, without the Period field', () => {
    const step = liveStep(shown, push('5M', 120_000, '1.75'), '5M');
    expect(step.kind).toBe('update');
    if (step.kind !== 'update') return;
    expect(step.point).toEqual(candle(120_000, '1.75'));
    expect(step.series).toEqual([candle(60_000), candle(120_000, '1.75')]);
    expect(shown).toEqual(series(60_000, 120_000));
  });

  it('appends a candle for a newer Time', () => {
    const step = liveStep(shown, push('1M', 180_000, '1.8'), '1M');
    expect(step.kind).toBe('append');
    if (step.kind !== 'append') return;
    expect(step.point).toEqual(candle(180_000, '1.8'));
    expect(step.series.map((point) => point.Time)).toEqual([60_000, 120_000, 180_000]);
  });

  it('starts an empty series with the pushed candle', () => {
    expect(liveStep([], push('1D', 5, '2'), '1D')).toEqual({ kind: 'append', series: [candle(5, '2')], point: candle(5, '2') });
  });

  it('ignores stale and malformed pushes', () => {
    expect(liveStep(shown, push('5M', 60_000, '3'), '5M')).toEqual({ kind: 'ignore' });
    expect(liveStep(shown, { ...push('5M', 180_000), Close: 1.5 }, '5M')).toEqual({ kind: 'ignore' });
    expect(liveStep(shown, null, '5M')).toEqual({ kind: 'ignore' });
    expect(liveStep(shown, 'KLINE', '5M')).toEqual({ kind: 'ignore' });
    expect(liveStep(shown, candle(180_000), '5M')).toEqual({ kind: 'ignore' });
  });
});

describe('the visible window', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => candle((index + 1) * 1000));

  it('shows the newest candles of a long series, and everything of a short one', () => {
    expect(newestWindow(hundred, 60)).toEqual({ min: 41_000, max: 100_000 });
    expect(newestWindow(hundred.slice(0, 60), 60)).toBeUndefined();
    expect(newestWindow([], 60)).toBeUndefined();
  });

  it('moves along with a new candle when it showed the newest one, keeping its width', () => {
    const grown = [...hundred, candle(101_000)];
    expect(followWindow(grown, { min: 41_000, max: 100_000 })).toEqual({ min: 42_000, max: 101_000 });
    expect(followWindow(grown, { min: 91_000, max: 100_500 })).toEqual({ min: 92_000, max: 101_000 });
  });

  it('keeps showing the whole series when it did', () => {
    expect(followWindow(series(1000, 2000, 3000), { min: 1000, max: 2000 })).toEqual({ min: 1000, max: 3000 });
  });

  it('stays where the user panned to in the history', () => {
    expect(followWindow([...hundred, candle(101_000)], { min: 10_000, max: 70_000 })).toBeUndefined();
    expect(followWindow(series(1000), { min: 1000, max: 1000 })).toBeUndefined();
  });
});

describe('coveredByTag (issue 19, item 11)', () => {
  it('hides a price label whose middle is within the tag, above or below, and keeps the next grid line', () => {
    expect(coveredByTag(100, 100)).toBe(true);
    expect(coveredByTag(90, 100)).toBe(true);
    expect(coveredByTag(110, 100)).toBe(true);
    // Grid lines are ~50px apart at the chart's 250px: the neighbour of a covered label stays.
    expect(coveredByTag(150, 100)).toBe(false);
    expect(coveredByTag(84, 100)).toBe(true);
    expect(coveredByTag(83, 100)).toBe(false);
  });
});

describe('paging back through the history', () => {
  it('puts older candles before the series, each Time once, the held candles unchanged', () => {
    const held = [candle(3000, '3'), candle(4000, '4')];
    const merged = mergeOlder(held, [candle(1000, '1'), candle(2000, '2'), candle(3000, '9')], 3);
    expect(merged.series).toEqual([candle(1000, '1'), candle(2000, '2'), candle(3000, '3'), candle(4000, '4')]);
    expect(merged.added).toBe(2);
    expect(merged.atStart).toBe(false);
  });

  it('says the history ended when the page is short or brings nothing new', () => {
    const held = series(3000, 4000);
    expect(mergeOlder(held, series(2000), 3)).toMatchObject({ added: 1, atStart: true });
    const nothingNew = mergeOlder(held, series(3000, 4000, 5000), 3);
    expect(nothingNew).toMatchObject({ added: 0, atStart: true });
    expect(nothingNew.series).toBe(held);
    expect(mergeOlder(held, [], 300)).toMatchObject({ added: 0, atStart: true });
  });

  it('drops malformed candles of a page', () => {
    const merged = mergeOlder(series(3000), [{ ...candle(1000), Close: 'x' }, candle(2000)], 2);
    expect(merged.series.map((point) => point.Time)).toEqual([2000, 3000]);
    expect(merged.added).toBe(1);
  });

  it('asks for the page before once the view shows one of the oldest candles held', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => candle((index + 1) * 1000));
    expect(nearOldest(hundred, 1000, 20)).toBe(true);
    expect(nearOldest(hundred, 21_000, 20)).toBe(true);
    expect(nearOldest(hundred, 22_000, 20)).toBe(false);
    expect(nearOldest(series(1000, 2000), 2000, 20)).toBe(true);
    expect(nearOldest([], 0, 20)).toBe(false);
  });
});
