import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './user-sessions';

// A new password for an account, whether its owner changed it or reset it with an emailed code: the hash and the end
// of every other session in one transaction, so no device keeps a session opened with the old password.

/** Sets the password; every session of the user ends but `keepToken`'s (the device that asked, if signed in). */
export async function replacePassword(db: Database, clock: Clock, userId: number, password: string, keepToken?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await revokeOtherSessions(tx, clock, userId, keepToken);
  });
}
