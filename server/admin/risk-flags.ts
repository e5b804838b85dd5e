import type { CustomerFlag } from '../../common/api/admin-customer-care';
import { BLOCKS_PAYOUT, RISK_FLAGS, type RiskFlag } from '../../common/customer-care';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { recordDecision } from '../decisions/decisions';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';

// Risk flags on a customer (issue 31): names from a fixed list (common/customer-care.ts), each set or cleared by an
// operator with a reason, shown as badges wherever the customer is, and recorded in the audit log. One of them,
// "do not pay out", stops the customer's withdrawals from being approved until it is cleared.

/** The flags of the user aliased `u` as a JSON array, for a SELECT list (the customers' list and detail). */
export const FLAGS_SELECT = `(SELECT coalesce(jsonb_agg(f.flag), '[]'::jsonb) FROM customer_flags f WHERE f.user_id = u.id)`;

/** Flag names as stored, in the fixed list's order (the badges' order everywhere). */
export function inFlagOrder(flags: readonly string[]): RiskFlag[] {
  return RISK_FLAGS.filter((flag) => flags.includes(flag));
}

export async function customerFlags(db: Queryable, userId: number): Promise<CustomerFlag[]> {
  if ((await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).length === 0) throw notFound();
  const rows = await db.query<{ flag: RiskFlag; reason: string; operator_email: string; set_at: Date }>(
    `SELECT f.flag, f.reason, o.email AS operator_email, f.set_at FROM customer_flags f JOIN operators o ON o.id = f.operator_id
     WHERE f.user_id = $1`,
    [userId],
  );
  return rows
    .map((row) => ({ ...row, set_at: row.set_at.getTime() }))
    .sort((a, b) => RISK_FLAGS.indexOf(a.flag) - RISK_FLAGS.indexOf(b.flag));
}

export interface FlagChange {
  /** The customer's id. */
  id: number;
  flag: RiskFlag;
  action: 'set' | 'clear';
  reason: string;
}

/**
 * Sets or clears one flag with its reason, recorded with the flag before and after. The customer's row is locked
 * first, so a payout being approved at this moment either sees the flag or finishes before it is set.
 */
export async function saveCustomerFlag(db: Database, clock: Clock, operatorId: number, change: FlagChange): Promise<CustomerFlag[]> {
  return db.transaction(async (tx) => {
    if ((await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [change.id])).length === 0) throw notFound();
    const changed =
      change.action === 'set'
        ? await tx.query(
            `INSERT INTO customer_flags (user_id, flag, reason, operator_id, set_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (user_id, flag) DO NOTHING RETURNING 1`,
            [change.id, change.flag, change.reason, operatorId, new Date(clock.now())],
          )
        : await tx.query('DELETE FROM customer_flags WHERE user_id = $1 AND flag = $2 RETURNING 1', [change.id, change.flag]);
    // Another operator got there first (the screen was stale): nothing to change, and the operator is told so.
    if (changed.length === 0)
      throw new DomainError(CODE.BAD_INPUT, change.action === 'set' ? messages.flagAlreadySet : messages.flagNotSet, { field: 'flag' });
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'customer_flag',
      subjectId: change.id,
      action: change.action,
      reason: change.reason,
      before: { [change.flag]: change.action === 'clear' },
      after: { [change.flag]: change.action === 'set' },
    });
    return customerFlags(tx, change.id);
  });
}

/**
 * Refuses to pay out a withdrawal of a customer flagged "do not pay out". Called inside the decision's transaction:
 * the customer's row is locked (key share, which only a flag's change conflicts with) before the flag is read in a
 * statement of its own, so a flag set at the same moment is either seen or waits for this payout to commit.
 */
export async function refuseBlockedPayout(tx: Queryable, withdrawalId: number): Promise<void> {
  const [owner] = await tx.query<{ id: number }>(
    'SELECT u.id FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.id = $1 FOR KEY SHARE OF u',
    [withdrawalId],
  );
  if (!owner) return;
  const blocked = await tx.query('SELECT 1 FROM customer_flags WHERE user_id = $1 AND flag = $2', [owner.id, BLOCKS_PAYOUT]);
  if (blocked.length > 0) throw new DomainError(CODE.PAYOUT_BLOCKED, messages.payoutBlocked);
}
