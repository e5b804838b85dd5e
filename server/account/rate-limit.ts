import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

// Fixed-window counters kept in the database, so every server node counts together and tests move the clock
// instead of waiting. A call over the limit is told how many seconds are left in the window.

export interface Limit {
  /** What is counted, e.g. "login:account:ada@example.com". */
  key: string;
  max: number;
  windowMs: number;
}

/** Where the window that holds the clock's now began. */
function windowStartOf(clock: Clock, windowMs: number): number {
  return Math.floor(clock.now() / windowMs) * windowMs;
}

/** The seconds until the current window ends, at least one. */
export function secondsLeftIn(clock: Clock, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStartOf(clock, windowMs) + windowMs - clock.now()) / 1000));
}

/** Counts one use of `key` in the current window (a new window starts over at one); answers the count. */
export async function countUse(db: Queryable, clock: Clock, key: string, windowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_start = EXCLUDED.window_start THEN rate_counters.count + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start
     RETURNING count`,
    [key, windowStartOf(clock, windowMs)],
  );
  return row?.count ?? 1;
}

/** The uses of `key` counted in the current window, without counting one. */
export async function usesSoFar(db: Queryable, clock: Clock, key: string, windowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1 AND window_start = $2', [
    key,
    windowStartOf(clock, windowMs),
  ]);
  return row?.count ?? 0;
}

/** Counts one use; returns 0 when allowed, or the seconds until the window ends when over the limit. */
export async function hit(db: Queryable, clock: Clock, limit: Limit): Promise<number> {
  if ((await countUse(db, clock, limit.key, limit.windowMs)) <= limit.max) return 0;
  return secondsLeftIn(clock, limit.windowMs);
}
