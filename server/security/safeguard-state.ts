import type { CustomerSafeguards, WithdrawalSafeguardState } from '../../common/api/safeguards';
import type { Queryable } from '../db/database';
import { activeSafeguards, withdrawalSafeguards, type WithdrawalSafeguards } from './withdrawal-safeguards';

// The safeguards as the API answers them: the user's security overview (what is in force now) and the console's
// customer view (as stored, with the freeze).

export function safeguardState(safeguards: WithdrawalSafeguards): WithdrawalSafeguardState {
  return {
    allow_list: safeguards.allowList,
    withdrawals_locked_until: safeguards.lockedUntil?.getTime() ?? null,
    withdrawals_lock_reason: safeguards.lockReason,
    withdrawals_suspended_until: safeguards.suspendedUntil?.getTime() ?? null,
  };
}

/** The safeguards in force at `now`, for the user. */
export async function userSafeguardState(db: Queryable, userId: number, now: number): Promise<WithdrawalSafeguardState> {
  return safeguardState(activeSafeguards(await withdrawalSafeguards(db, userId), now));
}

/** The customer's safeguards as stored, and the freeze, for the console. */
export async function customerSafeguards(db: Queryable, userId: number): Promise<CustomerSafeguards> {
  const [user] = await db.query<{ frozen_at: Date | null; code_set: boolean }>(
    'SELECT frozen_at, anti_phishing_code IS NOT NULL AS code_set FROM users WHERE id = $1',
    [userId],
  );
  return {
    ...safeguardState(await withdrawalSafeguards(db, userId)),
    frozen_at: user?.frozen_at?.getTime() ?? null,
    anti_phishing_code_set: user?.code_set ?? false,
  };
}
