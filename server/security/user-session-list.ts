import { digest } from '../account/tokens';
import { IDLE_MS } from '../account/user-sessions';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { notFound } from '../errors';
import { SECURITY_EVENT } from '../../common/security';
import { writeSecurityEvent, type SecurityContext } from './security-log';

// The user's own sessions as the sessions screen shows them (issue 33): where each came from, when it began and was
// last used, which one is asking; and ending one of them or all the others. A session is named to the user by its
// number (sessions.id), never by its token or the token's hash.

export interface OpenSession {
  id: number;
  deviceId: string | null;
  userAgent: string | null;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the request that asked. */
  current: boolean;
}

/** Sessions that still resolve (not ended, used within IDLE_MS), most recently used first. */
export async function openSessions(db: Queryable, clock: Clock, userId: number, currentToken: string | null): Promise<OpenSession[]> {
  const rows = await db.query<{
    id: number;
    token_hash: string;
    device_id: string | null;
    user_agent: string | null;
    address: string | null;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT id, token_hash, device_id, user_agent, address, created_at, last_seen_at FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND last_seen_at > $2 ORDER BY last_seen_at DESC, id DESC`,
    [userId, new Date(clock.now() - IDLE_MS)],
  );
  const current = currentToken === null ? null : digest(currentToken);
  return rows.map((row) => ({
    id: row.id,
    deviceId: row.device_id,
    userAgent: row.user_agent,
    address: row.address,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.token_hash === current,
  }));
}

export type SessionsToEnd = { id: number } | { allOthers: true };

/**
 * Ends one of the user's sessions (another user's, or one already ended: not found) or all but the one asking, in
 * the caller's transaction, and records it in the security log; answers how many ended.
 */
export async function endSessions(
  tx: Queryable,
  clock: Clock,
  end: { userId: number; which: SessionsToEnd; currentToken: string; context: SecurityContext },
): Promise<number> {
  const now = new Date(clock.now());
  const ended =
    'id' in end.which
      ? await tx.query('UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id', [
          end.which.id,
          end.userId,
          now,
        ])
      : await tx.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL RETURNING id', [
          end.userId,
          digest(end.currentToken),
          now,
        ]);
  if ('id' in end.which && ended.length === 0) throw notFound();
  await writeSecurityEvent(tx, clock, {
    userId: end.userId,
    event: SECURITY_EVENT.SESSIONS_ENDED,
    context: end.context,
    detail: { count: ended.length, all_others: !('id' in end.which) },
  });
  return ended.length;
}
