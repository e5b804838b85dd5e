import { WITHDRAWAL_LOCK_REASON } from '../../common/safeguards';
import { lockWithdrawals } from './withdrawal-locks';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { CODE } from '../../common/envelope';
import { SECOND_FACTOR, SECOND_FACTOR_FAILURE, SECURITY_EVENT, STEP_UP_KIND } from '../../common/security';
import { newToken } from '../account/tokens';
import type { Clock } from '../clock';
import { one, type Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { hasSecondFactor, lockAccount, secondFactorState, type SecurityDeps } from './factors';
import { writeSecurityEvent, type SecurityContext } from './security-log';
import { logStepUpRefused, StepUpRefused, useStepUp } from './step-up';
import {
  CHALLENGE_PURPOSE,
  CHALLENGE_TTL_MS,
  keepChallenge,
  PasskeyRefused,
  takeChallenge,
  type RelyingParty,
} from './webauthn-challenges';

// Passkeys (WebAuthn) as a second factor and a way to sign in without a password: adding one, listing and removing
// them. @simplewebauthn/server makes the options and verifies the answers; nothing of the protocol's cryptography or
// encoding is ours. A passkey must verify its user (a PIN, a fingerprint), may be of the device (platform) or a key
// (roaming), and is asked to be discoverable ("resident"), so that it can sign in without the account being named.
// Assertions (using a passkey) are ./passkey-assertions.ts.

/** What authenticators show the site as. */
const RP_NAME = 'Meridian';
/** Passkeys one account may have: enough for every device and a spare key or two. */
export const MAX_PASSKEYS = 20;

export type PasskeyDeps = Pick<SecurityDeps, 'db' | 'clock'>;

/** A ceremony's options, and the id of its challenge that the answer is sent back with. */
export interface PasskeyCeremony<Options> {
  options: Options;
  challengeId: string;
}

export interface Passkey {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskey = (row: PasskeyRow): Passkey => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at });

/** The user's passkeys, oldest first. */
export async function passkeysOf(db: Queryable, userId: number): Promise<Passkey[]> {
  const rows = await db.query<PasskeyRow>('SELECT id, name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);
  return rows.map(toPasskey);
}

/** The user's credentials as the options name them (to exclude at registration, to allow at a confirmation). */
export async function credentialsOf(db: Queryable, userId: number): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.query<{ credential_id: string; transports: string[] }>(
    'SELECT credential_id, transports FROM passkeys WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/** The user's handle for authenticators (WebAuthn's user.id), made on first use; base64url of 32 random bytes. */
export async function userHandleOf(tx: Queryable, clock: Clock, userId: number): Promise<string> {
  await tx.query('INSERT INTO passkey_user_handles (user_id, handle, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    newToken(),
    new Date(clock.now()),
  ]);
  return (await one<{ handle: string }>(tx, 'SELECT handle FROM passkey_user_handles WHERE user_id = $1', [userId])).handle;
}

function tooMany(): DomainError {
  return new DomainError(CODE.SECOND_FACTOR_STATE, messages.passkeyTooMany, { max: MAX_PASSKEYS });
}

/**
 * The options for adding a passkey to the user (a real account), with its challenge: user verification required,
 * a discoverable passkey preferred, any kind of authenticator, the user's own passkeys excluded (an authenticator
 * that holds one says so instead of making a second).
 */
export async function registrationOptions(
  deps: PasskeyDeps,
  userId: number,
  relyingParty: RelyingParty,
): Promise<PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const existing = await credentialsOf(tx, userId);
    if (existing.length >= MAX_PASSKEYS) throw tooMany();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty.id,
      userName: account.label,
      userDisplayName: account.label,
      userID: isoBase64URL.toBuffer(await userHandleOf(tx, clock, userId)),
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    const challengeId = await keepChallenge(tx, clock, {
      purpose: CHALLENGE_PURPOSE.REGISTER,
      userId,
      challenge: options.challenge,
      relyingParty,
    });
    return { options, challengeId };
  });
}

export interface PasskeyRegistration {
  userId: number;
  challengeId: string;
  /** The user's name for it ("iPhone", "YubiKey"), 1 to 64 characters (the input schema's rule). */
  name: string;
  /** What the browser's navigator.credentials.create() gave, as JSON. */
  response: RegistrationResponseJSON;
  /** A step-up of kind second_factor: needed when the user already has a second factor. */
  stepUpToken: string | undefined;
  context: SecurityContext;
}

/**
 * Adds the passkey the browser made for the challenge. The answer is verified first: a refused one spends the
 * challenge and is recorded in the security log (that transaction commits, then the refusal is thrown), and leaves
 * the step-up token unspent. A passkey added to an account that has a second factor changes it, so it then needs a
 * step-up of kind second_factor: without a valid one, 9002 and nothing changed (the challenge stays good, so the same
 * answer may be sent again with a token). The first second factor of an account needs none.
 */
