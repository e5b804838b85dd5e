import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../common/envelope';
import { DomainError } from '../../../../server/errors';
import { statementPeriod } from '../../../../server/statements/period';

// A statement's period: calendar days, UTC, both ends included; the last whole month by default; a year at most
// (a leap year's 366 days included); never past today or before the account was opened.

const NOW = Date.UTC(2026, 2, 15, 10, 0, 0);
const OPENED = Date.UTC(2024, 0, 10, 8, 0, 0);
const period = (asked: { from?: string; to?: string }) => statementPeriod(asked, NOW, OPENED);
const refusal = (asked: { from?: string; to?: string }) => {
  try {
    period(asked);
  } catch (error) {
    return error instanceof DomainError ? error.code : error;
  }
  return null;
};

describe('a statement period', () => {
  it('is the last whole month without either end, and one end’s month (to today) with one', () => {
    expect(period({})).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(period({ from: '2026-01-05' })).toMatchObject({ from: '2026-01-05', to: '2026-01-31' });
    expect(period({ from: '2026-03-02' })).toMatchObject({ from: '2026-03-02', to: '2026-03-15' });
    expect(period({ to: '2025-12-20' })).toMatchObject({ from: '2025-12-01', to: '2025-12-20' });
  });

  it('covers whole UTC days, the end day included', () => {
    const { startMs, endMs } = period({ from: '2026-02-01', to: '2026-02-28' });
    expect([new Date(startMs).toISOString(), new Date(endMs).toISOString()]).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
  });

  it('takes a leap year whole and refuses a day more', () => {
    expect(period({ from: '2024-01-01', to: '2024-12-31' }).to).toBe('2024-12-31');
    expect(refusal({ from: '2023-12-31', to: '2024-12-31' })).toBe(CODE.STATEMENT_PERIOD);
    // 366 days, both ends included, and one more.
    expect(refusal({ from: '2025-03-15', to: '2026-03-15' })).toBeNull();
    expect(refusal({ from: '2025-03-14', to: '2026-03-15' })).toBe(CODE.STATEMENT_PERIOD);
  });

  it('refuses an end before the start, after today, or before the account was opened', () => {
    expect(refusal({ from: '2026-02-10', to: '2026-02-09' })).toBe(CODE.STATEMENT_PERIOD);
    expect(refusal({ from: '2026-03-01', to: '2026-03-16' })).toBe(CODE.STATEMENT_PERIOD);
    expect(refusal({ from: '2023-12-01', to: '2024-01-09' })).toBe(CODE.STATEMENT_PERIOD);
    expect(refusal({ from: '2023-12-01', to: '2024-01-10' })).toBeNull();
  });
});
