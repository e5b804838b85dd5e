import type { HistoryEntry, QueueDetail } from '../../common/api/admin-console';
import type { OperatorDecision } from '../../common/api/admin-wallet';
import type { Queryable } from '../db/database';
import { customerDetail } from './customers';
import { decisionFromRow, DECISION_SELECT, type DecisionRow } from '../decisions/decisions';
import type { DecisionSubject } from '../../common/decisions';
import { claimOf } from '../review-queues/claims';

// What every queue's detail view shows beside the item itself: the customer (profile, balances, identity), their
// recent requests, and the decisions already taken on this item and on the customer's other requests. A queue's
// detail call loads its item and hands it here with its subject, the customer and the images to look at.

const HISTORY_LIMIT = 20;
const DECISIONS_LIMIT = 30;

async function history(db: Queryable, userId: number): Promise<HistoryEntry[]> {
  const rows = await db.query<{ kind: HistoryEntry['kind']; id: string; amount: string; status: number; created_at: Date }>(
    // A deposit in USD: what it credited, or (waiting) what its currency's rate now would credit, cut to the cent.
    `(SELECT 'charge' AS kind, ch.id, COALESCE(ch.usd_amount, trunc(ch.number / c.usd_price, 2))::text AS amount, ch.status, ch.created_at
       FROM charges ch JOIN collect_currencies c ON c.id = ch.collect_currency_id WHERE ch.user_id = $1)
     UNION ALL (SELECT 'withdrawal', id, number::text, status, created_at FROM withdrawals WHERE user_id = $1)
     UNION ALL (SELECT 'fund_subscription', id, share_amount::text, status, sub_time FROM fund_subscriptions WHERE user_id = $1)
     UNION ALL (SELECT 'loan', id, amount::text, status, created_at FROM loans WHERE user_id = $1)
     ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_LIMIT}`,
    [userId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    amount: row.amount,
    status: row.status,
    created_at: row.created_at.getTime(),
  }));
}

async function earlierDecisions(db: Queryable, subject: DecisionSubject, subjectId: number, userId: number): Promise<OperatorDecision[]> {
  const rows = await db.query<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM operator_decisions d JOIN operators o ON o.id = d.operator_id
     WHERE (d.subject = $1 AND d.subject_id = $2)
        OR (d.subject IN ('identity', 'loan_kyc', 'customer', 'customer_session', 'customer_note', 'customer_flag') AND d.subject_id = $3)
        OR (d.subject = 'charge' AND d.subject_id IN (SELECT id FROM charges WHERE user_id = $3))
        OR (d.subject = 'withdrawal' AND d.subject_id IN (SELECT id FROM withdrawals WHERE user_id = $3))
        OR (d.subject = 'adjustment' AND d.subject_id IN (SELECT id FROM balance_adjustments WHERE user_id = $3))
        OR (d.subject = 'fund_subscription' AND d.subject_id IN (SELECT id FROM fund_subscriptions WHERE user_id = $3))
        OR (d.subject = 'loan' AND d.subject_id IN (SELECT id FROM loans WHERE user_id = $3))
        OR (d.subject = 'loan_repayment' AND d.subject_id IN (SELECT id FROM loan_repayments WHERE user_id = $3))
        OR (d.subject = 'trader_application' AND d.subject_id IN (SELECT id FROM trader_applications WHERE user_id = $3))
     ORDER BY d.id DESC LIMIT ${DECISIONS_LIMIT}`,
    [subject, subjectId, userId],
  );
  return rows.map(decisionFromRow);
}

export async function queueDetail<Item>(
  db: Queryable,
  found: { item: Item; subject: DecisionSubject; subjectId: number; userId: number; images: string[] },
): Promise<QueueDetail<Item>> {
  return {
    item: found.item,
    customer: await customerDetail(db, found.userId),
    history: await history(db, found.userId),
    decisions: await earlierDecisions(db, found.subject, found.subjectId, found.userId),
    images: found.images,
    claim: await claimOf(db, found.subject, found.subjectId),
  };
}
