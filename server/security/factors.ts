import type { MessageDescriptor } from '@lingui/core';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound, requireRealUser } from '../errors';
import type { SecretBox } from './secret-box';

// What the security area's parts share: their dependencies, the lock that puts one user's second-factor changes in a
// row, and the refusals of a code or of a factor's state.

export interface SecurityDeps {
  db: Database;
  clock: Clock;
  /** Seals and opens the TOTP secrets (the secrets key's box). */
  secrets: SecretBox;
}

export interface LockedAccount {
  id: number;
  /** What an authenticator app shows the account as. */
  label: string;
}

/**
 * Locks the user's row for the rest of the transaction, so two changes of one user's second factors (two enables, an
 * enable and a regeneration) run one after the other. FOR NO KEY UPDATE: rows elsewhere that reference the user
 * (orders, journals) can still be written meanwhile. Demo users have no second factor (they hold no real money).
 */
export async function lockAccount(tx: Queryable, userId: number): Promise<LockedAccount> {
  const [row] = await tx.query<{ uid: string; email: string | null; is_demo: boolean }>(
    'SELECT uid, email, is_demo FROM users WHERE id = $1 FOR NO KEY UPDATE',
    [userId],
  );
  if (!row) throw notFound();
  requireRealUser({ isDemo: row.is_demo });
  return { id: userId, label: row.email ?? row.uid };
}

/** Whether the user has a second factor on: the authenticator app, or a passkey. */
export async function hasSecondFactor(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM user_totp WHERE user_id = $1 AND state = 'enabled' UNION ALL SELECT 1 FROM passkeys WHERE user_id = $1 LIMIT 1",
    [userId],
  );
  return rows.length > 0;
}

/** A second factor not in the state this needs (messages in ../i18n/security-messages.ts). */
export function secondFactorState(message: MessageDescriptor): DomainError {
  return new DomainError(CODE.SECOND_FACTOR_STATE, message);
}

/** A code (authenticator or recovery) that is wrong or used. */
export function codeRefused(message: MessageDescriptor): DomainError {
  return new DomainError(CODE.CODE_INVALID, message);
}
