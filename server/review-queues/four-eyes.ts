import { CODE } from '../../common/envelope';
import { Decimal } from '../../common/money';
import type { DecisionSubject } from '../../common/decisions';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { DEFAULT_SETTINGS, readSetting } from '../settings';

// Four-eyes approval (issue 31): money leaving above an amount operators set needs two of them. The first approval
// is kept (first_approvals) and leaves the request waiting; a second operator's approval is the decision itself.
// The same operator cannot be both. Called inside the decision's transaction, after the request's row lock, so two
// second approvals at once find the request decided once.

/** The setting: the amount in USD above which a payout needs a second operator (its default in settings.ts). */
export const FOUR_EYES_SETTING = 'four_eyes_above';

/** The audit log's action for a first approval that waits for the second. */
export const FIRST_APPROVAL = 'first_approval';

export interface Approval {
  operatorId: number;
  subject: DecisionSubject;
  subjectId: number;
  action: string;
  /** USD. */
  amount: string;
  reference: string;
}

/** The amount (USD) above which money leaving needs two operators, as operators set it. */
export function fourEyesLimit(db: Queryable): Promise<string> {
  return readSetting(db, FOUR_EYES_SETTING, DEFAULT_SETTINGS[FOUR_EYES_SETTING]?.value);
}

/**
 * Whether this approval must wait for a second operator: true when it is the first of a payout above the threshold
 * (it is kept, and the caller records it), false when the decision may take effect now (below the threshold, or
 * another operator approved first). Refuses the operator who approved first.
 */
export async function awaitsSecondApproval(tx: Queryable, clock: Clock, approval: Approval): Promise<boolean> {
  if (!new Decimal(approval.amount).gt(await fourEyesLimit(tx))) return false;
  const [first] = await tx.query<{ operator_id: number }>(
    'SELECT operator_id FROM first_approvals WHERE subject = $1 AND subject_id = $2',
    [approval.subject, approval.subjectId],
  );
  if (first) {
    if (first.operator_id === approval.operatorId) throw new DomainError(CODE.SECOND_APPROVER_NEEDED, messages.secondApproverNeeded);
    return false;
  }
  await tx.query(
    'INSERT INTO first_approvals (subject, subject_id, action, operator_id, reference, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [approval.subject, approval.subjectId, approval.action, approval.operatorId, approval.reference, new Date(clock.now())],
  );
  return true;
}
