// The strip's small area chart as SVG path data; pure, so it is tested without a browser.

export interface SparklinePaths {
  /** The price line, "M x y L x y …". */
  line: string;
  /** The same line closed along the bottom edge, for the filled area. */
  area: string;
}

/**
 * Paths for closes drawn left to right in a `width` × `height` box, scaled between the series' lowest and highest
 * value with `pad` kept free above and below. Values that are not finite numbers are skipped. A flat series (or a
 * single point) is a level line through the middle; nothing to draw (no points, or a box with no room) gives null.
 */
export function sparklinePaths(closes: readonly (string | number)[], width: number, height: number, pad = 2): SparklinePaths | null {
  const values = closes.map(toNumber).filter((value) => Number.isFinite(value));
  const inner = height - 2 * pad;
  if (values.length === 0 || !(width > 0) || !(inner > 0)) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const series = values.length === 1 ? [values[0] as number, values[0] as number] : values;
  const step = width / (series.length - 1);
  const points = series.map((value, index) => {
    const y = span === 0 ? height / 2 : pad + ((max - value) / span) * inner;
    return `${round(index * step)} ${round(y)}`;
  });
  const line = `M${points.join(' L')}`;
  const area = `${line} L${round(width)} ${round(height)} L0 ${round(height)} Z`;
  return { line, area };
}

/**
 * The closes to draw: the series with its last one replaced by the live price, so the chart's end follows the
 * ticks. Without candles (a market closed for the last hour) the price alone, drawn as a level line.
 */
export function withLiveClose(closes: readonly string[], live: string | null | undefined): readonly string[] {
  if (!live) return closes;
  if (closes.length === 0) return [live];
  if (closes[closes.length - 1] === live) return closes;
  return [...closes.slice(0, -1), live];
}

// Number('') is 0, which would draw a missing close at the bottom of the chart.
function toNumber(value: string | number): number {
  return typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
