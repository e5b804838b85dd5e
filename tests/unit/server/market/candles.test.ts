import { describe, expect, it } from 'vitest';
import { PERIODS, type Period } from '../../../../common/market';
import { candlesFromTicks } from '../../../../server/market/candle-store';
import { bucketStart, CandleBook, nextBucket, type Tick } from '../../../../server/market/candles';

// Property test: for many random tick streams, every candle the book produces equals a brute-force candle made
// from all ticks so far that fall in the same bucket.

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Every tick's bucket in every period, worked out once. */
type Buckets = Map<Tick, Record<Period, number>>;

function bucketsOf(ticks: Tick[]): Buckets {
  return new Map(
    ticks.map((tick) => [
      tick,
      Object.fromEntries(PERIODS.map((period) => [period, bucketStart(period, tick.time)])) as Record<Period, number>,
    ]),
  );
}

function bruteForce(ticks: Tick[], buckets: Buckets, period: Period, upTo: Tick) {
  const bucket = buckets.get(upTo)![period];
  const inBucket = ticks.filter((tick) => tick.seq <= upTo.seq && buckets.get(tick)![period] === bucket);
  const prices = inBucket.map((tick) => Number(tick.price));
  return {
    Time: bucket,
    Open: inBucket[0]!.price,
    High: Math.max(...prices).toFixed(2),
    Low: Math.min(...prices).toFixed(2),
    Close: upTo.price,
    Volume: String(inBucket.reduce((sum, tick) => sum + tick.volume, 0)),
  };
}

describe('candles from ticks', () => {
  it('match a brute-force model for random tick streams in every period', () => {
    for (let run = 0; run < 40; run += 1) {
      const next = random(run + 1);
      let time = Date.UTC(2026, 2, 28, 20, 0, 0) + Math.floor(next() * 86_400_000);
      const ticks: Tick[] = [];
      for (let seq = 1; seq <= 200; seq += 1) {
        // Gaps from a fraction of a second to several hours, so buckets are both shared and skipped.
        time += Math.floor(next() ** 4 * 4 * 60 * 60 * 1000) + 1;
        ticks.push({ instrumentId: 1, seq, time, price: (100 + next() * 10).toFixed(2), volume: Math.floor(next() * 100) });
      }
      const buckets = bucketsOf(ticks);
      const book = new CandleBook();
      for (const tick of ticks) {
        const candles = book.apply(tick);
        for (const candle of candles) {
          const { Period: period, ...point } = candle;
          expect(point, `run ${run} seq ${tick.seq} ${period}`).toEqual(bruteForce(ticks, buckets, period, tick));
        }
      }
    }
  });

  it('stores, between two flushes, a candle that ended as well as the one that began', () => {
    const book = new CandleBook();
    const minute = Date.UTC(2026, 2, 2, 9, 0);
    book.apply({ instrumentId: 1, seq: 1, time: minute + 59_000, price: '1.10', volume: 1 });
    book.apply({ instrumentId: 1, seq: 2, time: minute + 59_900, price: '1.30', volume: 1 });
    book.apply({ instrumentId: 1, seq: 3, time: minute + 60_100, price: '1.20', volume: 1 });
    const minutes = book.takeChanged().filter(({ candle }) => candle.Period === '1M');
    expect(minutes.map(({ candle }) => [candle.Time, candle.Close])).toEqual([
      [minute, '1.30'],
      [minute + 60_000, '1.20'],
    ]);
  });

  it('between live-candle flushes, hands over only the candles that ended, and the live ones at the next full flush', () => {
    const book = new CandleBook();
    const minute = Date.UTC(2026, 2, 2, 9, 0);
    book.apply({ instrumentId: 1, seq: 1, time: minute + 59_000, price: '1.10', volume: 1 });
    book.apply({ instrumentId: 1, seq: 2, time: minute + 60_100, price: '1.20', volume: 1 });
    const ended = book.takeChanged(false);
    expect(ended.map(({ candle }) => [candle.Period, candle.Time, candle.Close])).toEqual([['1M', minute, '1.10']]);
    book.apply({ instrumentId: 1, seq: 3, time: minute + 61_000, price: '1.25', volume: 1 });
    expect(book.takeChanged(false)).toEqual([]);
    const live = book.takeChanged(true);
    expect(live.find(({ candle }) => candle.Period === '1M')?.candle).toMatchObject({ Time: minute + 60_000, Close: '1.25' });
    expect(live.map(({ candle }) => candle.Period).sort()).toEqual([...PERIODS].sort());
  });

  it('builds recorded history into the final candle of each bucket, as the brute-force model does', () => {
    const next = random(99);
    let time = Date.UTC(2026, 2, 28, 20, 0, 0);
    const ticks: Tick[] = [];
    for (let seq = 1; seq <= 500; seq += 1) {
      time += Math.floor(next() ** 4 * 4 * 60 * 60 * 1000) + 1;
      ticks.push({ instrumentId: 1 + (seq % 2), seq, time, price: (100 + next() * 10).toFixed(2), volume: Math.floor(next() * 100) });
    }
    const stored = candlesFromTicks(ticks);
    for (const instrumentId of [1, 2]) {
      const own = ticks.filter((tick) => tick.instrumentId === instrumentId);
      const buckets = bucketsOf(own);
      for (const period of PERIODS) {
        const expected = own
          .filter((tick, index) => {
            const following = own[index + 1];
            return !following || bucketStart(period, tick.time) !== bucketStart(period, following.time);
          })
          .map((last) => bruteForce(own, buckets, period, last));
        const actual = stored
          .filter((entry) => entry.instrumentId === instrumentId && entry.candle.Period === period)
          .map(({ candle }) => ({
            Time: candle.Time,
            Open: candle.Open,
            High: candle.High,
            Low: candle.Low,
            Close: candle.Close,
            Volume: candle.Volume,
          }))
          .sort((a, b) => a.Time - b.Time);
        expect(actual, `${instrumentId} ${period}`).toEqual(expected);
      }
    }
  });

  it('starts day candles at midnight in Berlin, including on the days the clocks change', () => {
    // 29 Mar 2026 (clocks forward): the day began 28 Mar 23:00 UTC and is 23 hours long.
    const march = bucketStart('1D', Date.UTC(2026, 2, 29, 12));
    expect(new Date(march).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(nextBucket('1D', march) - march).toBe(23 * 60 * 60 * 1000);
    // 25 Oct 2026 (clocks back): 25 hours long.
    const october = bucketStart('1D', Date.UTC(2026, 9, 25, 12));
    expect(nextBucket('1D', october) - october).toBe(25 * 60 * 60 * 1000);
  });

  it('puts a tick in exactly one bucket per period, aligned to the period', () => {
    const time = Date.UTC(2026, 10, 24, 10, 37, 41, 500);
    const starts = PERIODS.map((period) => new Date(bucketStart(period, time)).toISOString());
    expect(starts).toEqual([
      '2026-11-24T10:37:00.000Z',
      '2026-11-24T10:35:00.000Z',
      '2026-11-24T10:30:00.000Z',
      '2026-11-24T10:30:00.000Z',
      '2026-11-24T10:00:00.000Z',
      '2026-11-23T23:00:00.000Z',
    ]);
  });
});
