import { describe, expect, it } from 'vitest';
import { startOfDay } from '../../../server/time';

describe('the product day (Europe/Berlin)', () => {
  it('starts at local midnight in winter and in summer', () => {
    // 15 Jan 2026 10:00 UTC is 11:00 in Berlin (CET, UTC+1): the day began at 14 Jan 23:00 UTC.
    expect(new Date(startOfDay(Date.UTC(2026, 0, 15, 10))).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    // 15 Jul 2026 10:00 UTC is 12:00 in Berlin (CEST, UTC+2): the day began at 14 Jul 22:00 UTC.
    expect(new Date(startOfDay(Date.UTC(2026, 6, 15, 10))).toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('puts the late evening UTC into the next Berlin day', () => {
    // 15 Jan 2026 23:30 UTC is already 16 Jan 00:30 in Berlin.
    expect(new Date(startOfDay(Date.UTC(2026, 0, 15, 23, 30))).toISOString()).toBe('2026-01-15T23:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 Mar 2026: clocks go forward at 02:00 local; midnight was still CET.
    expect(new Date(startOfDay(Date.UTC(2026, 2, 29, 12))).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // 25 Oct 2026: clocks go back at 03:00 local; midnight was still CEST.
    expect(new Date(startOfDay(Date.UTC(2026, 9, 25, 12))).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
