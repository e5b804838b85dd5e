import { describe, expect, it } from 'vitest';
import type { ReplayTick } from '@common/api/ticks';
import { SIDE } from '@common/contract';
import { eventTickIndex, trailingLevels, trailLevelAt } from '../../../../../src/features/replay/trailing-path';

// A trailing stop's level over a replay (issue 37), by the shared rules of common/trailing.ts: set the distance
// behind the open, moved by each tick that beats it, never back, and still after the close.

const T0 = 1_795_000_000_000;
const ticksOf = (...prices: string[]): ReplayTick[] =>
  prices.map((price, index) => ({ seq: 100 + index, time: T0 + index * 1_000, price }));

describe('the trailing level over the ticks', () => {
  // A buy opened at 1.1000 (tick 101) with a 0.0020 trail, closed at 1.1008 (tick 106) when the trail was crossed.
  const ticks = ticksOf('1.0990', '1.1000', '1.1005', '1.1003', '1.1030', '1.1025', '1.1008', '1.1040');
  const open = { seq: 101, time: T0 + 1_000, price: '1.1000' };
  const close = { seq: 106, time: T0 + 6_000 };

  it('starts behind the open, follows the price up, never back, and is none before the open or after the close', () => {
    expect(trailingLevels({ ticks, side: SIDE.buy, distance: '0.0020', precision: 4, open, close })).toEqual([
      null,
      '1.0980',
      '1.0985',
      '1.0985',
      '1.1010',
      '1.1010',
      '1.1010',
      null,
    ]);
  });

  it('follows a sell down', () => {
    const down = ticksOf('1.1000', '1.0990', '1.0995', '1.0970');
    expect(
      trailingLevels({ ticks: down, side: SIDE.sell, distance: '0.0020', precision: 4, open: { seq: 100, time: T0, price: '1.1000' } }),
    ).toEqual(['1.1020', '1.1010', '1.1010', '1.0990']);
  });

  it('is none without a distance', () => {
    expect(trailingLevels({ ticks, side: SIDE.buy, distance: '0', precision: 4, open, close }).every((level) => level === null)).toBe(true);
  });

  it('stays where it ended after the close', () => {
    const levels = trailingLevels({ ticks, side: SIDE.buy, distance: '0.0020', precision: 4, open, close });
    expect(trailLevelAt(levels, 7)).toBe('1.1010');
    expect(trailLevelAt(levels, 0)).toBeNull();
  });
});

describe("an event's tick", () => {
  const ticks = ticksOf('1', '2', '3');

  it('is found by its sequence number, or by its time when the prices are per-minute closes', () => {
    expect(eventTickIndex(ticks, { seq: 101, time: 0 })).toBe(1);
    expect(eventTickIndex(ticks, { seq: 0, time: T0 + 1_500 })).toBe(2);
    expect(eventTickIndex(ticks, { seq: 0, time: T0 + 99_000 })).toBe(2);
  });
});
