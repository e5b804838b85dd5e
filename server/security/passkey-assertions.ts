import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { SECOND_FACTOR, SECOND_FACTOR_FAILURE, SECURITY_EVENT } from '../../common/security';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { messages } from '../i18n/messages';
import { secondFactorState } from './factors';
import { credentialsOf, type PasskeyCeremony, type PasskeyDeps } from './passkeys';
import { writeSecurityEvent, type SecurityContext, type SecurityDetail } from './security-log';
import {
  CHALLENGE_PURPOSE,
  CHALLENGE_TTL_MS,
  keepChallenge,
  PasskeyRefused,
  takeChallenge,
  type ChallengePurpose,
  type RelyingParty,
} from './webauthn-challenges';

// Using a passkey (a WebAuthn assertion): to confirm a sensitive action (./passkey-step-up.ts), as the second factor of
// a password's sign-in, or to sign in alone (./passkey-sign-in.ts). simplewebauthn makes the options and checks the
// answer's challenge, origin, relying party, user verification and signature. What is ours is the bookkeeping: the
// challenge is taken once (./webauthn-challenges.ts), the passkey must be the user's, and its signature counter must
// have moved on.

/** The purposes a passkey is used for, as against added. */
export type AssertionPurpose = Exclude<ChallengePurpose, typeof CHALLENGE_PURPOSE.REGISTER>;

/**
 * The options for using a passkey, with their challenge. For a user: their passkeys only (none: refused with 9003).
 * For a sign-in by passkey (no user): any passkey the authenticator holds for the site (a discoverable one).
 */
export async function assertionOptions(
  deps: PasskeyDeps,
  request: { purpose: AssertionPurpose; userId: number | null; relyingParty: RelyingParty },
): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  const { db, clock } = deps;
  const { purpose, userId, relyingParty } = request;
  const allowed = userId === null ? undefined : await credentialsOf(db, userId);
  if (allowed?.length === 0) throw secondFactorState(messages.passkeyNone);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    ...(allowed ? { allowCredentials: allowed } : {}),
  });
  const challengeId = await keepChallenge(db, clock, { purpose, userId, challenge: options.challenge, relyingParty });
  return { options, challengeId };
}

export interface PasskeyAssertion {
  purpose: AssertionPurpose;
  /** Whose passkey it must be; null for a sign-in by passkey, where the passkey names its user. */
  userId: number | null;
  challengeId: string;
  /** What the browser's navigator.credentials.get() gave, as JSON. */
  response: AuthenticationResponseJSON;
  context: SecurityContext;
  /** What it was for, in the security log's entry of a refusal ({ kind } for a step-up, { for: 'sign_in' }...). */
  detail: SecurityDetail;
}

/** The passkey that answered, and its user. */
export interface VerifiedAssertion {
  userId: number;
  passkeyId: number;
}

/** A verified assertion, or the refusal (2003) to throw once the caller's transaction commits. */
export type AssertionCheck = { verified: VerifiedAssertion } | { refused: PasskeyRefused };

/**
 * Checks an assertion in the caller's transaction, which must commit either way: the challenge is spent (unless it is
 * another user's or of another purpose), the passkey's counter moves on when it is accepted, and a refusal about a
 * known user is written to their security log (SECOND_FACTOR_FAILED, factor passkey, and why).
 */
export async function checkPasskeyAssertion(tx: Queryable, clock: Clock, assertion: PasskeyAssertion): Promise<AssertionCheck> {
  try {
    return { verified: await verifiedAssertion(tx, clock, assertion) };
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error;
    if (error.userId !== null) {
      await writeSecurityEvent(tx, clock, {
        userId: error.userId,
        event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
        context: assertion.context,
        detail: { ...assertion.detail, factor: SECOND_FACTOR.PASSKEY, reason: error.reason },
      });
    }
    return { refused: error };
  }
}

/**
 * Checks an assertion and, when it is accepted, runs `then` in the same transaction (a step-up token, a session). A
 * refusal commits what it records, then is thrown.
 */
