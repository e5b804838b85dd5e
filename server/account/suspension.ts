import { CODE } from '../../common/envelope';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// An operator may suspend a customer's account (server/admin/customers.ts): while suspended, the right password
// still does not sign in, and sessions opened before resolve to nobody (server/account/user-sessions.ts).

export async function refuseSuspended(db: Queryable, userId: number): Promise<void> {
  const [row] = await db.query<{ suspended: boolean }>('SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1', [userId]);
  if (row?.suspended) throw new DomainError(CODE.ACCOUNT_SUSPENDED, messages.accountSuspended);
}
