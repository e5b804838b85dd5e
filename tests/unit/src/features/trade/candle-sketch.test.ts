import { describe, expect, it } from 'vitest';
import { priceScale } from '../../../../../src/features/trade/candle-sketch';

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
