import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';

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

describe("the manual clock's timers", () => {
  it('fire in time order as the clock passes them, including ones set while firing', () => {
    const clock = new ManualClock(0);
    const fired: string[] = [];
    clock.setTimer(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimer(() => {
      fired.push(`a@${clock.now()}`);
      clock.setTimer(() => fired.push(`c@${clock.now()}`), 50);
    }, 100);
    const cancel = clock.setTimer(() => fired.push('never'), 150);
    cancel();
    clock.advance(120);
    expect(fired).toEqual(['a@100']);
    clock.advance(200);
    expect(fired).toEqual(['a@100', 'c@150', 'b@200']);
    expect(clock.now()).toBe(320);
  });
});
