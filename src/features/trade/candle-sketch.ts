import type { KlinePoint } from '@common/market';
import { coveredByTag, VISIBLE_CANDLES } from './candles';
import type { ChartColors } from './chart-colors';

// The first drawing of the trade chart, before Highcharts is loaded: the newest candles, the price grid and the
// last-price line and tag, on one canvas, in the same places Highcharts puts them (plot area, price axis at the
// inline end, room for the time axis below), so the swap to the full chart barely moves anything. A redraw of 60
// candles is a fraction of a millisecond, so ticks keep it live until the full chart takes over.

export interface SketchStyle {
  colors: ChartColors;
  /** Writes a price as the axis and the tag show it. */
  price: (value: number) => string;
  /** Writes a time axis label for a candle's start (`previous`: the label before it), as the full chart does. */
  time: (ms: number, previous: number | undefined) => string;
  /** The candles' period, and the chart's zone's offset from UTC at a moment (both in ms): where labels go. */
  periodMs: number;
  zoneOffsetMs: (ms: number) => number;
  fontFamily: string;
}

/**
 * The chart's spacing (top, right, bottom, left), Highcharts' and the first drawing's alike, so the one replaces the
 * other in place; the top holds the legend's two lines. Then the band the time axis labels take under the plot.
 */
export const SPACING = { top: 38, right: 10, bottom: 4, left: 0 } as const;
const TIME_AXIS_BAND = 22;
/** Pixels between price grid lines Highcharts aims for on the price axis (its default tickPixelInterval). */
const GRID_PIXELS = 72;
/** Pixels between time labels, as the full chart's time axis is given (CandleChart, tickPixelInterval). */
export const TIME_LABEL_PIXELS = 110;
const LABEL_GAP = 6;
const FONT_PX = 11;
const TAG_PADDING = 4;
const TAG_HEIGHT = 18;

export interface PriceScale {
  min: number;
  max: number;
  step: number;
}

/** A price range cut in round steps (1, 2 or 5 times a power of ten) about `pixels / GRID_PIXELS` of them. */
export function priceScale(low: number, high: number, pixels: number): PriceScale {
  // A flat series (one candle, a quiet market) gets a range around its price, so it is drawn mid-height.
  const flat = high > low ? 0 : Math.abs(high) * 0.005 || 0.5;
  const span = high - low + 2 * flat;
  const rough = span / Math.max(1, Math.round(pixels / GRID_PIXELS));
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return { min: Math.floor((low - flat) / step) * step, max: Math.ceil((high + flat) / step) * step, step };
}

/** Round spans of time a label may mark, in minutes: every 5 minutes up to every 4 weeks. */
const LABEL_SPANS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 10_080, 20_160, 40_320].map(
  (minutes) => minutes * 60_000,
);

/**
 * Which of the evenly spaced candles starting at `times` (`slot` pixels apart, `periodMs` long each) get a time
 * label, as Highcharts picks them: the first candle of each round span of time (a whole hour, 2 hours, a day, in the
 * chart's zone: `offsetMs` gives its offset from UTC at a moment), the span being the shortest whose candles take
 * `pixels` or more, and never two labels nearer than `pixels`.
 */
export function timeLabelIndexes(
  times: readonly number[],
  slot: number,
  periodMs: number,
  offsetMs: (ms: number) => number,
  pixels: number = TIME_LABEL_PIXELS,
): number[] {
  if (times.length === 0 || !(slot > 0) || !(periodMs > 0)) return [];
  const span = LABEL_SPANS.find((each) => (each / periodMs) * slot >= pixels) ?? LABEL_SPANS.at(-1) ?? periodMs;
  const indexes: number[] = [];
  let previousBucket: number | undefined;
  times.forEach((time, index) => {
    const bucket = Math.floor((time + offsetMs(time)) / span);
    const last = indexes.at(-1);
    // A gap (a closed market) may start a span on a candle that is not on its round time: it is labelled still.
    if (bucket !== previousBucket && previousBucket !== undefined && (last === undefined || (index - last) * slot >= pixels)) {
      indexes.push(index);
    }
    previousBucket = bucket;
  });
  return indexes;
}

