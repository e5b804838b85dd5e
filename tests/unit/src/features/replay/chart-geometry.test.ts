import { describe, expect, it } from 'vitest';
import { linePath, priceRange, stepPath } from '../../../../../src/features/replay/chart-geometry';

// The replay chart's drawing arithmetic (issue 37).

describe('the price range drawn', () => {
  it('spans the ticks and the levels near them, not one so far it would flatten the line', () => {
    expect(priceRange([1.1, 1.102, 1.101], [1.099, 1.2, 0])).toEqual({ min: 1.099, max: 1.102 });
  });

  it('gives a flat market a band to be drawn in', () => {
    const range = priceRange([100, 100], []);
    expect(range.min).toBeLessThan(100);
    expect(range.max).toBeGreaterThan(100);
  });
});

describe('the paths', () => {
  it('joins the prices with lines', () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 5.04, y: 2.26 },
      ]),
    ).toBe('M0 10 L5 2.3');
  });

  it('draws a level as steps, written only where it moves', () => {
    expect(stepPath([null, { x: 1, y: 50 }, { x: 2, y: 50 }, { x: 3, y: 40 }, { x: 4, y: 40 }, null])).toBe('M1 50 H3 V40 H4');
    expect(stepPath([null, null])).toBe('');
  });
});
