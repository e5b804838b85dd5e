// The replay chart's drawing arithmetic (issue 37): the price range shown, the scales from the timeline and prices to
// pixels, and the SVG paths. Prices are plain numbers here: they only place pixels, nothing is computed from them.
// Pure, so it is tested without a browser.

export interface Plot {
  width: number;
  height: number;
}

/** Room around the plot: the line's ends and the markers are drawn whole. */
export const INSET = { top: 14, bottom: 14, start: 8, end: 8 } as const;

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The prices the chart spans: every tick's, and each level (entry, stops, take-profit) within one range's height of
 * them; a level further away would flatten the line, and the legend gives its value instead.
 */
export function priceRange(prices: readonly number[], levels: readonly number[]): PriceRange {
  const finite = prices.filter(Number.isFinite);
  if (finite.length === 0) return { min: 0, max: 1 };
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  const reach = max - min || Math.abs(max) * 0.001 || 1;
  for (const level of levels) {
    if (!Number.isFinite(level) || level <= 0 || level < min - reach || level > max + reach) continue;
    min = Math.min(min, level);
    max = Math.max(max, level);
  }
  // A flat market still gets a band to be drawn in.
  if (max === min) return { min: min - reach / 2, max: max + reach / 2 };
  return { min, max };
}

/** Whether a level is drawn (it is inside the range); otherwise only the legend gives it. */
export const withinRange = (range: PriceRange, level: number) => Number.isFinite(level) && level >= range.min && level <= range.max;

export interface Scales {
  x: (offset: number) => number;
  y: (price: number) => number;
}

/** From the timeline (0 to `length` ms) and the price range to the plot's pixels, higher prices higher up. */
export function scalesOf(plot: Plot, length: number, range: PriceRange): Scales {
  const left = INSET.start;
  const inner = Math.max(1, plot.width - INSET.start - INSET.end);
  const top = INSET.top;
  const tall = Math.max(1, plot.height - INSET.top - INSET.bottom);
  const span = range.max - range.min || 1;
  return {
    x: (offset) => left + (length > 0 ? (offset / length) * inner : 0),
    y: (price) => top + (1 - (price - range.min) / span) * tall,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A polyline through the points: "M x y L x y ...". */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${String(round(point.x))} ${String(round(point.y))}`).join(' ');
}

/**
 * A level that holds until it moves (a trailing stop): flat from each point to the next, then a step, over the points
 * that have a level (null: none there). Only changes are written, so a level held for a thousand ticks is one segment.
 */
export function stepPath(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = '';
  let last: { x: number; y: number } | null = null;
  for (const point of points) {
    if (!point) continue;
    if (!last) path = `M${String(round(point.x))} ${String(round(point.y))}`;
    else if (point.y !== last.y) path += ` H${String(round(point.x))} V${String(round(point.y))}`;
    last = point;
  }
  if (last && path !== '') path += ` H${String(round(last.x))}`;
  return path;
}
