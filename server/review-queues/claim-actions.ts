import type { MessageDescriptor } from '@lingui/core';
import type { ClaimAction, QueueClaim } from '../../common/api/queue-page';
import type { OperatorRole } from '../../common/api/operator-roles';
import { CODE } from '../../common/envelope';
import { operatorById } from '../admin/operators';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { recordDecision } from '../decisions/decisions';
import { badField, DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { claimOf, heldByAnother } from './claims';
import { loadForDecision, type ReviewQueue } from './review-queue';

// Claiming, releasing, assigning and taking over a waiting request. Every change locks the request's row first, as
// a decision does, so two operators claiming at once end with one holder and the other told who it is, and a claim
// never lands on a request decided meanwhile. Handing a request to someone else (assigning it, taking it over from
// its holder) is recorded in the audit log with the holder before and after.

export interface ClaimRequest {
  id: number;
  action: ClaimAction;
  /** The operator a request is assigned to. */
  operator_id?: number | undefined;
}

export interface ClaimAnswer {
  claim: QueueClaim | null;
  /** What the console toasts. */
  message: MessageDescriptor;
  values: Record<string, unknown>;
}

async function hold(tx: Queryable, clock: Clock, subject: string, subjectId: number, operatorId: number, assignedBy: number | null) {
  await tx.query(
    `INSERT INTO queue_claims (subject, subject_id, operator_id, assigned_by, claimed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (subject, subject_id) DO UPDATE SET operator_id = EXCLUDED.operator_id, assigned_by = EXCLUDED.assigned_by,
       claimed_at = EXCLUDED.claimed_at`,
    [subject, subjectId, operatorId, assignedBy, new Date(clock.now())],
  );
}

/** The operator a request is assigned to must be enabled and of a role that decides the queue. */
async function assignee(tx: Queryable, id: number | undefined, roles: readonly OperatorRole[]) {
  if (id === undefined) throw badField('operator_id', 'required');
  const operator = await operatorById(tx, id);
  if (!operator || operator.disabled_at !== null || !roles.includes(operator.role)) {
    throw new DomainError(CODE.BAD_INPUT, messages.queueAssigneeNotAllowed, { field: 'operator_id' });
  }
  return operator;
}

/**
 * Changes who holds a waiting request of `queue` (`roles` decide it). Claiming one another operator holds, or
 * releasing or assigning it, is refused with the holder's name: the operator takes it over first, on purpose.
 */
export async function changeClaim(
  db: Database,
  clock: Clock,
  operatorId: number,
  queue: ReviewQueue<object, unknown, string>,
  roles: readonly OperatorRole[],
  request: ClaimRequest,
): Promise<ClaimAnswer> {
  return db.transaction(async (tx) => {
    const item = await loadForDecision(tx, queue, request.id, true);
    if (!item) throw notFound();
    if (queue.statusOf(item) !== queue.pending) throw new DomainError(CODE.ALREADY_DECIDED, messages.alreadyDecided);
    const before = await claimOf(tx, queue.subject, request.id);
    const mine = before?.operator_id === operatorId;
    const audit = async (action: 'assign' | 'take_over', after: QueueClaim | null) =>
      recordDecision(tx, clock, {
        operatorId,
        subject: queue.subject,
        subjectId: request.id,
        action,
        reason: '',
        before: { held_by: before?.operator_email ?? null },
        after: { held_by: after?.operator_email ?? null },
      });
    const answer = async (message: MessageDescriptor, values: Record<string, unknown> = {}): Promise<ClaimAnswer> => ({
      claim: await claimOf(tx, queue.subject, request.id),
      message,
      values,
    });

    if (request.action === 'take_over') {
      if (before && !mine) {
        await hold(tx, clock, queue.subject, request.id, operatorId, null);
        const after = await claimOf(tx, queue.subject, request.id);
        await audit('take_over', after);
        return answer(messages.queueTakenOver, { operator: before.operator_email });
      }
      if (!before) await hold(tx, clock, queue.subject, request.id, operatorId, null);
      return answer(messages.queueClaimed);
    }
    // Anything else on a request another operator holds waits for a take-over.
    if (before && !mine) throw heldByAnother(before);
    if (request.action === 'claim') {
      if (!before) await hold(tx, clock, queue.subject, request.id, operatorId, null);
      return answer(messages.queueClaimed);
    }
    if (request.action === 'release') {
      await tx.query('DELETE FROM queue_claims WHERE subject = $1 AND subject_id = $2', [queue.subject, request.id]);
      return answer(messages.queueReleased);
    }
    const target = await assignee(tx, request.operator_id, roles);
    if (target.id === operatorId) {
      if (!before) await hold(tx, clock, queue.subject, request.id, operatorId, null);
      return answer(messages.queueClaimed);
    }
    await hold(tx, clock, queue.subject, request.id, target.id, operatorId);
    await audit('assign', await claimOf(tx, queue.subject, request.id));
    return answer(messages.queueAssigned, { operator: target.email });
  });
}
