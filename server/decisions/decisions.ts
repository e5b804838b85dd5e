import { ADMIN_PAGE_SIZE, type DecisionCustomer, type OperatorDecision } from '../../common/api/admin-wallet';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { DecisionSubject } from '../../common/decisions';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';
import { decisionAmount, decisionCustomerId } from './decision-customer';

// Every operator decision and back-office change is written down in the same transaction as the change itself:
// who, when, why, and the record before and after, so a later question ("who released this withdrawal?") has an
// answer that cannot drift from what happened.

export interface DecisionInput {
  operatorId: number;
  subject: DecisionSubject;
  subjectId: number;
  action: string;
  reason: string;
  before: unknown;
  after: unknown;
}

export async function recordDecision(tx: Queryable, clock: Clock, decision: DecisionInput): Promise<void> {
  await tx.query(
    `INSERT INTO operator_decisions (operator_id, subject, subject_id, action, reason, before, after, created_at, customer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      decision.operatorId,
      decision.subject,
      decision.subjectId,
      decision.action,
      decision.reason,
      decision.before === null ? null : JSON.stringify(decision.before),
      JSON.stringify(decision.after),
      new Date(clock.now()),
      decisionCustomerId(decision),
    ],
  );
}

export interface DecisionRow {
  id: string;
  operator_id: number;
  operator_email: string;
  subject: DecisionSubject;
  subject_id: string;
  action: string;
  reason: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  customer: DecisionCustomer | null;
}

/** The columns of a decision, with its operator (joined as `o`) and its customer (one row looked up, or null). */
export const DECISION_SELECT = `d.id, d.operator_id, o.email AS operator_email, d.subject, d.subject_id, d.action, d.reason, d.before,
  d.after, d.created_at,
  (SELECT json_build_object('id', cu.id, 'uid', cu.uid, 'name', ci.name, 'email', cu.email)
     FROM users cu LEFT JOIN identity_checks ci ON ci.user_id = cu.id WHERE cu.id = d.customer_id) AS customer`;

export function decisionFromRow(row: DecisionRow): OperatorDecision {
  return {
    ...row,
    id: Number(row.id),
    subject_id: Number(row.subject_id),
    created_at: row.created_at.getTime(),
    amount: decisionAmount(row.subject, row.before, row.after),
  };
}

export interface DecisionFilter {
  subject?: DecisionSubject | undefined;
  subjectId?: number | undefined;
  operatorId?: number | undefined;
  action?: string | undefined;
  /** The customer as an operator types them: their UID, email or id (as the queues' customer filter reads it). */
  customer?: string | undefined;
  /** Epoch ms: from inclusive, to exclusive. */
  from?: number | undefined;
  to?: number | undefined;
}

/** The WHERE part and its parameters for a filter of the decisions (the audit log's and the wallet's lists). */
export function decisionWhere(filter: DecisionFilter): { where: string; params: (string | number | Date)[] } {
  const params: (string | number | Date)[] = [];
  const where: string[] = [];
  if (filter.subject) where.push(`d.subject = $${params.push(filter.subject)}`);
  if (filter.subjectId) where.push(`d.subject_id = $${params.push(filter.subjectId)}`);
  if (filter.operatorId) where.push(`d.operator_id = $${params.push(filter.operatorId)}`);
  if (filter.action) where.push(`d.action = $${params.push(filter.action)}`);
  if (filter.customer) {
    const typed = `$${params.push(filter.customer)}`;
    where.push(
      `d.customer_id IN (SELECT u.id FROM users u WHERE u.uid = ${typed} OR lower(u.email) = lower(${typed}) OR u.id::text = ${typed})`,
    );
  }
  if (filter.from !== undefined) where.push(`d.created_at >= $${params.push(new Date(filter.from))}`);
  if (filter.to !== undefined) where.push(`d.created_at < $${params.push(new Date(filter.to))}`);
  return { where: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', params };
}

export async function listDecisions(db: Queryable, filter: DecisionFilter & { page: number }): Promise<Page<OperatorDecision>> {
  const { where, params } = decisionWhere(filter);
  return paged(
    db,
    {
      select: DECISION_SELECT,
      from: `operator_decisions d JOIN operators o ON o.id = d.operator_id ${where}`,
      orderBy: 'd.id DESC',
      params,
    },
    { page: filter.page, size: ADMIN_PAGE_SIZE },
    decisionFromRow,
  );
}
