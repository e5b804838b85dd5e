import { FREEZE_LINK_TTL_MS } from '../../common/safeguards';
import { digest, newToken } from '../account/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

// The freeze link every security email carries (./security-email.ts): a token of 256 random bits for one user, good
// for 24 hours from the email, kept only as its SHA-256 (table freeze_links). It is not used up: opening it again
// freezes nothing more (./freeze.ts), so a mail scanner that fetched it first takes nothing from the owner.

/** A new link token for the user, in the caller's transaction; the user's expired ones go as new ones come. */
export async function issueFreezeLink(tx: Queryable, clock: Clock, userId: number): Promise<string> {
  const now = clock.now();
  await tx.query('DELETE FROM freeze_links WHERE user_id = $1 AND expires_at <= $2', [userId, new Date(now)]);
  const token = newToken();
  await tx.query('INSERT INTO freeze_links (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    digest(token),
    userId,
    new Date(now),
    new Date(now + FREEZE_LINK_TTL_MS),
  ]);
  return token;
}

/** The user whose link `token` is, while it works; undefined for a token unknown or expired. */
export async function freezeLinkOwner(db: Queryable, clock: Clock, token: string): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM freeze_links WHERE token_hash = $1 AND expires_at > $2', [
    digest(token),
    new Date(clock.now()),
  ]);
  return row?.user_id;
}

/**
 * The freeze link as the email prints it: the app's freeze page on `origin` (src/routes/freeze.tsx), which calls
 * GET /api/security/freeze_link with the token and says what happened, in the reader's language.
 */
export function freezeLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/freeze?token=${token}`;
}
