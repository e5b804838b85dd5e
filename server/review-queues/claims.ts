import type { QueueClaim } from '../../common/api/queue-page';
import type { DecisionSubject } from '../../common/decisions';
import { CODE } from '../../common/envelope';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// Who holds a waiting request (queue_claims, one holder per request). A decision by another operator is refused
// until they take the request over (./claim-actions.ts); the claim ends with the decision, or with a first
// approval, after which a second operator must act (./four-eyes.ts).

interface ClaimRow {
  operator_id: number;
  operator_email: string;
  claimed_at: Date;
  assigned_by: string | null;
}

/** The request's holder, or null. Inside a decision or a claim change, read after the request's row lock. */
export async function claimOf(db: Queryable, subject: DecisionSubject, subjectId: number): Promise<QueueClaim | null> {
  const [row] = await db.query<ClaimRow>(
    `SELECT c.operator_id, o.email AS operator_email, c.claimed_at, a.email AS assigned_by
     FROM queue_claims c JOIN operators o ON o.id = c.operator_id LEFT JOIN operators a ON a.id = c.assigned_by
     WHERE c.subject = $1 AND c.subject_id = $2`,
    [subject, subjectId],
  );
  return row ? { ...row, claimed_at: row.claimed_at.getTime() } : null;
}

/** The refusal of an operator acting on a request another one holds: it names the holder. */
export function heldByAnother(claim: QueueClaim): DomainError {
  return new DomainError(CODE.QUEUE_HELD, messages.queueHeldByOther, { operator: claim.operator_email });
}

/** Refuses the operator when another one holds the request. */
export async function refuseIfHeldByAnother(tx: Queryable, subject: DecisionSubject, subjectId: number, operatorId: number): Promise<void> {
  const claim = await claimOf(tx, subject, subjectId);
  if (claim && claim.operator_id !== operatorId) throw heldByAnother(claim);
}

/** The request was decided (or approved once of twice): nobody holds it any more. */
export async function endClaim(tx: Queryable, subject: DecisionSubject, subjectId: number): Promise<void> {
  await tx.query('DELETE FROM queue_claims WHERE subject = $1 AND subject_id = $2', [subject, subjectId]);
}
