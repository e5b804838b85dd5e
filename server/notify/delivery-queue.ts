import { SECURITY_EMAILED } from '../../common/notify';
import { IDLE_MS } from '../account/user-sessions';
import type { Queryable } from '../db/database';
import { NOTIFICATION_COLUMNS, type NotificationRow } from './inbox';

// The claim of inbox entries for delivery (./inbox-dispatcher.ts) and, in the same statement, the queueing of their
// pushes and emails (./delivery-sender.ts sends them): one push per device of the user's whose session still lives,
// unless the user switched the kind's push off; one email when the user switched the kind's email on (security kinds
// are emailed by the security emails, never here), to an account that has an address. Being one statement, an entry
// is claimed and its deliveries queued together or not at all, by exactly one node, once.

export interface ClaimedRow extends NotificationRow {
  /** Deliveries queued for this claim (the same figure on every row of it). */
  queued: string | number;
}

/** Claims at most `batch` undelivered entries, oldest first, queueing their deliveries; answers the claimed rows. */
export async function claimAndQueue(db: Queryable, now: number, batch: number): Promise<ClaimedRow[]> {
  const at = new Date(now);
  return db.query<ClaimedRow>(
    `WITH claimed AS (
       UPDATE notifications SET pushed_at = $1
       WHERE id IN (SELECT id FROM notifications WHERE pushed_at IS NULL ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${NOTIFICATION_COLUMNS}
     ), pushes AS (
       INSERT INTO notification_deliveries (notification_id, channel, subscription_id, status, due_at, updated_at)
       SELECT c.id, 'push', s.id, 'pending', $1, $1 FROM claimed c
       JOIN push_subscriptions s ON s.user_id = c.user_id
       JOIN sessions se ON se.token_hash = s.session_hash AND se.revoked_at IS NULL AND se.last_seen_at > $3
       WHERE NOT EXISTS (SELECT 1 FROM notification_settings ns WHERE ns.user_id = c.user_id AND ns.kind = c.kind AND NOT ns.push)
       RETURNING 1
     ), emails AS (
       INSERT INTO notification_deliveries (notification_id, channel, status, due_at, updated_at)
       SELECT c.id, 'email', 'pending', $1, $1 FROM claimed c
       JOIN notification_settings ns ON ns.user_id = c.user_id AND ns.kind = c.kind AND ns.email
       JOIN users u ON u.id = c.user_id AND u.email IS NOT NULL AND NOT u.is_demo
       WHERE NOT (c.kind = ANY($4::text[]))
       RETURNING 1
     )
     SELECT claimed.*, (SELECT count(*) FROM pushes) + (SELECT count(*) FROM emails) AS queued FROM claimed`,
    [at, batch, new Date(now - IDLE_MS), SECURITY_EMAILED],
  );
}
