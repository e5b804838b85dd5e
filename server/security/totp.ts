import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR, SECOND_FACTOR_FAILURE, SECURITY_EVENT } from '../../common/security';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { messages } from '../i18n/messages';
import { codeRefused, hasSecondFactor, lockAccount, secondFactorState, type SecurityDeps } from './factors';
import { replaceRecoveryCodes } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { writeSecurityEvent, type SecurityContext } from './security-log';
import { lockWithdrawals } from './withdrawal-locks';
import { WITHDRAWAL_LOCK_REASON } from '../../common/safeguards';

// The authenticator app as a second factor: RFC 6238 TOTP through otpauth (a maintained library; no HMAC or truncation
// of ours), with what every authenticator app reads: SHA-1, 6 digits, 30-second steps, a 160-bit secret. A code of the
// step before or after the server's is accepted too (clocks drift), and no code is accepted twice: the step of the
// last accepted code is kept, and a code must be of a later step.
//
// The secret is sealed at rest (./secret-box.ts), bound to its user, and leaves the server once, at set-up, for the
// user's app. It is never logged.

const ISSUER = 'Meridian';
const ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted on either side of the server's own. */
const WINDOW_STEPS = 1;
/** RFC 4226's recommended secret length, and what authenticator apps expect. */
const SECRET_BYTES = 20;

export const TOTP_STATE = { PENDING: 'pending', ENABLED: 'enabled' } as const;
export type TotpState = (typeof TOTP_STATE)[keyof typeof TOTP_STATE];

/** The outcome of checking a code against an enabled authenticator app. */
export const TOTP_CHECK = {
  ACCEPTED: 'accepted',
  WRONG: 'wrong',
  /** Right, but of a step no later than the last accepted code's: a code seen before. */
  REPLAYED: 'replayed',
  NOT_ENABLED: 'not_enabled',
} as const;
export type TotpCheck = (typeof TOTP_CHECK)[keyof typeof TOTP_CHECK];

export interface TotpSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI, for the QR code. */
  uri: string;
}

/** otpauth's TOTP with the parameters above, for `secret`. */
export function authenticator(secret: Secret, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret });
}

const sealedFor = (userId: number) => `totp:${userId}`;

/** A new secret for an authenticator app. */
export function newTotpSecret(): Secret {
  return new Secret({ size: SECRET_BYTES });
}

/** The time step a typed code belongs to, within the window around `now`; undefined when it is no code of the secret's. */
export function acceptedStep(secret: Secret, typed: string, now: number): number | undefined {
  const token = typed.replace(/\s/g, '');
  // otpauth compares byte strings of equal length; anything but six ASCII digits is no code at all.
  if (!/^\d{6}$/.test(token)) return undefined;
  const totp = authenticator(secret);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

interface TotpRow {
  secret_sealed: Uint8Array;
  state: TotpState;
  last_step: string | number | null;
}

function secretOf(secrets: SecretBox, userId: number, row: TotpRow): Secret {
  return Secret.fromBase32(secrets.open(row.secret_sealed, sealedFor(userId)));
}

/** 'off' when the user never set one up (or turned it off). */
export async function totpState(db: Queryable, userId: number): Promise<TotpState | 'off'> {
  const [row] = await db.query<{ state: TotpState }>('SELECT state FROM user_totp WHERE user_id = $1', [userId]);
  return row?.state ?? 'off';
}

/**
 * Starts setting up the authenticator app: a new secret, pending until a first right code (enableTotp). Starting again
 * replaces a pending secret; with the app already on, it is refused (turn it off first, which needs a step-up).
 */
export async function startTotpSetup(deps: SecurityDeps, userId: number, context: SecurityContext): Promise<TotpSetup> {
  const { db, clock, secrets } = deps;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const secret = newTotpSecret();
    const kept = await tx.query(
      `INSERT INTO user_totp (user_id, secret_sealed, state, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, created_at = EXCLUDED.created_at
       WHERE user_totp.state = $3 RETURNING user_id`,
      [userId, secrets.seal(secret.base32, sealedFor(userId)), TOTP_STATE.PENDING, new Date(clock.now())],
    );
    if (kept.length === 0) throw secondFactorState(messages.totpAlreadyEnabled);
    await writeSecurityEvent(tx, clock, { userId, event: SECURITY_EVENT.TOTP_SETUP_STARTED, context });
    return { secret: secret.base32, uri: authenticator(secret, account.label).toString() };
  });
}

