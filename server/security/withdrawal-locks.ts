import { WITHDRAWAL_LOCK_MS, type WithdrawalLockReason } from '../../common/safeguards';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';

// Withdrawals are locked for 24 hours after a change that a stranger holding the account would make first: the
// password, the email address, the second factor (an authenticator app turned on or off, new recovery codes, a
// passkey added or removed). Whoever made the change then cannot take the money out before the owner, told by email,
// can react (freeze the account from that email). The lock is written in the change's own transaction, so a change
// that rolls back locks nothing; a later change moves the end later and names itself as the reason, an earlier end
// never replaces a later one. The security log has the change itself; the lock is its consequence, which the security
// overview shows with its end.

/** Locks the user's withdrawals for 24 hours from now for `reason`, in the change's transaction. */
export async function lockWithdrawals(tx: Queryable, clock: Clock, userId: number, reason: WithdrawalLockReason): Promise<void> {
  const until = new Date(clock.now() + WITHDRAWAL_LOCK_MS);
  await tx.query(
    `INSERT INTO withdrawal_safeguards (user_id, locked_until, lock_reason) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET locked_until = EXCLUDED.locked_until, lock_reason = EXCLUDED.lock_reason
     WHERE withdrawal_safeguards.locked_until IS NULL OR withdrawal_safeguards.locked_until <= EXCLUDED.locked_until`,
    [userId, until, reason],
  );
}
