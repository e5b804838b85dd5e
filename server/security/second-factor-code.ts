import type { MessageDescriptor } from '@lingui/core';
import { SECOND_FACTOR, SECOND_FACTOR_FAILURE, SECURITY_EVENT, type SecondFactor } from '../../common/security';
import type { Queryable } from '../db/database';
import { messages } from '../i18n/messages';
import type { SecurityDeps } from './factors';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import { writeSecurityEvent, type SecurityContext, type SecurityDetail } from './security-log';
import { TOTP_CHECK, verifyTotp } from './totp';

// A code typed as the second factor, wherever it is asked (a step-up, a sign-in from a new device): six digits are the
// authenticator app's, anything else one of the recovery codes, which is used up. The outcome is written to the
// security log in the caller's transaction, which commits either way: a refusal is recorded, and the app's last
// accepted step moves on only when the code was right.

export type CodeCheck = { factor: SecondFactor } | { refusal: MessageDescriptor };

export interface TypedCode {
  userId: number;
  code: string;
  context: SecurityContext;
  /** What the code was asked for, for the log's entries (e.g. { kind: 'withdrawal' } or { for: 'sign_in' }). */
  purpose: SecurityDetail;
}

export async function checkSecondFactorCode(tx: Queryable, deps: SecurityDeps, typed: TypedCode): Promise<CodeCheck> {
  return /^\d{6}$/.test(typed.code) ? checkAppCode(tx, deps, typed) : checkRecoveryCode(tx, deps, typed);
}

async function checkAppCode(tx: Queryable, deps: SecurityDeps, typed: TypedCode): Promise<CodeCheck> {
  const { clock, secrets } = deps;
  const check = await verifyTotp(tx, clock, secrets, typed.userId, typed.code);
  if (check === TOTP_CHECK.ACCEPTED) return { factor: SECOND_FACTOR.TOTP };
  if (check === TOTP_CHECK.NOT_ENABLED) return { refusal: messages.totpNotEnabled };
  const replayed = check === TOTP_CHECK.REPLAYED;
  await writeSecurityEvent(tx, clock, {
    userId: typed.userId,
    event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
    context: typed.context,
    detail: {
      ...typed.purpose,
      factor: SECOND_FACTOR.TOTP,
      reason: replayed ? SECOND_FACTOR_FAILURE.REPLAYED : SECOND_FACTOR_FAILURE.WRONG,
    },
  });
  return { refusal: replayed ? messages.totpCodeUsed : messages.totpCodeWrong };
}

async function checkRecoveryCode(tx: Queryable, deps: SecurityDeps, typed: TypedCode): Promise<CodeCheck> {
  const { clock } = deps;
  const { userId, context } = typed;
  if (!(await useRecoveryCode(tx, clock, userId, typed.code))) {
    await writeSecurityEvent(tx, clock, {
      userId,
      event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
      context,
      detail: { ...typed.purpose, factor: SECOND_FACTOR.RECOVERY_CODE, reason: SECOND_FACTOR_FAILURE.WRONG },
    });
    return { refusal: messages.recoveryCodeWrong };
  }
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.RECOVERY_CODE_USED,
    context,
    detail: { left: await recoveryCodesLeft(tx, userId) },
  });
  return { factor: SECOND_FACTOR.RECOVERY_CODE };
}
