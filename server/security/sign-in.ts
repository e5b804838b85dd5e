import { SECURITY_EVENT, type SecondFactor } from '../../common/security';
import { createSession } from '../account/user-sessions';
import { digest, newToken } from '../account/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { hasSecondFactor } from './factors';
import { writeSecurityEvent, type SecurityContext } from './security-log';

// Signing in, as account security sees it (issue 33): a user with a second factor gives it when signing in from a
// device not seen before; the password's sign-in then waits in a challenge (table sign_in_challenges) that the
// second factor completes. Every completed sign-in remembers its device (user_devices), opens a session that records
// where it came from, and is written to the security log.

export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before it is dropped, and the password is asked again. */
export const CHALLENGE_WRONG_CODES = 5;

/** Whether the device is one the user completed a sign-in from; no device id is never a known device. */
export async function isKnownDevice(db: Queryable, userId: number, deviceId: string | null): Promise<boolean> {
  if (deviceId === null) return false;
  const rows = await db.query('SELECT 1 FROM user_devices WHERE user_id = $1 AND device_id = $2', [userId, deviceId]);
  return rows.length > 0;
}

/** Whether this sign-in must give a second factor: the user has one and signs in from a device not seen before. */
export async function secondFactorAsked(db: Queryable, userId: number, context: SecurityContext): Promise<boolean> {
  return (await hasSecondFactor(db, userId)) && !(await isKnownDevice(db, userId, context.deviceId));
}

export interface CompletedSignIn {
  token: string;
  /** The device was not one the user signed in from before: the user is told (email). */
  newDevice: boolean;
}

/**
 * Completes a sign-in in the caller's transaction: the device is remembered (or seen again), a session is opened with
 * where it came from, and the security log records it with the second factor given, if one was.
 */
export async function completeSignIn(
  tx: Queryable,
  clock: Clock,
  userId: number,
  context: SecurityContext,
  factor: SecondFactor | null = null,
  /** The account's first sign-in, at its registration: its device is new, and there is nobody to warn. */
  registration = false,
): Promise<CompletedSignIn> {
  const now = new Date(clock.now());
  let newDevice = true;
  if (context.deviceId !== null) {
    const [seen] = await tx.query<{ inserted: boolean }>(
      `INSERT INTO user_devices (user_id, device_id, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
       RETURNING (xmax = 0) AS inserted`,
      [userId, context.deviceId, now],
    );
    newDevice = seen?.inserted ?? true;
  }
  const token = await createSession(tx, clock, userId, context);
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.SIGNED_IN,
    context,
    detail: { new_device: newDevice, ...(factor === null ? {} : { factor }), ...(registration ? { registration } : {}) },
  });
  return { token, newDevice };
}

/** A sign-in waiting for its second factor; its id is handed to the PWA once, and kept as its SHA-256. */
export async function openSignInChallenge(db: Queryable, clock: Clock, userId: number, context: SecurityContext): Promise<string> {
  const id = newToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO sign_in_challenges (id_hash, user_id, device_id, user_agent, address, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [digest(id), userId, context.deviceId, context.userAgent, context.address, new Date(now), new Date(now + SIGN_IN_CHALLENGE_TTL_MS)],
  );
  await writeSecurityEvent(db, clock, { userId, event: SECURITY_EVENT.SIGN_IN_CHALLENGED, context });
  return id;
}

export interface SignInChallenge {
  idHash: string;
  userId: number;
  /** Where the password was given: the session opens for that device. */
  context: SecurityContext;
}

/**
 * The challenge if it can still be completed (not used, not expired, not dropped for wrong codes), else null. With
 * `lock`, its row stays locked for the transaction, so two completions of one challenge run one after the other.
 */
export async function liveChallenge(db: Queryable, clock: Clock, id: string, lock = false): Promise<SignInChallenge | null> {
  const [row] = await db.query<{
    id_hash: string;
    user_id: number;
    device_id: string | null;
    user_agent: string | null;
    address: string | null;
  }>(
    `SELECT id_hash, user_id, device_id, user_agent, address FROM sign_in_challenges
     WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2 AND wrong_codes < $3${lock ? ' FOR UPDATE' : ''}`,
    [digest(id), new Date(clock.now()), CHALLENGE_WRONG_CODES],
  );
  if (!row) return null;
  return {
    idHash: row.id_hash,
    userId: row.user_id,
    context: { deviceId: row.device_id, userAgent: row.user_agent, address: row.address },
  };
}

/** The challenge is done: it cannot complete a second sign-in. */
export async function closeChallenge(tx: Queryable, clock: Clock, challenge: SignInChallenge): Promise<void> {
  await tx.query('UPDATE sign_in_challenges SET used_at = $2 WHERE id_hash = $1', [challenge.idHash, new Date(clock.now())]);
}

/** A wrong code counts against the challenge; at CHALLENGE_WRONG_CODES it can no longer be completed. */
export async function countWrongCode(tx: Queryable, challenge: SignInChallenge): Promise<void> {
  await tx.query('UPDATE sign_in_challenges SET wrong_codes = wrong_codes + 1 WHERE id_hash = $1', [challenge.idHash]);
}
