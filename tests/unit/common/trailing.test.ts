import { describe, expect, it } from 'vitest';
import { SIDE } from '../../../common/contract';
import {
  firstTrailingLevel,
  isBetterStop,
  levelBehind,
  nextTrailPrice,
  priceStep,
  trailedLevel,
  trailingDistanceProblem,
} from '../../../common/trailing';

// The trailing stop's arithmetic (common/trailing.ts), by hand. EUR/USD has 5 decimals (step 0.00001), USD/JPY 3
// (step 0.001), BTC/USDT 2 (step 0.01).

const text = (value: { toFixed(): string } | null) => (value === null ? null : value.toFixed());

describe('trailing distance', () => {
  it('is a positive multiple of the price step, or 0 for none', () => {
    expect(priceStep(5).toFixed()).toBe('0.00001');
    expect(priceStep(0).toFixed()).toBe('1');
    expect(trailingDistanceProblem('0', 5)).toBeNull();
    expect(trailingDistanceProblem('0.00000', 5)).toBeNull();
    expect(trailingDistanceProblem('0.00020', 5)).toBeNull();
    expect(trailingDistanceProblem('0.00001', 5)).toBeNull();
    expect(trailingDistanceProblem('1', 2)).toBeNull();
    expect(trailingDistanceProblem('-0.0002', 5)).toBe('not_positive');
    expect(trailingDistanceProblem('0.000001', 5)).toBe('off_step');
    expect(trailingDistanceProblem('0.000205', 5)).toBe('off_step');
    expect(trailingDistanceProblem('0.0005', 3)).toBe('off_step');
  });
});

describe('trailing level', () => {
  it('starts a buy below the price and a sell above it, by the distance', () => {
    expect(text(levelBehind(SIDE.buy, '1.10000', '0.00200', 5))).toBe('1.098');
    expect(text(levelBehind(SIDE.sell, '1.10000', '0.00200', 5))).toBe('1.102');
    expect(text(levelBehind(SIDE.buy, '151.200', '0.5', 3))).toBe('150.7');
  });

  it('rounds away from the price when the price has more decimals than the instrument: never closer than the distance', () => {
    expect(text(levelBehind(SIDE.buy, '1.100009', '0.00200', 5))).toBe('1.098');
    expect(text(levelBehind(SIDE.sell, '1.100001', '0.00200', 5))).toBe('1.10201');
  });

  it("keeps a buy's level one step above 0 when the distance is wider than the price (0 would be no stop)", () => {
    expect(text(levelBehind(SIDE.buy, '0.65500', '1', 5))).toBe('0.00001');
  });

  it('starts at a stop-loss given alongside when it protects more, else at the distance', () => {
    expect(text(firstTrailingLevel(SIDE.buy, '1.10000', '0.00200', 5, '1.09900'))).toBe('1.099');
    expect(text(firstTrailingLevel(SIDE.buy, '1.10000', '0.00200', 5, '1.09700'))).toBe('1.098');
    expect(text(firstTrailingLevel(SIDE.buy, '1.10000', '0.00200', 5, '0'))).toBe('1.098');
    expect(text(firstTrailingLevel(SIDE.sell, '1.10000', '0.00200', 5, '1.10100'))).toBe('1.101');
    expect(text(firstTrailingLevel(SIDE.sell, '1.10000', '0.00200', 5, '1.10300'))).toBe('1.102');
  });

  it('compares stops by protection: higher for a buy, lower for a sell, anything beats none', () => {
    expect(isBetterStop(SIDE.buy, '1.1', '1.09')).toBe(true);
    expect(isBetterStop(SIDE.buy, '1.09', '1.1')).toBe(false);
    expect(isBetterStop(SIDE.sell, '1.09', '1.1')).toBe(true);
    expect(isBetterStop(SIDE.sell, '1.1', '1.1')).toBe(false);
    expect(isBetterStop(SIDE.sell, '1.1', '0')).toBe(true);
  });
});

describe('trailing moves', () => {
  it("moves a buy's stop up with the price, never down, and only by whole steps beyond the distance", () => {
    // Level 1.09800, distance 0.00200: the price must reach 1.10001 (level + distance + one step) to move it.
    expect(text(nextTrailPrice(SIDE.buy, '1.09800', '0.00200', 5))).toBe('1.10001');
    expect(text(trailedLevel(SIDE.buy, '1.09800', '0.00200', '1.10000', 5))).toBeNull();
    expect(text(trailedLevel(SIDE.buy, '1.09800', '0.00200', '1.10001', 5))).toBe('1.09801');
    expect(text(trailedLevel(SIDE.buy, '1.09800', '0.00200', '1.10350', 5))).toBe('1.1015');
    // The price falling back moves nothing.
    expect(text(trailedLevel(SIDE.buy, '1.10150', '0.00200', '1.10200', 5))).toBeNull();
    // A price with more decimals moves it by whole steps only, rounded away from the price.
    expect(text(trailedLevel(SIDE.buy, '1.09800', '0.00200', '1.100009', 5))).toBeNull();
  });

  it("moves a sell's stop down with the price, never up", () => {
    expect(text(nextTrailPrice(SIDE.sell, '1.10200', '0.00200', 5))).toBe('1.09999');
    expect(text(trailedLevel(SIDE.sell, '1.10200', '0.00200', '1.10000', 5))).toBeNull();
    expect(text(trailedLevel(SIDE.sell, '1.10200', '0.00200', '1.09999', 5))).toBe('1.10199');
    expect(text(trailedLevel(SIDE.sell, '1.10200', '0.00200', '1.09500', 5))).toBe('1.097');
    expect(text(trailedLevel(SIDE.sell, '1.09700', '0.00200', '1.09800', 5))).toBeNull();
  });

  it('agrees with nextTrailPrice exactly: the level moves at that price and not one step before', () => {
    for (const precision of [0, 2, 3, 5]) {
      const step = priceStep(precision);
      for (const side of [SIDE.buy, SIDE.sell]) {
        const level = side === SIDE.buy ? '100' : '120';
        const at = nextTrailPrice(side, level, step.times(7), precision);
        const before = side === SIDE.buy ? at.minus(step) : at.plus(step);
        expect(trailedLevel(side, level, step.times(7), at, precision), `${precision} ${side}`).not.toBeNull();
        expect(trailedLevel(side, level, step.times(7), before, precision), `${precision} ${side}`).toBeNull();
      }
    }
  });
});