export async function addPasskey(deps: PasskeyDeps, registration: PasskeyRegistration): Promise<Passkey> {
  const { db, clock } = deps;
  const { userId, context } = registration;
  try {
    const outcome = await db.transaction(async (tx): Promise<{ refused: PasskeyRefused } | { added: Passkey }> => {
      await lockAccount(tx, userId);
      let credential: WebAuthnCredential;
      try {
        credential = await verifiedRegistration(tx, clock, registration);
      } catch (error) {
        if (!(error instanceof PasskeyRefused)) throw error;
        await writeSecurityEvent(tx, clock, { userId, event: SECURITY_EVENT.PASSKEY_NOT_ADDED, context, detail: { reason: error.reason } });
        return { refused: error };
      }
      if ((await credentialsOf(tx, userId)).length >= MAX_PASSKEYS) throw tooMany();
      if (await hasSecondFactor(tx, userId)) {
        await useStepUp(tx, clock, { userId, kind: STEP_UP_KIND.SECOND_FACTOR, token: registration.stepUpToken });
      }
      const added = await insertPasskey(tx, clock, userId, registration.name, credential);
      // A new second factor is a security change: withdrawals wait 24 hours, in case it was not the owner's.
      await lockWithdrawals(tx, clock, userId, WITHDRAWAL_LOCK_REASON.SECOND_FACTOR);
      await writeSecurityEvent(tx, clock, { userId, event: SECURITY_EVENT.PASSKEY_ADDED, context, detail: { id: added.id } });
      return { added };
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.added;
  } catch (error) {
    if (error instanceof StepUpRefused) await logStepUpRefused(db, clock, userId, error, context);
    throw error;
  }
}

/** The credential of a registration answer that simplewebauthn verified against its challenge; else a PasskeyRefused. */
async function verifiedRegistration(tx: Queryable, clock: Clock, registration: PasskeyRegistration): Promise<WebAuthnCredential> {
  const { userId } = registration;
  const taken = await takeChallenge(tx, clock, { id: registration.challengeId, purpose: CHALLENGE_PURPOSE.REGISTER, userId });
  const verification = await verifyRegistrationResponse({
    response: registration.response,
    expectedChallenge: taken.challenge,
    expectedOrigin: taken.relyingParty.origin,
    expectedRPID: taken.relyingParty.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  // simplewebauthn throws on most malformed or mismatched answers and answers `verified: false` on a bad signature:
  // either way the user is told the same.
  if (!verification?.verified) throw new PasskeyRefused(SECOND_FACTOR_FAILURE.WRONG, messages.passkeyNotVerified, userId);
  return verification.registrationInfo.credential;
}

async function insertPasskey(tx: Queryable, clock: Clock, userId: number, name: string, credential: WebAuthnCredential): Promise<Passkey> {
  // A credential id is not secret: with attestation "none" anyone may answer a registration with another person's
  // credential id (and a key of their own). The unique id makes that a refusal, never a takeover.
  const [taken] = await tx.query('SELECT 1 FROM passkeys WHERE credential_id = $1', [credential.id]);
  if (taken) throw secondFactorState(messages.passkeyAlreadyAdded);
  try {
    const row = await one<PasskeyRow>(
      tx,
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, name, created_at, last_used_at`,
      [userId, credential.id, credential.publicKey, credential.counter, credential.transports ?? [], name, new Date(clock.now())],
    );
    return toPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error, 'passkeys_credential_id_key')) throw secondFactorState(messages.passkeyAlreadyAdded);
    throw error;
  }
}

/**
 * Removes one of the user's passkeys, in the caller's transaction, after its step-up of kind second_factor. Another
 * user's passkey, or one that does not exist, is not found (the caller's transaction rolls back: nothing changed).
 * With no second factor left, the recovery codes go too, as when the authenticator app is turned off.
 */
export async function removePasskey(
  tx: Queryable,
  clock: Clock,
  userId: number,
  passkeyId: number,
  context: SecurityContext,
): Promise<void> {
  await lockAccount(tx, userId);
  const removed = await tx.query('DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id', [passkeyId, userId]);
  if (removed.length === 0) throw notFound();
  if (!(await hasSecondFactor(tx, userId))) await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await lockWithdrawals(tx, clock, userId, WITHDRAWAL_LOCK_REASON.SECOND_FACTOR);
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.PASSKEY_REMOVED,
    context,
    detail: { id: passkeyId, factor: SECOND_FACTOR.PASSKEY },
  });
}
