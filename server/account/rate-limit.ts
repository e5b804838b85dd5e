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

/** Counts one use; returns 0 when allowed, or the seconds until the window ends when over the limit. */
export async function hit(db: Queryable, clock: Clock, limit: Limit): Promise<number> {
  const now = clock.now();
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_start = EXCLUDED.window_start THEN rate_counters.count + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start
     RETURNING count`,
    [limit.key, windowStart],
  );
  if ((row?.count ?? 0) <= limit.max) return 0;
  return Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000));
}
