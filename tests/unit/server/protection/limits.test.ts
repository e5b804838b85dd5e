import { describe, expect, it } from 'vitest';
import { tightens } from '../../../../common/protection';
import { monthsLater } from '../../../../server/protection/limits';
import { limitAt } from '../../../../server/protection/stored-limits';

// What a limit change does and when, worked by hand: tightening at once, anything else after 24 hours, read lazily.

describe('a limit change', () => {
  it('tightens when it sets a first limit or a lower (or equal) one; raising or removing loosens', () => {
    expect(tightens(null, '100')).toBe(true);
    expect(tightens('100.00', '99.99')).toBe(true);
    expect(tightens('100.00', '100')).toBe(true);
    expect(tightens('100.00', '100.01')).toBe(false);
    expect(tightens('100.00', null)).toBe(false);
    expect(tightens(null, null)).toBe(false);
  });

  it('is in force from its time on, and waits until then', () => {
    const stored = { amount: '100.00', next: '250.00', next_at: 1_000 };
    expect(limitAt(stored, 999)).toEqual({ amount: '100.00', next: '250.00', nextAt: 1_000 });
    expect(limitAt(stored, 1_000)).toEqual({ amount: '250.00', next: null, nextAt: null });
    // A removal that waits, then has come.
    expect(limitAt({ amount: '100.00', next: null, next_at: 1_000 }, 1_000)).toEqual({ amount: null, next: null, nextAt: null });
    expect(limitAt(undefined, 5)).toEqual({ amount: null, next: null, nextAt: null });
  });
});

describe('self-exclusion months', () => {
  it('ends on the same day of the month, or the last day of a shorter month', () => {
    expect(new Date(monthsLater(Date.parse('2026-01-15T08:30:00Z'), 6)).toISOString()).toBe('2026-07-15T08:30:00.000Z');
    expect(new Date(monthsLater(Date.parse('2026-08-31T08:30:00Z'), 6)).toISOString()).toBe('2027-02-28T08:30:00.000Z');
    expect(new Date(monthsLater(Date.parse('2027-08-31T00:00:00Z'), 6)).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(monthsLater(Date.parse('2026-11-30T12:00:00Z'), 60)).toISOString()).toBe('2031-11-30T12:00:00.000Z');
  });
});
