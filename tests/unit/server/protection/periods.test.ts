import { describe, expect, it } from 'vitest';
import { periodEnd, periodKey, periodStart } from '../../../../server/protection/periods';

// The periods limits count over, in UTC, worked by hand: the migration's triggers key the running results the same way.

const at = (iso: string) => Date.parse(iso);

describe('limit periods', () => {
  it('starts the day at UTC midnight, the week on Monday, the month on the 1st', () => {
    // Sunday 30 November 2025, late in the day.
    const sunday = at('2025-11-30T23:59:59.999Z');
    expect(new Date(periodStart('day', sunday)).toISOString()).toBe('2025-11-30T00:00:00.000Z');
    expect(new Date(periodStart('week', sunday)).toISOString()).toBe('2025-11-24T00:00:00.000Z');
    expect(new Date(periodStart('month', sunday)).toISOString()).toBe('2025-11-01T00:00:00.000Z');
    // A Monday is the first day of its own week.
    expect(periodKey('week', at('2025-12-01T00:00:00.000Z'))).toBe('2025-12-01');
  });

  it('ends each period where the next begins, across a year and a leap day', () => {
    expect(new Date(periodEnd('day', at('2024-02-28T12:00:00Z'))).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(new Date(periodEnd('month', at('2024-02-10T12:00:00Z'))).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(new Date(periodEnd('month', at('2025-12-31T23:00:00Z'))).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // The week of Wednesday 31 December 2025 runs from Monday the 29th to Monday 5 January.
    expect(periodKey('week', at('2025-12-31T10:00:00Z'))).toBe('2025-12-29');
    expect(new Date(periodEnd('week', at('2025-12-31T10:00:00Z'))).toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });
});
