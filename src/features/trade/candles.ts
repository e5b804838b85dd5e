import type { KlinePoint, Period } from '@common/market';
// merge.ts directly, not the kline-cache index: that one brings Dexie, which the chart loads only when it runs.
import { applyLiveCandle, trimToLimit } from '@/lib/kline-cache/merge';

// Pure candle rules of the trade chart: what Highcharts is given, and what a live KLINE push does to the series.

/** One candle as Highcharts' candlestick series takes it: [time ms, open, high, low, close], all numbers. */
export type CandleTuple = [time: number, open: number, high: number, low: number, close: number];

/** The chart's height in CSS pixels (spec section 9), for the first drawing and for Highcharts alike. */
export const CHART_HEIGHT = 250;

/** The most candles the chart holds; older ones are dropped when a series is replaced. */
export const CHART_MAX_POINTS = 1500;

/** How many of the newest candles the chart shows at first; the rest is reached by panning. */
export const VISIBLE_CANDLES = 60;

/** Half the last-price tag's height plus half an axis label's, in pixels: nearer than this, the two overlap. */
export const TAG_HALF_HEIGHT = 17;

/** Whether a price-axis label centred at `labelY` sits under the last-price tag centred at `tagY` (pixels). */
export function coveredByTag(labelY: number, tagY: number): boolean {
  return Math.abs(labelY - tagY) < TAG_HALF_HEIGHT;
}

export function toCandleTuple(point: KlinePoint): CandleTuple {
  return [point.Time, Number(point.Open), Number(point.High), Number(point.Low), Number(point.Close)];
}

export function toCandleTuples(points: readonly KlinePoint[]): CandleTuple[] {
  return trimToLimit(points, CHART_MAX_POINTS).map(toCandleTuple);
}

/** What a live push does to the series shown. */
export type LiveStep =
  | { kind: 'ignore' }
  /** The still-open last candle changed: update the chart's last point. */
  | { kind: 'update'; series: readonly KlinePoint[]; point: KlinePoint }
  /** A new candle opened: add a point. */
  | { kind: 'append'; series: readonly KlinePoint[]; point: KlinePoint };

/**
 * Applies a `KLINE.<code>` push (one arrives per period per tick) to the series of the chosen period. Pushes of other
 * periods, malformed ones and stale ones (older than the last candle) are ignored.
 */
export function liveStep(series: readonly KlinePoint[], push: unknown, period: Period): LiveStep {
  if (typeof push !== 'object' || push === null || (push as { Period?: unknown }).Period !== period) return { kind: 'ignore' };
  const next = applyLiveCandle(series, push as KlinePoint);
  const point = next.at(-1);
  if (next === series || point === undefined) return { kind: 'ignore' };
  const last = series.at(-1);
  return last !== undefined && last.Time === point.Time ? { kind: 'update', series: next, point } : { kind: 'append', series: next, point };
}

export interface TimeWindow {
  min: number;
  max: number;
}

/** The x range showing the newest `count` candles; undefined when all of them fit. */
export function newestWindow(points: readonly KlinePoint[], count: number = VISIBLE_CANDLES): TimeWindow | undefined {
  const last = points.at(-1);
  const first = points.at(-Math.max(1, count));
  if (last === undefined || first === undefined || points.length <= count) return undefined;
  return { min: first.Time, max: last.Time };
}

/**
 * After a candle was appended to `points`: a view that reached the previous newest candle moves along so it keeps
 * showing as many candles and the new one (or the whole series, when it showed all of it); a view the user panned
 * back into history stays (undefined).
 */
export function followWindow(points: readonly KlinePoint[], view: TimeWindow): TimeWindow | undefined {
  const previous = points.at(-2);
  const last = points.at(-1);
  const oldest = points[0];
  if (oldest === undefined || previous === undefined || last === undefined || view.max < previous.Time) return undefined;
  // A view of the whole series (fewer candles than fill the chart) stays the whole series.
  if (view.min <= oldest.Time) return { min: oldest.Time, max: last.Time };
  let shown = 0;
  for (const point of points) if (point.Time >= view.min && point.Time <= previous.Time) shown += 1;
  const first = points[Math.max(0, points.length - Math.max(1, shown))];
  return first === undefined ? undefined : { min: first.Time, max: last.Time };
}
