import { IDLE_MS } from './user-sessions';
import type { Job } from '../jobs/job';

// What requests leave behind, kept only while it can still matter (issue 20, long runs). Every hour on the leader:
// - sessions that ended (logged out, or unused past their idle limit: neither resolves again) go a week after
//   they ended; the console lists only live ones;
// - verification codes and picture captchas go a day after they expired (a code is refused from its expiry on;
//   the resend wait looks back a minute);
// - rate-limit counters go once their window is a day old (the longest window is 15 minutes; a counter whose
//   window ended is started over by its next use anyway);
// - stored answers of Idempotency-Keys go after a day: a retry comes within seconds or minutes of its request, and
//   a key reused after a day is a new request (the PWA makes a new key for every new submit).
// Then, on the embedded PGlite, which runs no autovacuum, the whole database is vacuumed: these deletions, and the
// rows updated in place all day (balances, orders, sessions' last use, trader statistics, counters), would
// otherwise leave dead rows that the files grow around for as long as the server runs. A vacuum skips the pages
// nothing changed on, so the ledger's history is not read again each hour. PostgreSQL's autovacuum does this itself.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const ENDED_SESSIONS_KEPT_MS = 7 * DAY_MS;
export const EXPIRED_CODES_KEPT_MS = DAY_MS;
export const RATE_COUNTERS_KEPT_MS = DAY_MS;
export const IDEMPOTENT_ANSWERS_KEPT_MS = DAY_MS;
export const REQUEST_RETENTION_INTERVAL_MS = HOUR_MS;

export const requestRetentionJob: Job = {
  name: 'request-retention',
  intervalMs: REQUEST_RETENTION_INTERVAL_MS,
  async run(db, clock, fence) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await fence(tx);
      await tx.query('DELETE FROM sessions WHERE revoked_at < $1 OR last_seen_at < $2', [
        new Date(now - ENDED_SESSIONS_KEPT_MS),
        new Date(now - IDLE_MS - ENDED_SESSIONS_KEPT_MS),
      ]);
      await tx.query('DELETE FROM verification_codes WHERE expires_at < $1', [new Date(now - EXPIRED_CODES_KEPT_MS)]);
      await tx.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now - EXPIRED_CODES_KEPT_MS)]);
      await tx.query('DELETE FROM rate_counters WHERE window_start < $1', [now - RATE_COUNTERS_KEPT_MS]);
      await tx.query('DELETE FROM idempotent_requests WHERE created_at < $1', [now - IDEMPOTENT_ANSWERS_KEPT_MS]);
      await tx.query('DELETE FROM operator_idempotent_requests WHERE created_at < $1', [now - IDEMPOTENT_ANSWERS_KEPT_MS]);
    });
    // Outside a transaction, as VACUUM must be.
    if (db.kind === 'pglite') await db.exec('VACUUM');
  },
};