/**
 * Turns the pending authenticator app on with its first right code, and hands out a new set of recovery codes (to show
 * once). A wrong code changes nothing but the security log, where it is recorded.
 */
export async function enableTotp(
  deps: SecurityDeps,
  userId: number,
  code: string,
  context: SecurityContext,
): Promise<{ recoveryCodes: string[] }> {
  const { db, clock, secrets } = deps;
  const outcome = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [row] = await tx.query<TotpRow>('SELECT secret_sealed, state, last_step FROM user_totp WHERE user_id = $1 FOR UPDATE', [userId]);
    if (!row) throw secondFactorState(messages.totpNotPending);
    if (row.state === TOTP_STATE.ENABLED) throw secondFactorState(messages.totpAlreadyEnabled);
    const now = clock.now();
    const step = acceptedStep(secretOf(secrets, userId, row), code, now);
    if (step === undefined) {
      // Committed, so the attempt stays in the log; the refusal is thrown once the transaction is over.
      await writeSecurityEvent(tx, clock, {
        userId,
        event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
        context,
        detail: { factor: SECOND_FACTOR.TOTP, reason: SECOND_FACTOR_FAILURE.WRONG },
      });
      return undefined;
    }
    await tx.query('UPDATE user_totp SET state = $2, enabled_at = $3, last_step = $4 WHERE user_id = $1', [
      userId,
      TOTP_STATE.ENABLED,
      new Date(now),
      step,
    ]);
    const recoveryCodes = await replaceRecoveryCodes(tx, clock, userId);
    await lockWithdrawals(tx, clock, userId, WITHDRAWAL_LOCK_REASON.SECOND_FACTOR);
    await writeSecurityEvent(tx, clock, {
      userId,
      event: SECURITY_EVENT.SECOND_FACTOR_ENABLED,
      context,
      detail: { factor: SECOND_FACTOR.TOTP },
    });
    return { recoveryCodes };
  });
  if (!outcome) throw codeRefused(messages.totpCodeWrong);
  return outcome;
}

/**
 * Checks a code against the user's enabled authenticator app, in the caller's transaction (a step-up, a sign-in),
 * which records the outcome in the security log. The row is locked: of two uses of one code at once, the second waits
 * for the first, then finds its step taken (REPLAYED).
 */
export async function verifyTotp(tx: Queryable, clock: Clock, secrets: SecretBox, userId: number, code: string): Promise<TotpCheck> {
  const [row] = await tx.query<TotpRow>(
    'SELECT secret_sealed, state, last_step FROM user_totp WHERE user_id = $1 AND state = $2 FOR UPDATE',
    [userId, TOTP_STATE.ENABLED],
  );
  if (!row) return TOTP_CHECK.NOT_ENABLED;
  const step = acceptedStep(secretOf(secrets, userId, row), code, clock.now());
  if (step === undefined) return TOTP_CHECK.WRONG;
  if (step <= Number(row.last_step)) return TOTP_CHECK.REPLAYED;
  await tx.query('UPDATE user_totp SET last_step = $2 WHERE user_id = $1', [userId, step]);
  return TOTP_CHECK.ACCEPTED;
}

/**
 * Turns the authenticator app off (or drops a set-up not finished), in the caller's transaction, after its step-up
 * of kind second_factor. With no second factor left, the recovery codes go too: they recover a factor there no
 * longer is.
 */
export async function disableTotp(tx: Queryable, clock: Clock, userId: number, context: SecurityContext): Promise<void> {
  await lockAccount(tx, userId);
  const [removed] = await tx.query<{ state: TotpState }>('DELETE FROM user_totp WHERE user_id = $1 RETURNING state', [userId]);
  if (!removed) throw secondFactorState(messages.totpNotEnabled);
  if (removed.state !== TOTP_STATE.ENABLED) return;
  if (!(await hasSecondFactor(tx, userId))) await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await lockWithdrawals(tx, clock, userId, WITHDRAWAL_LOCK_REASON.SECOND_FACTOR);
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.SECOND_FACTOR_DISABLED,
    context,
    detail: { factor: SECOND_FACTOR.TOTP },
  });
}
