import { describe, expect, it } from 'vitest';
import { daysReversed, isCalendarDay } from '../../../common/calendar-day';

describe('a calendar day', () => {
  it('is a day that exists, written YYYY-MM-DD', () => {
    expect(['2026-03-31', '2024-02-29', '0001-01-01', '9999-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-30', '2023-02-29', '2026-3-1', '2026-03-01T00:00', ' 2026-03-01', '', 'yesterday'].some(isCalendarDay)).toBe(false);
  });

  it('makes a range the wrong way round only when both ends are given and the start is later', () => {
    expect(daysReversed('2026-03-02', '2026-03-01')).toBe(true);
    expect(daysReversed('2026-03-01', '2026-03-01')).toBe(false);
    expect(daysReversed('2026-03-02', undefined)).toBe(false);
    expect(daysReversed(undefined, '2026-03-01')).toBe(false);
  });
});
