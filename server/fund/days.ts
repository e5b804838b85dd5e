// Fund income is paid per UTC calendar day; this turns clock milliseconds into the day's text.

/** The UTC calendar day of `ms`, as YYYY-MM-DD (what a PostgreSQL `date` reads). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
