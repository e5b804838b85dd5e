import type { MessageDescriptor } from '@lingui/core';
import { CODE } from '../../common/envelope';
import { SECOND_FACTOR_FAILURE } from '../../common/security';
import { digest, newToken } from '../account/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// A WebAuthn ceremony's challenge (table webauthn_challenges): made with the options the browser is given, and taken
// when its answer comes back. It is good for 5 minutes on the server's clock and for one use, for one purpose, and
// for the user it was made for (a sign-in by passkey starts without one). The browser is handed an id for it (kept as
// its SHA-256, like step-up tokens), so the answer names the challenge it answers without the server trusting
// anything in the answer to find it.

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Expired challenges are deleted this long after they expired: until then, using one is told "expired". */
const KEPT_AFTER_EXPIRY_MS = 60 * 60 * 1000;

export const CHALLENGE_PURPOSE = {
  /** Adding a passkey to the signed-in user. */
  REGISTER: 'register',
  /** Confirming a sensitive action (a step-up token). */
  STEP_UP: 'step_up',
  /** Signing in with a passkey alone, no password: no user until the passkey names one. */
  LOGIN: 'login',
  /** The second factor of a password's sign-in from a new device. */
  SECOND_FACTOR: 'second_factor',
} as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSE)[keyof typeof CHALLENGE_PURPOSE];

/** Who the browser is asked to make or use a passkey for: the relying party's id (a host name) and its origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** Why a passkey's ceremony was refused: the security log's detail (common/security.ts's SECOND_FACTOR_FAILURE). */
export type PasskeyRefusal = (typeof SECOND_FACTOR_FAILURE)[keyof typeof SECOND_FACTOR_FAILURE];

/**
 * A passkey's ceremony refused (2003): its challenge, or the passkey's answer. `userId` is whose it was, when known,
 * for the security log; `reason` is the log's detail, never shown (the user reads the message).
 */
export class PasskeyRefused extends DomainError {
  readonly reason: PasskeyRefusal;
  readonly userId: number | null;

  constructor(reason: PasskeyRefusal, message: MessageDescriptor, userId: number | null) {
    super(CODE.CODE_INVALID, message);
    this.name = 'PasskeyRefused';
    this.reason = reason;
    this.userId = userId;
  }
}

export interface NewChallenge {
  purpose: ChallengePurpose;
  /** Null only for a sign-in by passkey. */
  userId: number | null;
  /** The challenge simplewebauthn put in the options (base64url). */
  challenge: string;
  relyingParty: RelyingParty;
}

/** Keeps a new challenge; answers the id the browser sends back with its answer. */
export async function keepChallenge(db: Queryable, clock: Clock, made: NewChallenge): Promise<string> {
  const now = clock.now();
  // Anyone may start a sign-in by passkey, so old challenges are swept here rather than per user.
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at <= $1', [new Date(now - KEPT_AFTER_EXPIRY_MS)]);
  const id = newToken();
  await db.query(
    `INSERT INTO webauthn_challenges (id_hash, user_id, purpose, challenge, rp_id, origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      digest(id),
      made.userId,
      made.purpose,
      made.challenge,
      made.relyingParty.id,
      made.relyingParty.origin,
      new Date(now),
      new Date(now + CHALLENGE_TTL_MS),
    ],
  );
  return id;
}

export interface TakenChallenge {
  challenge: string;
  relyingParty: RelyingParty;
}

interface ChallengeRow {
  user_id: number | null;
  purpose: ChallengePurpose;
  challenge: string;
  rp_id: string;
  origin: string;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Spends the challenge `id` for `purpose` and the user (null: a sign-in by passkey), in the caller's transaction; a
 * PasskeyRefused when it is unknown, used, expired, of another purpose or of another user. The guarded update decides
 * a race: of two answers to one challenge, one goes on. A challenge refused for its purpose or its user stays unspent
 * for its own ceremony.
 */
export async function takeChallenge(
  tx: Queryable,
  clock: Clock,
  wanted: { id: string; purpose: ChallengePurpose; userId: number | null },
): Promise<TakenChallenge> {
  const now = new Date(clock.now());
  const hash = digest(wanted.id);
  const [taken] = await tx.query<ChallengeRow>(
    `UPDATE webauthn_challenges SET used_at = $4
     WHERE id_hash = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND used_at IS NULL AND expires_at > $4
     RETURNING challenge, rp_id, origin`,
    [hash, wanted.purpose, wanted.userId, now],
  );
  if (taken) return { challenge: taken.challenge, relyingParty: { id: taken.rp_id, origin: taken.origin } };
  const [found] = await tx.query<ChallengeRow>('SELECT user_id, purpose, expires_at, used_at FROM webauthn_challenges WHERE id_hash = $1', [
    hash,
  ]);
  throw challengeRefusal(found, wanted, now);
}

function challengeRefusal(
  found: ChallengeRow | undefined,
  wanted: { purpose: ChallengePurpose; userId: number | null },
  now: Date,
): PasskeyRefused {
  const { userId } = wanted;
  if (!found) return new PasskeyRefused(SECOND_FACTOR_FAILURE.UNKNOWN, messages.passkeyChallengeUnknown, userId);
  // Another user's challenge tells this user nothing about it: it reads as one the server never made.
  if (found.user_id !== userId) return new PasskeyRefused(SECOND_FACTOR_FAILURE.OTHER_USER, messages.passkeyChallengeUnknown, userId);
  if (found.purpose !== wanted.purpose) {
    return new PasskeyRefused(SECOND_FACTOR_FAILURE.OTHER_PURPOSE, messages.passkeyChallengeOtherPurpose, userId);
  }
  if (found.used_at !== null) return new PasskeyRefused(SECOND_FACTOR_FAILURE.REPLAYED, messages.passkeyChallengeUsed, userId);
  if (found.expires_at <= now) return new PasskeyRefused(SECOND_FACTOR_FAILURE.EXPIRED, messages.passkeyChallengeExpired, userId);
  return new PasskeyRefused(SECOND_FACTOR_FAILURE.UNKNOWN, messages.passkeyChallengeUnknown, userId);
}
