import { Secret } from 'otpauth';
import { digest, newToken } from '../account/tokens';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { SecretBox } from '../security/secret-box';
import { acceptedStep, authenticator, newTotpSecret, TOTP_STATE, type TotpSetup, type TotpState } from '../security/totp';

// Operators' second factor (issue 33): every console account has an authenticator app and gives one of its codes at
// every sign-in. An operator without one sets it up at the sign-in itself: the right password answers a challenge with
// the app's secret to scan, and the first right code turns the app on and opens the session, in one step. There are
// no recovery codes: an operator who loses the app asks an admin, who resets it (operator-accounts.ts), and sets it
// up again at the next sign-in. The rules of the codes are users' (../security/totp.ts): RFC 6238 through otpauth,
// one step of drift either way, no code accepted twice.

export const OPERATOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before it is dropped, and the password is asked again. */
export const OPERATOR_CHALLENGE_WRONG_CODES = 5;

export interface OperatorOrigin {
  userAgent: string;
  address: string;
}

export interface OperatorChallenge {
  idHash: string;
  operatorId: number;
  /** Where the password was given: the session opens with it. */
  origin: OperatorOrigin;
}

/** The outcome of a code given to a challenge: what `onAccepted` made of a right one. */
export type OperatorCodeCheck<T> = { gone: true } | { refused: 'wrong' | 'replayed' } | { accepted: T };

/** A right code's challenge, and whether the code set the app up (it was pending until now). */
export interface AcceptedCode {
  challenge: OperatorChallenge;
  enrolled: boolean;
}

interface TotpRow {
  secret_sealed: Uint8Array;
  state: TotpState;
  last_step: string | number | null;
}

const sealedFor = (operatorId: number) => `operator-totp:${operatorId}`;

/** Whether the operator's authenticator app is on (the console's list of operators shows it). */
export async function operatorHasSecondFactor(db: Queryable, operatorId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM operator_totp WHERE operator_id = $1 AND state = $2', [operatorId, TOTP_STATE.ENABLED]);
  return rows.length > 0;
}

/**
 * The set-up to show an operator whose app is not on yet, or null when it is. A set-up not finished is shown again
 * (the operator may have scanned it already), so a sign-in that timed out does not leave a stale entry in the app.
 */
export async function pendingOperatorSetup(
  db: Database,
  clock: Clock,
  secrets: SecretBox,
  operator: { id: number; email: string },
): Promise<TotpSetup | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TotpRow>('SELECT secret_sealed, state, last_step FROM operator_totp WHERE operator_id = $1 FOR UPDATE', [
      operator.id,
    ]);
    if (row?.state === TOTP_STATE.ENABLED) return null;
    let secret: Secret;
    if (row) {
      secret = Secret.fromBase32(secrets.open(row.secret_sealed, sealedFor(operator.id)));
    } else {
      secret = newTotpSecret();
      await tx.query('INSERT INTO operator_totp (operator_id, secret_sealed, state, created_at) VALUES ($1, $2, $3, $4)', [
        operator.id,
        secrets.seal(secret.base32, sealedFor(operator.id)),
        TOTP_STATE.PENDING,
        new Date(clock.now()),
      ]);
    }
    return { secret: secret.base32, uri: authenticator(secret, `Console: ${operator.email}`).toString() };
  });
}

/** A right password waiting for its code; the id is handed to the console once, and kept as its SHA-256. */
export async function openOperatorChallenge(db: Queryable, clock: Clock, operatorId: number, origin: OperatorOrigin): Promise<string> {
  const id = newToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO operator_sign_in_challenges (id_hash, operator_id, user_agent, address, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [digest(id), operatorId, origin.userAgent.slice(0, 200), origin.address, new Date(now), new Date(now + OPERATOR_CHALLENGE_TTL_MS)],
  );
  return id;
}

/** The challenge if it can still be completed (not used, not expired, not dropped for wrong codes), else null. */
export async function liveOperatorChallenge(db: Queryable, clock: Clock, id: string, lock = false): Promise<OperatorChallenge | null> {
  const [row] = await db.query<{ id_hash: string; operator_id: number; user_agent: string; address: string | null }>(
    `SELECT id_hash, operator_id, user_agent, address FROM operator_sign_in_challenges
     WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2 AND wrong_codes < $3${lock ? ' FOR UPDATE' : ''}`,
    [digest(id), new Date(clock.now()), OPERATOR_CHALLENGE_WRONG_CODES],
  );
  if (!row) return null;
  return { idHash: row.id_hash, operatorId: row.operator_id, origin: { userAgent: row.user_agent, address: row.address ?? '' } };
}

/**
 * Checks a code given to a challenge, in one transaction that commits either way: a wrong or replayed code counts
 * against the challenge; a right one closes it, moves the app's last step on, turns a pending app on, and runs
 * `onAccepted` (the session, the audit entry) in the same transaction. The rows are locked, so of two uses of one code
 * (or one challenge) at once, the second finds it taken.
 */
export async function checkOperatorCode<T>(
  deps: { db: Database; clock: Clock; secrets: SecretBox },
  typed: { challengeId: string; code: string },
  onAccepted: (tx: Queryable, accepted: AcceptedCode) => Promise<T>,
): Promise<OperatorCodeCheck<T>> {
  const { db, clock, secrets } = deps;
  return db.transaction(async (tx): Promise<OperatorCodeCheck<T>> => {
    const challenge = await liveOperatorChallenge(tx, clock, typed.challengeId, true);
    if (!challenge) return { gone: true };
    const [row] = await tx.query<TotpRow>('SELECT secret_sealed, state, last_step FROM operator_totp WHERE operator_id = $1 FOR UPDATE', [
      challenge.operatorId,
    ]);
    // Reset by an admin since the password was given: the next sign-in sets the app up again.
    if (!row) return { gone: true };
    const now = clock.now();
    const secret = Secret.fromBase32(secrets.open(row.secret_sealed, sealedFor(challenge.operatorId)));
    const step = acceptedStep(secret, typed.code, now);
    const replayed = step !== undefined && row.last_step !== null && step <= Number(row.last_step);
    if (step === undefined || replayed) {
      await tx.query('UPDATE operator_sign_in_challenges SET wrong_codes = wrong_codes + 1 WHERE id_hash = $1', [challenge.idHash]);
      return { refused: replayed ? 'replayed' : 'wrong' };
    }
    const enrolled = row.state === TOTP_STATE.PENDING;
    await tx.query(`UPDATE operator_totp SET state = $2, enabled_at = coalesce(enabled_at, $3), last_step = $4 WHERE operator_id = $1`, [
      challenge.operatorId,
      TOTP_STATE.ENABLED,
      new Date(now),
      step,
    ]);
    await tx.query('UPDATE operator_sign_in_challenges SET used_at = $2 WHERE id_hash = $1', [challenge.idHash, new Date(now)]);
    return { accepted: await onAccepted(tx, { challenge, enrolled }) };
  });
}

/** Drops the operator's app (an admin's reset, in the caller's transaction); false when there was none. */
export async function resetOperatorSecondFactor(tx: Queryable, operatorId: number): Promise<boolean> {
  const removed = await tx.query('DELETE FROM operator_totp WHERE operator_id = $1 RETURNING 1', [operatorId]);
  return removed.length > 0;
}
