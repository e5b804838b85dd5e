import type { MessageDescriptor } from '@lingui/core';
import { CODE } from '../../common/envelope';
import { SECURITY_EVENT } from '../../common/security';
import {
  ALLOW_LIST_OFF_SUSPENSION_MS,
  PAYOUT_METHOD_MATURITY_MS,
  WITHDRAWAL_LOCK_REASON,
  type WithdrawalLockReason,
} from '../../common/safeguards';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { lockAccount } from './factors';
import { refuseFrozen } from './freeze';
import { writeSecurityEvent, type SecurityContext } from './security-log';

// Withdrawal safeguards (issue 33), checked in the withdrawal's own transaction (server/wallet/withdrawals.ts):
// - a payout method can be used 24 hours after it was added, so a stranger who adds their own address cannot empty
//   the account before the owner notices;
// - with the allow-list mode on, only the methods marked allow-listed can be used; turning the mode off suspends
//   withdrawals for 24 hours (turning it on restricts, so it takes effect at once);
// - withdrawals are locked for 24 hours after a password, email or second-factor change (./withdrawal-locks.ts);
// - a frozen account withdraws nothing (./freeze.ts).
// A refusal (9004, or 9005 when frozen) says why and until when, and changes nothing. Every change of these settings
// holds the user's row (lockAccount), as the withdrawal's check does (FOR SHARE), so a withdrawal sees the settings
// wholly as they were before a change or wholly after it.

/** The user's safeguards as stored: the ends may have passed (see `activeSafeguards`). */
export interface WithdrawalSafeguards {
  allowList: boolean;
  lockedUntil: Date | null;
  lockReason: WithdrawalLockReason | null;
  suspendedUntil: Date | null;
}

const NONE: WithdrawalSafeguards = { allowList: false, lockedUntil: null, lockReason: null, suspendedUntil: null };

export async function withdrawalSafeguards(db: Queryable, userId: number): Promise<WithdrawalSafeguards> {
  const [row] = await db.query<{
    allow_list: boolean;
    locked_until: Date | null;
    lock_reason: WithdrawalLockReason | null;
    suspended_until: Date | null;
  }>('SELECT allow_list, locked_until, lock_reason, suspended_until FROM withdrawal_safeguards WHERE user_id = $1', [userId]);
  if (!row) return NONE;
  return { allowList: row.allow_list, lockedUntil: row.locked_until, lockReason: row.lock_reason, suspendedUntil: row.suspended_until };
}

/** The safeguards in force at `now`: a lock or suspension that has ended reads as none. */
export function activeSafeguards(safeguards: WithdrawalSafeguards, now: number): WithdrawalSafeguards {
  const locked = safeguards.lockedUntil !== null && safeguards.lockedUntil.getTime() > now;
  const suspended = safeguards.suspendedUntil !== null && safeguards.suspendedUntil.getTime() > now;
  return {
    allowList: safeguards.allowList,
    lockedUntil: locked ? safeguards.lockedUntil : null,
    lockReason: locked ? safeguards.lockReason : null,
    suspendedUntil: suspended ? safeguards.suspendedUntil : null,
  };
}

/** When a payout method added at `createdAt` can first be used (epoch ms). */
export const usableFrom = (createdAt: Date): number => createdAt.getTime() + PAYOUT_METHOD_MATURITY_MS;

const LOCK_MESSAGES: Readonly<Record<WithdrawalLockReason, MessageDescriptor>> = {
  [WITHDRAWAL_LOCK_REASON.PASSWORD]: messages.withdrawalsLockedPassword,
  [WITHDRAWAL_LOCK_REASON.EMAIL]: messages.withdrawalsLockedEmail,
  [WITHDRAWAL_LOCK_REASON.SECOND_FACTOR]: messages.withdrawalsLockedSecondFactor,
};

function refusedUntil(message: MessageDescriptor, until: Date): DomainError {
  return new DomainError(CODE.WITHDRAWAL_SAFEGUARD, message, { until });
}

/**
 * Refuses a withdrawal to the user's method `methodId` that a safeguard does not allow, in the withdrawal's
 * transaction: frozen (9005) first, then a lock, a suspension, a method too new, a method off the allow-list (9004).
 * The user's row stays held FOR SHARE to the end of the transaction, so a freeze or a change of the settings made
 * meanwhile waits for the withdrawal, and one committed first is seen.
 */
export async function refuseUnsafeWithdrawal(tx: Queryable, clock: Clock, userId: number, methodId: number): Promise<void> {
  await refuseFrozen(tx, userId, { lock: true });
  const now = clock.now();
  const active = activeSafeguards(await withdrawalSafeguards(tx, userId), now);
  if (active.lockedUntil && active.lockReason) throw refusedUntil(LOCK_MESSAGES[active.lockReason], active.lockedUntil);
  if (active.suspendedUntil) throw refusedUntil(messages.withdrawalsSuspendedAllowList, active.suspendedUntil);
  const [method] = await tx.query<{ created_at: Date; allow_listed: boolean }>(
    'SELECT created_at, allow_listed FROM draw_methods WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [methodId, userId],
  );
  if (!method) throw notFound();
  const from = usableFrom(method.created_at);
  if (now < from) throw refusedUntil(messages.payoutMethodNotYetUsable, new Date(from));
  if (active.allowList && !method.allow_listed) throw new DomainError(CODE.WITHDRAWAL_SAFEGUARD, messages.payoutMethodNotAllowListed);
}

/**
 * Turns the allow-list mode on or off, in the caller's transaction (turning it off behind a step-up of kind
 * loosen_limit when the account has a second factor). Off suspends withdrawals for 24 hours, only when it was on:
 * asking for what already is changes nothing. Answers when withdrawals are suspended until, after turning it off.
 */
export async function setAllowList(
  tx: Queryable,
  clock: Clock,
  change: { userId: number; on: boolean; context: SecurityContext },
): Promise<Date | null> {
  const { userId, on, context } = change;
  await lockAccount(tx, userId);
  const current = await withdrawalSafeguards(tx, userId);
  if (current.allowList === on) return null;
  if (on) {
    await tx.query(
      `INSERT INTO withdrawal_safeguards (user_id, allow_list) VALUES ($1, true)
       ON CONFLICT (user_id) DO UPDATE SET allow_list = true`,
      [userId],
    );
    await writeSecurityEvent(tx, clock, { userId, event: SECURITY_EVENT.ALLOW_LIST_ON, context });
    return null;
  }
  const until = new Date(clock.now() + ALLOW_LIST_OFF_SUSPENSION_MS);
  await tx.query('UPDATE withdrawal_safeguards SET allow_list = false, suspended_until = $2 WHERE user_id = $1', [userId, until]);
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.ALLOW_LIST_OFF,
    context,
    detail: { suspended_until: until.getTime() },
  });
  return until;
}

/**
 * Puts the user's payout method on the allow-list or takes it off, in the caller's transaction (putting it on behind
 * a step-up of kind loosen_limit when the account has a second factor). Another user's method is not found.
 */
export async function setPayoutMethodAllowed(
  tx: Queryable,
  clock: Clock,
  change: { userId: number; methodId: number; allowed: boolean; context: SecurityContext },
): Promise<void> {
  const { userId, methodId, allowed, context } = change;
  await lockAccount(tx, userId);
  const updated = await tx.query(
    'UPDATE draw_methods SET allow_listed = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id',
    [methodId, userId, allowed],
  );
  if (updated.length === 0) throw notFound();
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.PAYOUT_METHOD_ALLOW_LISTED,
    context,
    detail: { method: methodId, allowed },
  });
}
