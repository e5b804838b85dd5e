import { describe, expect, it } from 'vitest';
import { drawSketch, priceScale, timeLabelIndexes } from '../../../../../src/features/trade/candle-sketch';

// The first drawing's price grid: round steps, covering every candle, about one line per 72 pixels as Highcharts.
describe('priceScale', () => {
  it('covers the candles in round steps', () => {
    const scale = priceScale(59_012.5, 60_310.2, 216);
    expect(scale).toEqual({ min: 59_000, max: 60_500, step: 500 });
  });

  it('cuts a small forex range in steps of its own size', () => {
    const scale = priceScale(1.12211, 1.12389, 216);
    expect(scale.step).toBeCloseTo(0.001, 10);
    expect(scale.min).toBeLessThanOrEqual(1.12211);
    expect(scale.max).toBeGreaterThanOrEqual(1.12389);
  });

  it('still draws a grid for a flat series', () => {
    const scale = priceScale(100, 100, 216);
    expect(scale.max).toBeGreaterThan(scale.min);
    expect(scale.min).toBeLessThanOrEqual(100);
    expect(scale.max).toBeGreaterThanOrEqual(100);
  });
});

/** A canvas context that records the texts drawn and where; every other call does nothing. */
function recordingContext() {
  const texts: { text: string; x: number; y: number }[] = [];
  const calls: Record<string, unknown> = {
    measureText: (text: string) => ({ width: text.length * 6 }),
    fillText: (text: string, x: number, y: number) => texts.push({ text, x, y }),
  };
  const context = new Proxy(calls, { get: (target, name: string) => target[name] ?? (() => undefined), set: () => true });
  return { context: context as unknown as CanvasRenderingContext2D, texts };
}

const colors = { up: 'green', down: 'red', text: 'black', muted: 'grey', border: 'silver', tooltip: 'white' };

// Issue 41, defect 10: offline (Highcharts not kept), the first drawing stays on screen, and it had no time axis.
describe('drawSketch', () => {
  const FIVE_MINUTES = 5 * 60_000;
  const start = Date.UTC(2026, 10, 24, 8, 0);
  const points = Array.from({ length: 60 }, (_, index) => ({
    Time: start + index * FIVE_MINUTES,
    Open: '100',
    High: '101',
    Low: '99',
    Close: '100.5',
    Volume: '1',
  }));

  it('writes the candles\u2019 times under the plot, on round times of the chart\u2019s zone, spaced as the full chart', () => {
    const { context, texts } = recordingContext();
    drawSketch(context, 390, 250, points, {
      colors,
      price: (value) => value.toFixed(2),
      time: (ms) => `T${(ms - start) / FIVE_MINUTES}`,
      periodMs: FIVE_MINUTES,
      // Berlin in winter: 08:00 UTC is 09:00 there.
      zoneOffsetMs: () => 3_600_000,
      fontFamily: 'sans-serif',
    });
    const times = texts.filter((entry) => entry.text.startsWith('T'));
    // About 5.6px a candle: every two hours, at 10:00 and 12:00 in Berlin (candles 12 and 36).
    expect(times.map((entry) => entry.text)).toEqual(['T12', 'T36']);
    // Under the plot (the band above the chart's bottom edge), in time order.
    for (const entry of times) expect(entry.y).toBeGreaterThan(250 - 4 - 22);
    expect(times[1]!.x - times[0]!.x).toBeGreaterThanOrEqual(110);
  });
});

describe('timeLabelIndexes', () => {
  const HOUR = 3_600_000;
  const utc = () => 0;

  it('marks the first candle of each round span long enough for a label', () => {
    const hours = Array.from({ length: 12 }, (_, index) => index * HOUR);
    // 40px an hour: a label every 3 hours (120px); the first candle starts no span, it has none before it.
    expect(timeLabelIndexes(hours, 40, HOUR, utc)).toEqual([3, 6, 9]);
    // 120px an hour: every hour.
    expect(timeLabelIndexes(hours.slice(0, 4), 120, HOUR, utc)).toEqual([1, 2, 3]);
  });

  it('labels the first candle after a gap, but never two labels nearer than a label\u2019s room', () => {
    // Friday 20:00 to 23:00, then Monday 00:00 on: the day changes across the weekend's gap.
    const friday = Date.UTC(2026, 10, 20, 20);
    const monday = Date.UTC(2026, 10, 23, 0);
    const times = [0, 1, 2, 3].map((hour) => friday + hour * HOUR).concat([0, 1, 2, 3].map((hour) => monday + hour * HOUR));
    expect(timeLabelIndexes(times, 40, HOUR, utc)).toEqual([1, 4, 7]);
    expect(timeLabelIndexes(times, 10, HOUR, utc)).toEqual([4]);
  });

  it('has nothing to label without candles or room', () => {
    expect(timeLabelIndexes([], 40, HOUR, utc)).toEqual([]);
    expect(timeLabelIndexes([0, HOUR], 0, HOUR, utc)).toEqual([]);
  });
});
