import { CODE } from '../../common/envelope';
import { SECURITY_EVENT } from '../../common/security';
import { revokeOtherSessions } from '../account/user-sessions';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { recordDecision } from '../decisions/decisions';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { NO_CONTEXT, writeSecurityEvent, type SecurityContext } from './security-log';

// Freezing an account (issue 33): its owner, from the app or from the link in a security email, stops everything a
// stranger holding the account could use to take money or trade: every session ends at once, and withdrawals,
// transfers, new contract and option orders and new follows are refused (9005) until an operator unfreezes it after
// checks (the decision is in the operators' audit log). Open positions stay as they are: stop-loss, take-profit and
// stop-out go on as before. Signing in again is allowed, so the owner can see the account.
//
// A freeze only protects: applied twice it freezes once, and ends the sessions again. That is why the email's link
// may freeze on a plain GET, even when a mail scanner fetches it first.

export const FREEZE_VIA = { APP: 'app', EMAIL_LINK: 'email_link' } as const;
export type FreezeVia = (typeof FREEZE_VIA)[keyof typeof FREEZE_VIA];

/** The refusal of a frozen account's money and trading calls (9005). */
export function accountFrozen(): DomainError {
  return new DomainError(CODE.ACCOUNT_FROZEN, messages.accountFrozen);
}

/**
 * Refuses (9005) when the user's account is frozen. With `lock`, in the caller's transaction, the user's row is held
 * FOR SHARE until it ends: a freeze (an update of the row) waits for it, and a freeze committed first is seen, so what
 * the transaction does happens wholly before the freeze or not at all (a withdrawal racing a freeze).
 */
export async function refuseFrozen(db: Queryable, userId: number, options: { lock?: boolean } = {}): Promise<void> {
  const [row] = await db.query<{ frozen: boolean }>(
    `SELECT frozen_at IS NOT NULL AS frozen FROM users WHERE id = $1${options.lock ? ' FOR SHARE' : ''}`,
    [userId],
  );
  if (row?.frozen) throw accountFrozen();
}

/**
 * Freezes the user's real account and ends every session of it, this device's too, in one transaction. Answers
 * whether this call froze it (false: it was frozen already, and its sessions were ended again). The caller tells the
 * nodes that the sessions ended (SessionsEnded).
 */
export async function freezeAccount(
  db: Database,
  clock: Clock,
  userId: number,
  freeze: { via: FreezeVia; context: SecurityContext },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx.query<{ frozen: boolean }>(
      'SELECT frozen_at IS NOT NULL AS frozen FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [userId],
    );
    if (!found) throw notFound();
    if (!found.frozen) await tx.query('UPDATE users SET frozen_at = $2 WHERE id = $1', [userId, new Date(clock.now())]);
    await revokeOtherSessions(tx, clock, userId);
    if (!found.frozen) {
      await writeSecurityEvent(tx, clock, {
        userId,
        event: SECURITY_EVENT.ACCOUNT_FROZEN,
        context: freeze.context,
        detail: { via: freeze.via },
      });
    }
    return !found.frozen;
  });
}

/** When the account was frozen; null when it is not. */
export async function frozenAt(db: Queryable, userId: number): Promise<Date | null> {
  const [row] = await db.query<{ frozen_at: Date | null }>('SELECT frozen_at FROM users WHERE id = $1', [userId]);
  return row?.frozen_at ?? null;
}

/**
 * An operator unfreezes the account after checks, with a note saying what was checked: recorded in the audit log
 * (subject customer, action unfreeze, the note as its reason) and in the user's security log, in one transaction.
 * Refused when the account is not frozen (another operator may have unfrozen it first).
 */
export async function unfreezeAccount(
  db: Database,
  clock: Clock,
  request: { operatorId: number; userId: number; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ frozen_at: Date | null }>('SELECT frozen_at FROM users WHERE id = $1 FOR NO KEY UPDATE', [
      request.userId,
    ]);
    if (!row) throw notFound();
    if (row.frozen_at === null) throw new DomainError(CODE.ALREADY_DECIDED, messages.notFrozen);
    await tx.query('UPDATE users SET frozen_at = NULL WHERE id = $1', [request.userId]);
    await recordDecision(tx, clock, {
      operatorId: request.operatorId,
      subject: 'customer',
      subjectId: request.userId,
      action: 'unfreeze',
      reason: request.note,
      before: { frozen: true, frozen_at: row.frozen_at.getTime() },
      after: { frozen: false },
    });
    await writeSecurityEvent(tx, clock, {
      userId: request.userId,
      event: SECURITY_EVENT.ACCOUNT_UNFROZEN,
      context: NO_CONTEXT,
      detail: { operator: request.operatorId },
    });
  });
}
