import type { KlinePoint, Period } from '@common/market';
import { priceText, type Tone } from '@/lib/format';
import { candleTimeText } from './chart-time';

// The chart's readout: the figures of the candle under the crosshair (the newest one when none is), written with
// the app's formatting: prices at the instrument's decimals, grouped for the language, the time in the chart's zone.

export interface Readout {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Up when the candle closed at or above its open, as its colour on the chart. */
  tone: Tone;
}

export function readoutOf(point: KlinePoint, period: Period, precision: number, tag: string): Readout {
  return {
    time: candleTimeText(point.Time, period, tag),
    open: priceText(point.Open, precision, tag),
    high: priceText(point.High, precision, tag),
    low: priceText(point.Low, precision, tag),
    close: priceText(point.Close, precision, tag),
    tone: Number(point.Close) >= Number(point.Open) ? 'up' : 'down',
  };
}

/** The candle starting at `time` in a sorted series (binary search); undefined when there is none. */
export function candleAt(points: readonly KlinePoint[], time: number): KlinePoint | undefined {
  let low = 0;
  let high = points.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = points[middle];
    if (!found) return undefined;
    if (found.Time === time) return found;
    if (found.Time < time) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}
