import { MAX_PUSH_DEVICES } from '../../common/push';
import { digest } from '../account/tokens';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField } from '../errors';

// The devices a user receives pushes on (issue 34, table push_subscriptions). A subscription is made in a session and
// lives as long as it: a device signed out, or whose session ended, gets no more pushes, and a browser subscribing in
// another account's session moves to that account (one endpoint, one row). Subscribing again refreshes the keys and
// the language. A user's 21st device drops the one subscribed longest ago: a phone reinstalled is not refused.

export interface Subscription {
  userId: number;
  /** The session's token, as the request carried it. */
  sessionToken: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  origin: string;
  userAgent: string | null;
}

export async function subscribePush(db: Database, clock: Clock, subscription: Subscription): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth, lang, origin, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, session_hash = $2, p256dh = $4, auth = $5, lang = $6, origin = $7,
         user_agent = $8
       RETURNING id`,
      [
        subscription.userId,
        digest(subscription.sessionToken),
        subscription.endpoint,
        subscription.p256dh,
        subscription.auth,
        subscription.lang,
        subscription.origin,
        subscription.userAgent?.slice(0, 500) ?? null,
        new Date(clock.now()),
      ],
    );
    if (!row) throw new Error('a push subscription was stored without an id');
    await dropOldest(tx, subscription.userId);
    return row.id;
  });
}

async function dropOldest(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `DELETE FROM push_subscriptions WHERE id IN (
       SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2)`,
    [userId, MAX_PUSH_DEVICES],
  );
}

/** Stops pushes to one of the user's devices, by id or endpoint; answers whether one was removed. */
export async function unsubscribePush(
  db: Queryable,
  userId: number,
  which: { id?: number | undefined; endpoint?: string | undefined },
): Promise<boolean> {
  // One of the two names the device; neither, or both, is a request that does not say which.
  if ((which.id === undefined) === (which.endpoint === undefined)) throw badField('id', 'required');
  const removed = await db.query<{ id: number }>(
    which.id !== undefined
      ? 'DELETE FROM push_subscriptions WHERE user_id = $1 AND id = $2 RETURNING id'
      : 'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id',
    [userId, which.id ?? which.endpoint ?? ''],
  );
  return removed.length > 0;
}
