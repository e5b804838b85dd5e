import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock';

describe('the manual clock', () => {
  it('moves only when told, and only forward', () => {
    const clock = new ManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
    clock.set(new Date(5_000));
    expect(clock.now()).toBe(5_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.set(4_999)).toThrow(RangeError);
    expect(clock.now()).toBe(5_000);
  });
});
