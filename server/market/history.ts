import { type KlinePoint, type Period } from '../../common/market';
import { bucketStart, nextBucket } from './candles';
import { isOpen } from './hours';
import type { InstrumentSeed } from './instrument-data';
import type { PricePath } from './price-path';

// Candles before the feed started, drawn from the same seeded price path the live feed follows, so a chart is never
// empty and joins the live candles without a seam. Each candle samples the path across its span; buckets in which
// the market was closed have no candle.

const SAMPLES = 48;

function candleAt(path: PricePath, instrument: InstrumentSeed, start: number, end: number): KlinePoint | null {
  let open: number | null = null;
  let close = 0;
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  for (let i = 0; i <= SAMPLES; i += 1) {
    const t = i === SAMPLES ? end - 1 : start + Math.floor(((end - start) * i) / SAMPLES);
    if (!isOpen(instrument.session, t)) continue;
    const price = path.priceAt(t);
    open ??= price;
    close = price;
    high = Math.max(high, price);
    low = Math.min(low, price);
    volume += path.volumeAt(t);
  }
  if (open === null) return null;
  const fixed = (value: number) => value.toFixed(instrument.precision);
  return { Time: start, Open: fixed(open), High: fixed(high), Low: fixed(low), Close: fixed(close), Volume: String(volume) };
}

/** Up to `limit` candles of `period` ending before `before` (newest last), skipping closed buckets. */
export function historyCandles(
  path: PricePath,
  instrument: InstrumentSeed,
  period: Period,
  before: number,
  limit: number,
): KlinePoint[] {
  const candles: KlinePoint[] = [];
  let end = bucketStart(period, before);
  // Bounded: a long closure (a weekend) skips buckets, but never more than a few times the limit.
  for (let guard = 0; candles.length < limit && guard < limit * 4; guard += 1) {
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
