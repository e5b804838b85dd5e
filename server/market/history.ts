import { PERIOD_MS, type KlinePoint, type Period } from '../../common/market';
import { bucketStart, nextBucket } from './candles';
import { isOpen } from './hours';
import type { InstrumentSeed, Session } from './instrument-data';
import type { PricePath } from './price-path';
import { formatFloat } from '../../common/money';

// Candles before the feed started, drawn from the same seeded price path the live feed follows, so a chart is never
// empty and joins the live candles without a seam. Each candle samples the path across its span; buckets in which
// the market was closed have no candle.

const SAMPLES = 48;

/** The moment, to the millisecond, where the session switches between `from` (one state) and `to` (the other). */
function boundary(session: Session, from: number, to: number): { lastOf: number; firstOf: number } {
  const fromOpen = isOpen(session, from);
  let low = from;
  let high = to;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (isOpen(session, middle) === fromOpen) low = middle;
    else high = middle;
  }
  return { lastOf: low, firstOf: high };
}

/**
 * The moments a candle samples: evenly across its span, plus, where the market opened or closed inside it, the exact
 * first and last open moments, so every period's candle opens and closes on the same prices as the live market did.
 */
function sampleTimes(session: Session, start: number, end: number): number[] {
  const grid = Array.from({ length: SAMPLES + 1 }, (_, i) => (i === SAMPLES ? end - 1 : start + Math.floor(((end - start) * i) / SAMPLES)));
  const times: number[] = [];
  for (const [i, t] of grid.entries()) {
    const previous = grid[i - 1];
    if (previous !== undefined && isOpen(session, previous) !== isOpen(session, t)) {
      const { lastOf, firstOf } = boundary(session, previous, t);
      times.push(isOpen(session, previous) ? lastOf : firstOf);
    }
    if (isOpen(session, t)) times.push(t);
  }
  return times.sort((a, b) => a - b);
}

function candleAt(path: PricePath, instrument: InstrumentSeed, start: number, end: number): KlinePoint | null {
  const times = sampleTimes(instrument.session, start, end);
  const prices = times.map((t) => path.priceAt(t));
  const [first] = prices;
  const last = prices.at(-1);
  if (first === undefined || last === undefined) return null;
  const fixed = (value: number) => formatFloat(value, instrument.precision);
  return {
    Time: start,
    Open: fixed(first),
    High: fixed(Math.max(...prices)),
    Low: fixed(Math.min(...prices)),
    Close: fixed(last),
    Volume: String(times.reduce((sum, t) => sum + path.volumeAt(t), 0)),
  };
}

/** Up to `limit` candles of `period` ending before `before` (newest last), skipping closed buckets. */
export function historyCandles(path: PricePath, instrument: InstrumentSeed, period: Period, before: number, limit: number): KlinePoint[] {
  const candles: KlinePoint[] = [];
  let end = bucketStart(period, before);
  // Bounded: closed buckets are skipped, for at most four days' worth (a weekend, a holiday) beyond the limit.
  const budget = limit * 2 + Math.ceil((4 * 24 * 60 * 60 * 1000) / PERIOD_MS[period]);
  for (let guard = 0; candles.length < limit && guard < budget; guard += 1) {
    const start = bucketStart(period, end - 1);
    const candle = candleAt(path, instrument, start, nextBucket(period, start));
    if (candle) candles.push(candle);
    end = start;
  }
  return candles.reverse();
}

/** The current bucket of `period` so far (up to `now`, never beyond), or null when the market was closed all of it. */
export function partialCandle(path: PricePath, instrument: InstrumentSeed, period: Period, now: number): KlinePoint | null {
  const start = bucketStart(period, now);
  return now > start ? candleAt(path, instrument, start, now + 1) : null;
}