/** Draws the newest candles of `points` onto `context`, which is `width` × `height` CSS pixels. */
export function drawSketch(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  points: readonly KlinePoint[],
  style: SketchStyle,
): void {
  context.clearRect(0, 0, width, height);
  const shown = points.slice(-VISIBLE_CANDLES);
  const last = shown.at(-1);
  if (last === undefined) return;
  let low = Infinity;
  let high = -Infinity;
  for (const point of shown) {
    low = Math.min(low, Number(point.Low));
    high = Math.max(high, Number(point.High));
  }
  const top = SPACING.top;
  const bottom = height - SPACING.bottom - TIME_AXIS_BAND;
  const scale = priceScale(low, high, bottom - top);
  context.font = `${FONT_PX}px ${style.fontFamily}`;
  context.textBaseline = 'middle';
  const labels: { y: number; text: string }[] = [];
  let labelWidth = 0;
  const y = (price: number) => bottom - ((price - scale.min) / (scale.max - scale.min || 1)) * (bottom - top);
  for (let index = 0, value = scale.min; value <= scale.max + scale.step / 2 && index < 50; index += 1) {
    const text = style.price(value);
    labels.push({ y: y(value), text });
    labelWidth = Math.max(labelWidth, context.measureText(text).width);
    value = scale.min + (index + 1) * scale.step;
  }
  const left = SPACING.left;
  const right = width - SPACING.right - labelWidth - LABEL_GAP;

  // The price grid and its labels, outside the plot at the inline end.
  context.strokeStyle = style.colors.border;
  context.lineWidth = 1;
  context.beginPath();
  for (const label of labels) {
    const line = Math.round(label.y) + 0.5;
    context.moveTo(left, line);
    context.lineTo(right, line);
  }
  context.stroke();

  // The candles, evenly spaced as on Highcharts' ordinal axis: wick, then body in the candle's colour.
  const slot = (right - left) / shown.length;
  const body = Math.max(1, Math.floor(slot * 0.7));
  shown.forEach((point, index) => {
    const open = Number(point.Open);
    const close = Number(point.Close);
    const color = close >= open ? style.colors.up : style.colors.down;
    const centre = Math.round(left + slot * (index + 0.5)) + 0.5;
    context.strokeStyle = color;
    context.fillStyle = color;
    context.beginPath();
    context.moveTo(centre, y(Number(point.High)));
    context.lineTo(centre, y(Number(point.Low)));
    context.stroke();
    const bodyTop = y(Math.max(open, close));
    context.fillRect(centre - body / 2, bodyTop, body, Math.max(1, y(Math.min(open, close)) - bodyTop));
  });

  // The time axis under the plot, in the chart's zone: a label that would run past either edge is left out.
  context.fillStyle = style.colors.muted;
  context.textAlign = 'center';
  let previous: number | undefined;
  const times = shown.map((point) => point.Time);
  for (const index of timeLabelIndexes(times, slot, style.periodMs, style.zoneOffsetMs)) {
    const point = shown[index];
    if (!point) continue;
    const text = style.time(point.Time, previous);
    previous = point.Time;
    const centre = left + slot * (index + 0.5);
    const half = context.measureText(text).width / 2;
    if (centre - half < left || centre + half > width - SPACING.right) continue;
    context.fillText(text, centre, bottom + TIME_AXIS_BAND / 2 + 2);
  }
  context.textAlign = 'start';

  // The last price: a dashed line across the plot and a tag over the price axis, in the last candle's colour.
  const lastClose = Number(last.Close);
  const lastColor = lastClose >= Number(last.Open) ? style.colors.up : style.colors.down;
  const lastY = Math.round(y(lastClose)) + 0.5;
  // As on the full chart, the labels the tag would cover are left out.
  context.fillStyle = style.colors.muted;
  for (const label of labels) if (!coveredByTag(label.y, lastY)) context.fillText(label.text, right + LABEL_GAP, label.y);
  context.strokeStyle = lastColor;
  context.setLineDash([6, 2]);
  context.beginPath();
  context.moveTo(left, lastY);
  context.lineTo(right, lastY);
  context.stroke();
  context.setLineDash([]);
  context.font = `600 ${FONT_PX}px ${style.fontFamily}`;
  const tagText = style.price(lastClose);
  const tagWidth = context.measureText(tagText).width + TAG_PADDING * 2;
  context.fillStyle = lastColor;
  context.fillRect(right + 2, lastY - TAG_HEIGHT / 2, tagWidth, TAG_HEIGHT);
  context.fillStyle = style.colors.tooltip;
  context.fillText(tagText, right + 2 + TAG_PADDING, lastY);
}
