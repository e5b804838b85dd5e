import { KLINE_LIMIT_DEFAULT, type KlinePoint, type Period } from '@common/market';
// merge.ts directly, not the kline-cache index: that one brings Dexie, which the chart loads only when it runs.
import { applyLiveCandle, mergeCandles, trimToLimit } from '@/lib/kline-cache/merge';

// Pure candle rules of the trade chart: what Highcharts is given, and what a live KLINE push does to the series.

/** One candle as Highcharts' candlestick series takes it: [time ms, open, high, low, close], all numbers. */
export type CandleTuple = [time: number, open: number, high: number, low: number, close: number];

/** The chart's height in CSS pixels (spec section 9), for the first drawing and for Highcharts alike. */
export const CHART_HEIGHT = 250;

/** The most candles the chart holds; older ones are dropped when a series is replaced. */
export const CHART_MAX_POINTS = 1500;

/** The most candles the chart holds once the user paged back through the history; it asks for no more then. */
export const HISTORY_MAX_POINTS = 6000;

/** How many older candles one step back through the history asks for. */
export const OLDER_PAGE = KLINE_LIMIT_DEFAULT;

/** A view whose first candle is this near the oldest one held (in candles) asks for the page before it. */
export const OLDER_MARGIN = 20;

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
  return trimToLimit(points, HISTORY_MAX_POINTS).map(toCandleTuple);
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

/** Older candles joined to the series: the series, how many candles were added, and whether the history ended. */
export interface OlderMerge {
  series: readonly KlinePoint[];
  added: number;
  /** The server had fewer than asked for: there is nothing before these (or nothing new came). */
  atStart: boolean;
}

/**
 * Joins a page of older candles (asked for `asked` candles before the oldest held) to the series: only candles
 * before the oldest held are taken, each Time once, so a page that overlaps what is held changes none of it.
 */
export function mergeOlder(series: readonly KlinePoint[], older: readonly KlinePoint[], asked: number): OlderMerge {
  const oldest = series[0];
  const before = oldest === undefined ? older : older.filter((point) => point.Time < oldest.Time);
  const merged = mergeCandles(before, series);
  const added = merged.length - series.length;
  return { series: added > 0 ? merged : series, added: Math.max(0, added), atStart: older.length < asked || added <= 0 };
}

/** Whether a view starting at `min` (ms) shows one of the `margin` oldest candles held, so the page before is due. */
export function nearOldest(points: readonly KlinePoint[], min: number, margin: number = OLDER_MARGIN): boolean {
  const edge = points[Math.min(points.length - 1, Math.max(0, margin))];
  return edge !== undefined && min <= edge.Time;
}
