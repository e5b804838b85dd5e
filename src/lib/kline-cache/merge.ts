import type { KlinePoint } from '@common/market';
import { isDecimalText } from '@common/money';

// Pure candle-series rules shared by the cache and the chart. A series is always sorted by Time, ascending, with
// one candle per Time. Points come from IndexedDB (possibly written by an older build) and from the wire, so
// every point is checked here rather than trusted; a bad point is dropped instead of breaking the whole chart.

const PRICE_FIELDS = ['Open', 'High', 'Low', 'Close', 'Volume'] as const;

/** True when `value` is a candle we can draw: a finite Time and five decimal strings. */
export function isCandle(value: unknown): value is KlinePoint {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  if (typeof fields.Time !== 'number' || !Number.isFinite(fields.Time)) return false;
  return PRICE_FIELDS.every((field) => {
    const price = fields[field];
    return typeof price === 'string' && isDecimalText(price);
  });
}

// Copies only the six candle fields: a live push carries Period (and the wire may add more), which must not end
// up stored in IndexedDB or compared by the chart; the copy also keeps callers from mutating our arrays' items.
function candleOf(point: KlinePoint): KlinePoint {
  const { Time, Open, High, Low, Close, Volume } = point;
  return { Time, Open, High, Low, Close, Volume };
}

/**
 * Merges the cached series with what the server sent: one candle per Time, sorted ascending. For the same Time the
 * incoming candle wins, since the server's copy is newer (the cached one may have been a still-open candle).
 */
export function mergeCandles(cached: readonly KlinePoint[], incoming: readonly KlinePoint[]): KlinePoint[] {
  const byTime = new Map<number, KlinePoint>();
  // Later writes win in a Map, so incoming goes second; within one list the last duplicate wins the same way.
  for (const point of [...cached, ...incoming]) {
    if (isCandle(point)) byTime.set(point.Time, candleOf(point));
  }
  return [...byTime.values()].sort((a, b) => a.Time - b.Time);
}

/**
 * Applies a live candle to a sorted series: the still-open candle is pushed again and again with the same Time, so
 * a matching Time replaces the last candle, a newer Time opens the next one, and an older Time is a stale push
 * (a reordered or replayed frame) that is ignored. When nothing changes the same array is returned, so a caller
 * can skip a redraw by comparing references.
 */
export function applyLiveCandle(series: readonly KlinePoint[], live: KlinePoint): readonly KlinePoint[] {
  if (!isCandle(live)) return series;
  const last = series.at(-1);
  if (last === undefined || live.Time > last.Time) return [...series, candleOf(live)];
  if (live.Time === last.Time) return [...series.slice(0, -1), candleOf(live)];
  return series;
}

/** Keeps the newest `max` candles of a sorted series. */
export function trimToLimit(series: readonly KlinePoint[], max: number): KlinePoint[] {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`trimToLimit: max must be a whole number >= 0, got ${max}`);
  // slice(-0) would return everything, so zero is its own case.
  return max === 0 ? [] : series.slice(-max);
}
