import { AUDIT_EXPORT_MAX } from '../../common/api/admin-console';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { csvText } from '../csv';
import { decisionFromRow, decisionWhere, DECISION_SELECT, type DecisionFilter, type DecisionRow } from './decisions';

// The audit log as CSV (../csv.ts, formula-safe like the queues' exports): one row per operator act, newest first,
// with the record before and after as JSON.

const HEADER = [
  'id',
  'time',
  'operator',
  'subject',
  'subject_id',
  'action',
  'customer_uid',
  'customer_name',
  'amount',
  'currency',
  'reason',
  'before',
  'after',
];

export async function auditCsv(
  db: Queryable,
  clock: Clock,
  filter: DecisionFilter,
): Promise<{ filename: string; csv: string; rows: number; truncated: boolean }> {
  const { where, params } = decisionWhere(filter);
  const rows = await db.query<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM operator_decisions d JOIN operators o ON o.id = d.operator_id ${where}
     ORDER BY d.id DESC LIMIT ${AUDIT_EXPORT_MAX + 1}`,
    params,
  );
  const truncated = rows.length > AUDIT_EXPORT_MAX;
  const records = rows
    .slice(0, AUDIT_EXPORT_MAX)
    .map(decisionFromRow)
    .map((decision) => [
      String(decision.id),
      new Date(decision.created_at).toISOString(),
      decision.operator_email,
      decision.subject,
      String(decision.subject_id),
      decision.action,
      decision.customer?.uid ?? '',
      decision.customer?.name ?? '',
      decision.amount?.value ?? '',
      decision.amount?.currency ?? '',
      decision.reason,
      decision.before === null ? '' : JSON.stringify(decision.before),
      JSON.stringify(decision.after),
    ]);
  const stamp = new Date(clock.now()).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return { filename: `meridian-audit-${stamp}.csv`, csv: csvText(HEADER, records), rows: records.length, truncated };
}
