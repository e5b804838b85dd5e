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
