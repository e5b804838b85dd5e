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

describe('a leap of the manual clock', () => {
  it('fires each timer that fell due once, in the order it fell due, at the new time', () => {
    const clock = new ManualClock(0);
    const fired: string[] = [];
    // A timer of every second that re-arms itself, as the contract summaries' and the market flush's do.
    const everySecond = () => {
      fired.push(`second@${clock.now()}`);
      clock.setTimer(everySecond, 1_000);
    };
    clock.setTimer(everySecond, 1_000);
    clock.setTimer(() => fired.push(`job@${clock.now()}`), 5_000);
    const year = 366 * 24 * 60 * 60 * 1000;
    clock.setTimer(() => fired.push('later'), year + 10_000);
    clock.leap(year);
    expect(fired).toEqual([`second@${year}`, `job@${year}`]);
    // Re-armed from the new time, it steps on from there.
    clock.advance(2_000);
    expect(fired.slice(2)).toEqual([`second@${year + 1_000}`, `second@${year + 2_000}`]);
  });

  it('is what set does to a date, and refuses to go back', () => {
    const clock = new ManualClock(0);
    const fired: number[] = [];
    clock.setTimer(() => fired.push(clock.now()), 100);
    clock.set(Date.UTC(2026, 2, 2));
    expect(fired).toEqual([Date.UTC(2026, 2, 2)]);
    expect(() => clock.leap(-1)).toThrow(RangeError);
    expect(() => clock.leap(Number.NaN)).toThrow(RangeError);
  });
});
