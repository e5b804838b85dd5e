import type { LimitPeriod } from '../../common/protection';

// The periods limits count over, in UTC: the calendar day, the ISO week (from Monday) and the calendar month. The
// database's running results (migration 0127's add_realised_result) key them by their first day the same way.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment of the period that holds `at` (epoch ms). */
export function periodStart(period: LimitPeriod, at: number): number {
  const date = new Date(at);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'day') return day;
  if (period === 'week') return day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The first moment after the period that holds `at`. */
export function periodEnd(period: LimitPeriod, at: number): number {
  const start = new Date(periodStart(period, at));
  if (period === 'day') return start.getTime() + DAY_MS;
  if (period === 'week') return start.getTime() + 7 * DAY_MS;
  return Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
}

/** The period's key as the database writes it: its first day, YYYY-MM-DD. */
export function periodKey(period: LimitPeriod, at: number): string {
  return new Date(periodStart(period, at)).toISOString().slice(0, 10);
}
