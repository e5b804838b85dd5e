import { WITHDRAWAL_LOCK_REASON } from '../../common/safeguards';
import { SECURITY_EVENT } from '../../common/security';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { writeSecurityEvent, type SecurityContext } from '../security/security-log';
import { lockWithdrawals } from '../security/withdrawal-locks';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './user-sessions';

// A new password for an account, whether its owner changed it or reset it with an emailed code: the hash, the end
// of every other session, the security log's entry and withdrawals locked for 24 hours (issue 33), in one
// transaction, so no device keeps a session opened with the old password and whoever changed it cannot take the
// money out before the owner, told by email, can react.

export interface PasswordChange {
  userId: number;
  /** The new password's hash (hashPassword), made before the transaction: hashing is slow on purpose. */
  passwordHash: string;
  /** The session kept (the device that asked, if signed in); every other one ends. */
  keepToken?: string | undefined;
  /** A reset with an emailed code rather than a change with the current password. */
  reset: boolean;
  context: SecurityContext;
}

/** Sets the password in the caller's transaction (behind the change's step-up, when the account has a second factor). */
export async function setPassword(tx: Queryable, clock: Clock, change: PasswordChange): Promise<void> {
  const { userId } = change;
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, change.passwordHash]);
  await revokeOtherSessions(tx, clock, userId, change.keepToken);
  await writeSecurityEvent(tx, clock, {
    userId,
    event: SECURITY_EVENT.PASSWORD_CHANGED,
    context: change.context,
    detail: { reset: change.reset },
  });
  await lockWithdrawals(tx, clock, userId, WITHDRAWAL_LOCK_REASON.PASSWORD);
}

/** Hashes and sets the password in a transaction of its own (a reset, which asks no step-up). */
export async function replacePassword(
  db: Database,
  clock: Clock,
  change: Omit<PasswordChange, 'passwordHash'> & { password: string },
): Promise<void> {
  const { password, ...rest } = change;
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => setPassword(tx, clock, { ...rest, passwordHash }));
}
