import { CHARGE_STATUS } from '../../common/api/charge';
import { CHAT_STATUS } from '../../common/api/chat';
import { REVIEW_STATUS } from '../../common/api/identity';
import { WITHDRAW_STATUS } from '../../common/api/withdraw';
import { TRADER_APPLICATION_STATUS } from '../../common/follow';
import { FUND_SUB_STATUS } from '../../common/fund';
import { LOAN_KYC_STATUS, LOAN_STATUS, REPAYMENT_STATUS } from '../../common/loan';
import type { Queryable } from '../db/database';
import { ADJUSTMENT_STATUS } from '../../common/customer-care';

// The counts on the console's navigation: how many items wait in each queue, by the queue's key (the same key the
// console's queue declaration has, src/admin/queues). Adding a queue adds one line here: its key and the query that
// counts what waits for a decision.

export const QUEUE_COUNTS: Readonly<Record<string, { sql: string; params: readonly number[] }>> = {
  charges: { sql: 'SELECT count(*) AS n FROM charges WHERE status = $1', params: [CHARGE_STATUS.unchecked] },
  withdrawals: { sql: 'SELECT count(*) AS n FROM withdrawals WHERE status = $1', params: [WITHDRAW_STATUS.unchecked] },
  identities: { sql: 'SELECT count(*) AS n FROM identity_checks WHERE review_status = $1', params: [REVIEW_STATUS.waiting] },
  fund_refunds: { sql: 'SELECT count(*) AS n FROM fund_subscriptions WHERE status = $1', params: [FUND_SUB_STATUS.refunding] },
  // The loan and copy-trading queues.
  loan_kycs: { sql: 'SELECT count(*) AS n FROM loan_kyc WHERE status = $1', params: [LOAN_KYC_STATUS.waiting] },
  loans: { sql: 'SELECT count(*) AS n FROM loans WHERE status = $1', params: [LOAN_STATUS.waiting] },
  loan_repayments: { sql: 'SELECT count(*) AS n FROM loan_repayments WHERE status = $1', params: [REPAYMENT_STATUS.waiting] },
  trader_applications: {
    sql: 'SELECT count(*) AS n FROM trader_applications WHERE status = $1',
    params: [TRADER_APPLICATION_STATUS.pending],
  },
  // Manual balance adjustments above the four-eyes threshold, waiting for a second operator.
  adjustments: { sql: 'SELECT count(*) AS n FROM balance_adjustments WHERE status = $1', params: [ADJUSTMENT_STATUS.waiting] },
  // The support chat's own screen (src/admin/chat), not a queue: open conversations with a message no operator read.
  conversations: {
    sql: 'SELECT count(*) AS n FROM chat_conversations WHERE status = $1 AND operator_unread > 0',
    params: [CHAT_STATUS.OPEN],
  },
};

export async function queueCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [key, query] of Object.entries(QUEUE_COUNTS)) {
    const [row] = await db.query<{ n: string }>(query.sql, query.params);
    counts[key] = Number(row?.n ?? 0);
  }
  return counts;
}
