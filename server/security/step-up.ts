import { CODE } from '../../common/envelope';
import { SECOND_FACTOR, SECOND_FACTOR_FAILURE, SECURITY_EVENT, type SecondFactor, type StepUpKind } from '../../common/security';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { digest, newToken } from '../account/tokens';
import { codeRefused, hasSecondFactor, secondFactorState, type SecurityDeps } from './factors';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import { writeSecurityEvent, type SecurityContext } from './security-log';
import { TOTP_CHECK, verifyTotp } from './totp';

// Step-up: before a sensitive action (common/security.ts's STEP_UP_KIND), the user confirms it is them with a second
// factor and gets a token for that one user and that one kind of action, good for 5 minutes on the clock and for one
// use. The server enforces it: the action's call sends the token, and useStepUp spends it in the action's own
// transaction, so an action refused for another reason (funds, input) rolls back and leaves the token unspent. Only
// the token's SHA-256 is kept (table step_up_tokens).

export const STEP_UP_TTL_MS = 5 * 60 * 1000;

export interface StepUpGrant {
  /** Handed to the PWA once; sent back with the action. */
  token: string;
  expiresAt: Date;
}

/** Why a token did not allow an action: for the security log, never shown (the user reads "confirm it is you"). */
export const STEP_UP_REFUSAL = {
  MISSING: 'missing',
  UNKNOWN: 'unknown',
  OTHER_USER: 'other_user',
  OTHER_KIND: 'other_kind',
  EXPIRED: 'expired',
  USED: 'used',
} as const;
export type StepUpRefusal = (typeof STEP_UP_REFUSAL)[keyof typeof STEP_UP_REFUSAL];

/**
 * The sensitive call's refusal, code 9002: nothing was changed. `reason` is for the security log, which the caller
 * writes after the action's transaction rolled back (written inside it, the entry would roll back too).
 */
export class StepUpRefused extends DomainError {
  readonly reason: StepUpRefusal;
  readonly kind: StepUpKind;

  constructor(kind: StepUpKind, reason: StepUpRefusal) {
    super(CODE.STEP_UP_REQUIRED, reason === STEP_UP_REFUSAL.EXPIRED ? messages.stepUpExpired : messages.stepUpRequired);
    this.name = 'StepUpRefused';
    this.kind = kind;
    this.reason = reason;
  }
}

