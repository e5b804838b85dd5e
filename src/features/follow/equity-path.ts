import type { EquityPoint } from '@common/api/follow';

// The trader detail's small equity chart as SVG path data: the equity index over the window (it starts at 1, and
// deposits and withdrawals do not move it), scaled between its lowest and highest value and the starting level, so
// the dashed line at 1 shows where the trader began. Pure, so it is tested without a browser.

export interface EquityPaths {
  line: string;
  area: string;
  /** The height of the starting level (index 1). */
  baseY: number;
  /** The index ended above where it began (or level). */
  rising: boolean;
}

export function equityPaths(points: readonly EquityPoint[], width: number, height: number, pad = 4): EquityPaths | null {
  const values = points.map((point) => Number(point.value)).filter((value) => Number.isFinite(value));
  const inner = height - 2 * pad;
  if (values.length === 0 || !(width > 0) || !(inner > 0)) return null;
  const min = Math.min(1, ...values);
  const max = Math.max(1, ...values);
  const span = max - min;
  const y = (value: number) => (span === 0 ? height / 2 : pad + ((max - value) / span) * inner);
  const series = values.length === 1 ? [values[0] as number, values[0] as number] : values;
  const step = width / (series.length - 1);
  const coords = series.map((value, index) => `${round(index * step)} ${round(y(value))}`);
  const line = `M${coords.join(' L')}`;
  const area = `${line} L${round(width)} ${round(height)} L0 ${round(height)} Z`;
  return { line, area, baseY: round(y(1)), rising: (series[series.length - 1] as number) >= 1 };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
