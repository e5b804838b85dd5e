import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { SecurityContext } from '../security/security-log';
import type { SessionResolver, SessionUser } from '../sessions';
import { digest, newToken } from './tokens';

// User sessions: an opaque token is handed out once; only its hash is kept. A session ends at logout, at a
// password change, or after IDLE_MS without use; none resolves while an operator has the account suspended. Use is recorded at most once a minute, so a busy session does
// not write on every call.

export const IDLE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

/** A new session of the user; `from` is where its sign-in came from (the sessions screen shows it). */
export async function createSession(tx: Queryable, clock: Clock, userId: number, from?: SecurityContext): Promise<string> {
  const token = newToken();
  const now = new Date(clock.now());
  await tx.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, device_id, user_agent, address)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [digest(token), userId, now, from?.deviceId ?? null, from?.userAgent ?? null, from?.address ?? null],
  );
  return token;
}

export async function revokeSession(tx: Queryable, clock: Clock, token: string): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    digest(token),
    new Date(clock.now()),
  ]);
}

/** Ends every session of the user but, if given, the one in use. */
export async function revokeOtherSessions(tx: Queryable, clock: Clock, userId: number, keepToken?: string): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
    userId,
    keepToken ? digest(keepToken) : '',
    new Date(clock.now()),
  ]);
}

export function userSessions(db: Queryable, clock: Clock): SessionResolver {
  return {
    async resolve(token: string): Promise<SessionUser | null> {
      const now = clock.now();
      const [row] = await db.query<{ user_id: number; is_demo: boolean; last_seen_at: Date }>(
        `SELECT s.user_id, u.is_demo, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > $2 AND u.suspended_at IS NULL`,
        [digest(token), new Date(now - IDLE_MS)],
      );
      if (!row) return null;
      if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
        await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [digest(token), new Date(now)]);
      }
      return { id: row.user_id, isDemo: row.is_demo };
    },
  };
}
