// Fund income is paid per UTC calendar day; these turn clock milliseconds into the day's text and back.

const DAY_MS = 86_400_000;

/** The UTC calendar day of `ms`, as YYYY-MM-DD (what a PostgreSQL `date` reads). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Milliseconds from `ms` to the next UTC midnight. */
export function untilNextUtcDay(ms: number): number {
  return DAY_MS - (ms % DAY_MS);
}
