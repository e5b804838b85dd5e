import webpush from 'web-push';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Log } from '../log';
import { SecretUnreadableError, type SecretBox } from '../security/secret-box';

// The server's VAPID key pair (RFC 8292): push services accept a push only when it is signed with the private key
// whose public key the browser subscribed with. Given in VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or made on the first
// start by `web-push` and kept in the database (table vapid_keys), where every node reads the same pair; the private
// key is sealed with the secrets key, as second-factor secrets are. A pair once used must stay: a new one strands
// every subscription made with the old (the browsers would have to subscribe again).

export interface VapidKeys {
  /** base64url, what the browser's pushManager.subscribe takes as applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

const SEAL_CONTEXT = 'vapid:1';

/**
 * The configured pair, else the stored one, else a new one stored now (of two nodes starting at once, one wins). A
 * stored pair sealed with another secrets key (the key was replaced without its backup) cannot be opened: rather than
 * not start, the server makes a new pair and drops every device subscribed with the old one, which push services would
 * refuse anyway; each device is listed off, and turning it on again subscribes it with the new pair.
 */
export async function loadVapidKeys(db: Database, clock: Clock, secrets: SecretBox, log: Log, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await storedKeys(db, secrets);
  if (stored === 'unreadable') return replaceUnreadable(db, clock, secrets, log);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db.query(
    `INSERT INTO vapid_keys (id, public_key, private_key_sealed, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
    [made.publicKey, secrets.seal(made.privateKey, SEAL_CONTEXT), new Date(clock.now())],
  );
  const kept = await storedKeys(db, secrets);
  if (!kept || kept === 'unreadable') throw new Error('the VAPID key pair was stored but cannot be read back');
  return kept;
}

async function replaceUnreadable(db: Database, clock: Clock, secrets: SecretBox, log: Log): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM push_subscriptions');
    await tx.query('UPDATE vapid_keys SET public_key = $1, private_key_sealed = $2, created_at = $3 WHERE id = 1', [
      made.publicKey,
      secrets.seal(made.privateKey, SEAL_CONTEXT),
      new Date(clock.now()),
    ]);
  });
  log.warn(
    { vapid: 'replaced' },
    'the stored VAPID key pair was sealed with another SECRETS_KEY: a new pair was made, and every device must turn notifications on again',
  );
  return made;
}

async function storedKeys(db: Queryable, secrets: SecretBox): Promise<VapidKeys | 'unreadable' | null> {
  const [row] = await db.query<{ public_key: string; private_key_sealed: Uint8Array }>(
    'SELECT public_key, private_key_sealed FROM vapid_keys WHERE id = 1',
  );
  if (!row) return null;
  try {
    return { publicKey: row.public_key, privateKey: secrets.open(row.private_key_sealed, SEAL_CONTEXT) };
  } catch (error) {
    if (error instanceof SecretUnreadableError) return 'unreadable';
    throw error;
  }
}
