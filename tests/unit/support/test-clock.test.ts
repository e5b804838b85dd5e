import { afterEach, describe, expect, it } from 'vitest';
import { parseTestNow, shiftWallClock, testClockOffset } from '../../support/test-clock';

// The suite's chosen moment (MERIDIAN_TEST_NOW): what is accepted, and what the shifted clock does to Date.

describe('parseTestNow', () => {
  it('takes a moment with its zone', () => {
    expect(parseTestNow('2026-12-31T23:59:59Z')).toBe(Date.UTC(2026, 11, 31, 23, 59, 59));
    expect(parseTestNow('2027-03-28T02:30:00+01:00')).toBe(Date.UTC(2027, 2, 28, 1, 30));
    expect(parseTestNow('2026-11-28T12:00:00.250Z')).toBe(Date.UTC(2026, 10, 28, 12, 0, 0, 250));
  });

  it('refuses a moment without a zone, a date alone, or an impossible day, saying what it wants', () => {
    for (const text of ['2026-11-28T12:00:00', '2026-11-28', 'saturday', '2026-13-40T25:00:00Z']) {
      const result = parseTestNow(text);
      expect(result).toBeInstanceOf(Error);
      expect((result as Error).message).toContain('MERIDIAN_TEST_NOW');
    }
  });
});

describe('a test file under MERIDIAN_TEST_NOW', () => {
  it('starts at the chosen moment, or at the real time when none is chosen', () => {
    const chosen = process.env.MERIDIAN_TEST_NOW;
    const offset = testClockOffset();
    shiftWallClock(0);
    const real = Date.now();
    shiftWallClock(offset);
    if (chosen) {
      const at = parseTestNow(chosen) as number;
      // The set-up ran moments ago, at the chosen moment.
      expect(Date.now() - at).toBeGreaterThanOrEqual(0);
      expect(Date.now() - at).toBeLessThan(60_000);
    } else {
      expect(offset).toBe(0);
      expect(Math.abs(Date.now() - real)).toBeLessThan(1_000);
    }
  });
});

describe('shiftWallClock', () => {
  afterEach(() => shiftWallClock(testClockOffset()));

  it('moves Date.now, new Date() and Date() by the offset, and nothing else', () => {
    shiftWallClock(0);
    const realStart = Date.now();
    const day = 86_400_000;
    shiftWallClock(-365 * day);
    expect(Date.now() - realStart).toBeGreaterThan(-365 * day - 1);
    expect(Date.now() - realStart).toBeLessThan(-364 * day);
    expect(new Date().getTime() - realStart).toBeLessThan(-364 * day);
    expect(Date.parse(Date())).toBeLessThan(realStart - 364 * day);
    // A given moment stays that moment, and a shifted date is still a Date.
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date(2026, 0, 5).getFullYear()).toBe(2026);
    expect(new Date()).toBeInstanceOf(Date);
    expect(Date.UTC(2026, 0, 1)).toBe(1_767_225_600_000);
  });

  it('shifts from the real clock each time, so a second shift does not add to the first', () => {
    shiftWallClock(0);
    const realStart = Date.now();
    shiftWallClock(10_000_000);
    shiftWallClock(10_000_000);
    expect(Date.now() - realStart).toBeLessThan(10_000_000 + 60_000);
    shiftWallClock(0);
    expect(Math.abs(Date.now() - realStart)).toBeLessThan(60_000);
  });
});