export async function withPasskeyAssertion<T>(
  deps: PasskeyDeps,
  assertion: PasskeyAssertion,
  then: (tx: Queryable, verified: VerifiedAssertion) => Promise<T>,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkPasskeyAssertion(tx, deps.clock, assertion);
    return 'refused' in check ? check : { done: await then(tx, check.verified) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.done;
}

interface StoredPasskey {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string[];
}

async function verifiedAssertion(tx: Queryable, clock: Clock, assertion: PasskeyAssertion): Promise<VerifiedAssertion> {
  const { response, userId } = assertion;
  const taken = await takeChallenge(tx, clock, { id: assertion.challengeId, purpose: assertion.purpose, userId });
  // Locked: two assertions of one passkey at once run one after the other, so the second sees the first's counter.
  const [passkey] = await tx.query<StoredPasskey>(
    'SELECT id, user_id, credential_id, public_key, counter, transports FROM passkeys WHERE credential_id = $1 FOR UPDATE',
    [response.id],
  );
  if (!passkey) throw new PasskeyRefused(SECOND_FACTOR_FAILURE.UNKNOWN, messages.passkeyUnknown, userId);
  if (userId !== null && passkey.user_id !== userId) {
    throw new PasskeyRefused(SECOND_FACTOR_FAILURE.OTHER_USER, messages.passkeyUnknown, userId);
  }
  const owner = passkey.user_id;
  // A discoverable passkey answers the user handle it was made for: it must be its owner's.
  if (userId === null && response.response.userHandle !== undefined && response.response.userHandle !== (await handleOf(tx, owner))) {
    throw new PasskeyRefused(SECOND_FACTOR_FAILURE.WRONG, messages.passkeyNotVerified, owner);
  }
  const stored = Number(passkey.counter);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: taken.challenge,
    expectedOrigin: taken.relyingParty.origin,
    expectedRPID: taken.relyingParty.id,
    requireUserVerification: true,
    // The counter is given as 0 so that simplewebauthn judges the signature first; the comparison below then tells a
    // replayed (or cloned) authenticator's right signature from a wrong one, for the log and the user.
    credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: 0, transports: passkey.transports },
  }).catch(() => undefined);
  if (!verification?.verified) throw new PasskeyRefused(SECOND_FACTOR_FAILURE.WRONG, messages.passkeyNotVerified, owner);
  const counter = verification.authenticationInfo.newCounter;
  // WebAuthn's rule: an authenticator that counts (either counter above 0) must bring a larger count every time.
  if ((counter > 0 || stored > 0) && counter <= stored) {
    throw new PasskeyRefused(SECOND_FACTOR_FAILURE.REPLAYED, messages.passkeyReplayed, owner);
  }
  await tx.query('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [passkey.id, counter, new Date(clock.now())]);
  return { userId: owner, passkeyId: passkey.id };
}

async function handleOf(tx: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await tx.query<{ handle: string }>('SELECT handle FROM passkey_user_handles WHERE user_id = $1', [userId]);
  return row?.handle;
}

/** The options of a password's sign-in's second factor by passkey (for the user the sign-in is of). */
export function passkeySecondFactorOptions(
  deps: PasskeyDeps,
  userId: number,
  relyingParty: RelyingParty,
): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  return assertionOptions(deps, { purpose: CHALLENGE_PURPOSE.SECOND_FACTOR, userId, relyingParty });
}

/**
 * The second factor of a password's sign-in, by passkey: resolves when the assertion is the user's and good (the
 * factor, for the sign-in's log entry), else throws the PasskeyRefused (2003) after recording it. For use inside a
 * transaction of the caller's, checkPasskeyAssertion with purpose second_factor does the same.
 */
export async function verifyPasskeySecondFactor(
  deps: PasskeyDeps,
  request: { userId: number; challengeId: string; response: AuthenticationResponseJSON; context: SecurityContext },
): Promise<{ factor: typeof SECOND_FACTOR.PASSKEY; passkeyId: number }> {
  const assertion = { ...request, purpose: CHALLENGE_PURPOSE.SECOND_FACTOR, detail: { for: 'sign_in' } };
  return withPasskeyAssertion(deps, assertion, (_, verified) =>
    Promise.resolve({ factor: SECOND_FACTOR.PASSKEY, passkeyId: verified.passkeyId }),
  );
}
