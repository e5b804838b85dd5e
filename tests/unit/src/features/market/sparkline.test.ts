import { describe, expect, it } from 'vitest';
import { sparklinePaths, withLiveClose } from '../../../../../src/features/market/sparkline';

function points(line: string): [number, number][] {
  return line
    .slice(1)
    .split(' L')
    .map((pair) => pair.split(' ').map(Number) as [number, number]);
}

describe('the strip chart path', () => {
  it('scales closes between their min (bottom) and max (top) across the width', () => {
    const paths = sparklinePaths(['10', '20', '15'], 100, 40, 0);
    expect(paths?.line).toBe('M0 40 L50 0 L100 20');
  });

  it('keeps the padding free above and below', () => {
    const line = sparklinePaths([1, 3, 2], 120, 40, 4)?.line ?? '';
    const ys = points(line).map(([, y]) => y);
    expect(Math.max(...ys)).toBe(36);
    expect(Math.min(...ys)).toBe(4);
    expect(points(line).map(([x]) => x)).toEqual([0, 60, 120]);
  });

  it('closes the area along the bottom edge', () => {
    const paths = sparklinePaths(['1', '2'], 100, 40, 0);
    expect(paths?.area).toBe('M0 40 L100 0 L100 40 L0 40 Z');
  });

  it('draws a flat series as a level line through the middle', () => {
    expect(sparklinePaths(['5.5', '5.5', '5.5'], 100, 40)?.line).toBe('M0 20 L50 20 L100 20');
  });

  it('draws a single point as a level line across the width', () => {
    expect(sparklinePaths(['7'], 100, 40)?.line).toBe('M0 20 L100 20');
  });

  it('draws nothing for an empty series or a box without room', () => {
    expect(sparklinePaths([], 100, 40)).toBeNull();
    expect(sparklinePaths(['x', ''], 100, 40)).toBeNull();
    expect(sparklinePaths(['1', '2'], 0, 40)).toBeNull();
    expect(sparklinePaths(['1', '2'], 100, 4, 2)).toBeNull();
  });

  it('skips values that are not numbers', () => {
    expect(sparklinePaths(['10', 'NaN', 'abc', '20'], 100, 40, 0)?.line).toBe('M0 40 L100 0');
  });

  it('rounds coordinates to 2 decimals', () => {
    const line = sparklinePaths(['0', '1', '0.3'], 100, 30, 0)?.line ?? '';
    expect(line).toBe('M0 30 L50 0 L100 21');
    const thirds = sparklinePaths(['0', '1', '2', '3'], 100, 30, 0)?.line ?? '';
    expect(thirds).toBe('M0 30 L33.33 20 L66.67 10 L100 0');
  });
});

describe('the live end of the chart', () => {
  it('replaces the last close with the live price', () => {
    expect(withLiveClose(['1', '2', '3'], '3.5')).toEqual(['1', '2', '3.5']);
  });

  it('leaves the series alone without a live price or when it is the same', () => {
    const closes = ['1', '2'];
    expect(withLiveClose(closes, null)).toBe(closes);
    expect(withLiveClose(closes, '')).toBe(closes);
    expect(withLiveClose(closes, '2')).toBe(closes);
    expect(withLiveClose([], null)).toEqual([]);
  });

  it('draws the price alone as a level line when there are no candles (a closed market)', () => {
    expect(withLiveClose([], '1.0852')).toEqual(['1.0852']);
    expect(sparklinePaths(withLiveClose([], '1.0852'), 100, 40)?.line).toBe('M0 20 L100 20');
  });
});
