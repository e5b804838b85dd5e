// Calendar days as the API and the date inputs write them, "YYYY-MM-DD", read as UTC days: the times the ledger
// shows (CreatedAtTran) are UTC, so a day filter means the same day the rows say. No zod here: the PWA's route
// parsers use these without loading a schema library.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day YYYY-MM-DD (no 2001-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** Whether a range of days, each end optional and included, is the wrong way round (a start after its end). */
export function daysReversed(from: string | undefined, to: string | undefined): boolean {
  // YYYY-MM-DD compares as text in calendar order.
  return from !== undefined && to !== undefined && from > to;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day's edge as epoch ms: the start of the UTC day, or with `end` the start of the next one (so a `to` day is
 * included whole); undefined for text that is not a calendar day.
 */
export function dayEdgeMs(text: string | undefined, end: boolean): number | undefined {
  if (text === undefined || !isCalendarDay(text)) return undefined;
  return Date.parse(`${text}T00:00:00Z`) + (end ? DAY_MS : 0);
}