/** Hands out a token for the user and the kind, proven by `factor` (the caller checked it), in the caller's transaction. */
export async function issueStepUp(
  tx: Queryable,
  clock: Clock,
  grant: { userId: number; kind: StepUpKind; factor: SecondFactor },
): Promise<StepUpGrant> {
  const now = clock.now();
  // The user's tokens that can no longer be used go as new ones come, so the table stays as small as its live tokens.
  await tx.query('DELETE FROM step_up_tokens WHERE user_id = $1 AND (expires_at <= $2 OR used_at IS NOT NULL)', [
    grant.userId,
    new Date(now),
  ]);
  const token = newToken();
  const expiresAt = new Date(now + STEP_UP_TTL_MS);
  await tx.query(`INSERT INTO step_up_tokens (token_hash, user_id, kind, factor, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    digest(token),
    grant.userId,
    grant.kind,
    grant.factor,
    new Date(now),
    expiresAt,
  ]);
  return { token, expiresAt };
}

/**
 * Spends the token for this user and this kind of action, in the action's transaction; a StepUpRefused (9002) when
 * there is none, or it is another user's or for another action, expired or spent. The guarded update decides a race:
 * of two actions with one token, one goes ahead.
 */
export async function useStepUp(
  tx: Queryable,
  clock: Clock,
  use: { userId: number; kind: StepUpKind; token: string | null | undefined },
): Promise<void> {
  const { userId, kind, token } = use;
  if (!token) throw new StepUpRefused(kind, STEP_UP_REFUSAL.MISSING);
  const now = new Date(clock.now());
  const hash = digest(token);
  const spent = await tx.query(
    `UPDATE step_up_tokens SET used_at = $4
     WHERE token_hash = $1 AND user_id = $2 AND kind = $3 AND used_at IS NULL AND expires_at > $4 RETURNING token_hash`,
    [hash, userId, kind, now],
  );
  if (spent.length === 1) return;
  const [found] = await tx.query<{ user_id: number; kind: string; expires_at: Date; used_at: Date | null }>(
    'SELECT user_id, kind, expires_at, used_at FROM step_up_tokens WHERE token_hash = $1',
    [hash],
  );
  throw new StepUpRefused(kind, refusalOf(found, userId, kind, now));
}

function refusalOf(
  found: { user_id: number; kind: string; expires_at: Date; used_at: Date | null } | undefined,
  userId: number,
  kind: StepUpKind,
  now: Date,
): StepUpRefusal {
  if (!found) return STEP_UP_REFUSAL.UNKNOWN;
  if (found.user_id !== userId) return STEP_UP_REFUSAL.OTHER_USER;
  if (found.kind !== kind) return STEP_UP_REFUSAL.OTHER_KIND;
  if (found.used_at !== null) return STEP_UP_REFUSAL.USED;
  if (found.expires_at <= now) return STEP_UP_REFUSAL.EXPIRED;
  return STEP_UP_REFUSAL.UNKNOWN;
}

/** Records a refused step-up in the user's security log; for the caller, once the action's transaction rolled back. */
export async function logStepUpRefused(db: Queryable, clock: Clock, userId: number, refused: StepUpRefused, context: SecurityContext) {
  await writeSecurityEvent(db, clock, {
    userId,
    event: SECURITY_EVENT.STEP_UP_REFUSED,
    context,
    detail: { kind: refused.kind, reason: refused.reason },
  });
}

export interface StepUpRequest {
  userId: number;
  kind: StepUpKind;
  /** What the user typed. */
  code: string;
  context: SecurityContext;
}

/**
 * Confirms with a code from the authenticator app: a token when the code is right and new. A wrong or replayed code
 * is refused and recorded in the security log (the check's transaction commits, then the refusal is thrown).
 */
export async function stepUpWithTotp(deps: SecurityDeps, request: StepUpRequest): Promise<StepUpGrant> {
  const { db, clock, secrets } = deps;
  const { userId, kind, code, context } = request;
  const outcome = await db.transaction(async (tx) => {
    const check = await verifyTotp(tx, clock, secrets, userId, code);
    if (check === TOTP_CHECK.NOT_ENABLED) throw secondFactorState(messages.totpNotEnabled);
    if (check !== TOTP_CHECK.ACCEPTED) {
      await writeSecurityEvent(tx, clock, {
        userId,
        event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
        context,
        detail: {
          factor: SECOND_FACTOR.TOTP,
          reason: check === TOTP_CHECK.REPLAYED ? SECOND_FACTOR_FAILURE.REPLAYED : SECOND_FACTOR_FAILURE.WRONG,
          kind,
        },
      });
      return check;
    }
    return granted(tx, clock, { userId, kind, factor: SECOND_FACTOR.TOTP }, context);
  });
  if (outcome === TOTP_CHECK.WRONG) throw codeRefused(messages.totpCodeWrong);
  if (outcome === TOTP_CHECK.REPLAYED) throw codeRefused(messages.totpCodeUsed);
  return outcome;
}

/** Confirms with one of the user's recovery codes, which is used up; a wrong or spent one is refused and logged. */
export async function stepUpWithRecoveryCode(deps: SecurityDeps, request: StepUpRequest): Promise<StepUpGrant> {
  const { db, clock } = deps;
  const { userId, kind, code, context } = request;
  const grant = await db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, clock, userId, code))) {
      await writeSecurityEvent(tx, clock, {
        userId,
        event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
        context,
        detail: { factor: SECOND_FACTOR.RECOVERY_CODE, reason: SECOND_FACTOR_FAILURE.WRONG, kind },
      });
      return undefined;
    }
    await writeSecurityEvent(tx, clock, {
      userId,
      event: SECURITY_EVENT.RECOVERY_CODE_USED,
      context,
      detail: { left: await recoveryCodesLeft(tx, userId) },
    });
    return granted(tx, clock, { userId, kind, factor: SECOND_FACTOR.RECOVERY_CODE }, context);
  });
  if (!grant) throw codeRefused(messages.recoveryCodeWrong);
  return grant;
}

async function granted(
  tx: Queryable,
  clock: Clock,
  grant: { userId: number; kind: StepUpKind; factor: SecondFactor },
  context: SecurityContext,
): Promise<StepUpGrant> {
  const issued = await issueStepUp(tx, clock, grant);
  await writeSecurityEvent(tx, clock, {
    userId: grant.userId,
    event: SECURITY_EVENT.STEP_UP_GRANTED,
    context,
    detail: { kind: grant.kind, factor: grant.factor },
  });
  return issued;
}

/** What a sensitive action needs to run behind a step-up: who, which kind, the token they sent, where from. */
export interface SteppedUpAction {
  userId: number;
  kind: StepUpKind;
  token: string | undefined;
  context: SecurityContext;
}

/**
 * Runs `action` after spending the user's step-up token of its kind, in one transaction: an action refused for another
 * reason rolls back and leaves the token unspent. A missing or bad token (9002) changes nothing; the refusal is
 * written to the security log once the transaction has rolled back.
 */
export function withStepUp<T>(
  deps: Pick<SecurityDeps, 'db' | 'clock'>,
  request: SteppedUpAction,
  action: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return steppedUp(deps, request, action, () => Promise.resolve(true));
}

/**
 * As withStepUp, but only for an account that has a second factor on (hasSecondFactor, read in the action's
 * transaction); an account without one runs the action at once. The lead's decision for the sensitive actions of the
 * safeguards (issue 33): a withdrawal, adding a payout method, changing the password, loosening a limit. A user
 * without a second factor has nothing to confirm with; the security screen urges them to add one.
 */
export function withStepUpWhenProtected<T>(
  deps: Pick<SecurityDeps, 'db' | 'clock'>,
  request: SteppedUpAction,
  action: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return steppedUp(deps, request, action, (tx) => hasSecondFactor(tx, request.userId));
}

/** The action in one transaction, the token spent first when `asked` says a step-up is needed; a refusal logged after. */
async function steppedUp<T>(
  deps: Pick<SecurityDeps, 'db' | 'clock'>,
  request: SteppedUpAction,
  action: (tx: Queryable) => Promise<T>,
  asked: (tx: Queryable) => Promise<boolean>,
): Promise<T> {
  const { db, clock } = deps;
  try {
    return await db.transaction(async (tx) => {
      if (await asked(tx)) await useStepUp(tx, clock, { userId: request.userId, kind: request.kind, token: request.token });
      return action(tx);
    });
  } catch (error) {
    if (error instanceof StepUpRefused) await logStepUpRefused(db, clock, request.userId, error, request.context);
    throw error;
  }
}
