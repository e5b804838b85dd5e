import type { AdminAdjustment } from '../../common/api/admin-customer-care';
import { ADJUSTMENT_STATUS, type AdjustmentDirection, type AdjustmentStatus } from '../../common/customer-care';
import { CODE } from '../../common/envelope';
import { Decimal, negate } from '../../common/money';
import type { AccountKind } from '../../common/wallet';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { type Decision, type QueueUser, userRequestQueue } from '../review-queues/review-queue';
import { requireAmount, takingFrom } from '../wallet/amount';
import { assert } from '../assert';

// Manual balance adjustments (issue 31): an operator credits or debits one of a customer's accounts, with a reason.
// The money moves as a journal (cause 'adjustment') between the account's available balance and the house's
// adjustments account, guarded so no available balance goes below zero. An adjustment is a request in a review
// queue: the operator who asks for it gives its first approval, which applies it at once up to the four-eyes
// threshold; above it, it waits for a second, different operator (four-eyes.ts, as payouts do). Every step is in
// the audit log with the adjustment before and after.

export type AdjustmentAction = 'approve' | 'reject';

interface AdjustmentRow {
  id: string;
  user_id: number;
  account: AccountKind;
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  requested_by: string;
  status: AdjustmentStatus;
  decision_reason: string;
  created_at: Date;
  decided_at: Date | null;
}

function toAdjustment({ id, created_at, decided_at, ...rest }: AdjustmentRow & QueueUser): AdminAdjustment {
  return { ...rest, id: Number(id), created_at: created_at.getTime(), decided_at: decided_at?.getTime() ?? null };
}

const adjustments = userRequestQueue<AdjustmentRow & QueueUser, AdminAdjustment, AdjustmentAction>({
  subject: 'adjustment',
  table: 'balance_adjustments',
  alias: 'a',
  select: `a.id, a.user_id, a.account, a.direction, a.amount::text AS amount, a.reason, ro.email AS requested_by, a.status,
           a.decision_reason, a.created_at, a.decided_at`,
  from: 'balance_adjustments a JOIN operators ro ON ro.id = a.requested_by',
  pending: ADJUSTMENT_STATUS.waiting,
  statusAfter: { approve: ADJUSTMENT_STATUS.applied, reject: ADJUSTMENT_STATUS.rejected },
  columns: { reason: 'decision_reason', journal: 'decision_journal_id' },
  // Adjustments are in USD: the list filters and sorts by their amount.
  amount: 'a.amount',
  amountOf: (item) => item.amount,
  toItem: toAdjustment,
  needsReason: (action) => action === 'reject',
  // Money moved by hand above the operators' threshold needs a second operator, in either direction.
  fourEyes: { action: 'approve', amountOf: (item) => item.amount },
  post: async (tx, clock, before, decision) => {
    if (decision.action !== 'approve') return null;
    const account = await lockUserAccount(tx, before.user_id, before.account);
    const amount = before.direction === 'credit' ? new Decimal(before.amount) : negate(before.amount);
    const house = await houseAccountId(tx, 'house_adjustments');
    // A debit larger than what is free now (spent since it was asked for) is refused with what is free.
    return takingFrom(tx, 'amount', () =>
      postJournal(tx, clock, {
        cause: 'adjustment',
        userId: before.user_id,
        memo: `adjustment #${before.id} ${before.direction}`,
        postings: [
          { accountId: account.id, bucket: 'available', amount },
          { accountId: house, bucket: 'available', amount: amount.negated() },
        ],
      }),
    );
  },
});

/** The back office's queue of adjustments: its filtered list, claims and CSV export (server/review-queues). */
export const adjustmentQueue = adjustments;

/** One adjustment as the back office shows it, or null. */
export const adminAdjustment = adjustments.item;

/** The second operator's approval of a waiting adjustment (it takes effect), or its rejection with a reason. */
export function decideAdjustment(
  db: Database,
  clock: Clock,
  operatorId: number,
  decision: Decision<AdjustmentAction>,
): Promise<AdminAdjustment> {
  return adjustments.decide(db, clock, operatorId, decision);
}

export interface AdjustmentRequest {
  user_id: number;
  account: AccountKind;
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  /** The operator's key for this adjustment: the same key again is the same adjustment. */
  key: string;
}

/**
 * Asks for an adjustment and gives it the asking operator's approval, in one transaction: applied at once up to the
 * four-eyes threshold, otherwise kept waiting for a second operator. A retry with the operator's same key answers
 * the adjustment as it is now and moves nothing; the same key with other details is refused. A refused one (a
 * debit over the free balance) leaves nothing behind, so the key may be used again.
 */
export async function requestAdjustment(
  db: Database,
  clock: Clock,
  operatorId: number,
  request: AdjustmentRequest,
): Promise<AdminAdjustment> {
  const amount = requireAmount('amount', request.amount);
  return db.transaction(async (tx) => {
    const [customer] = await tx.query<{ is_demo: boolean }>('SELECT is_demo FROM users WHERE id = $1', [request.user_id]);
    if (!customer) throw notFound();
    if (customer.is_demo) throw new DomainError(CODE.ONLY_REAL_ACCOUNT, messages.adjustmentDemo);
    // Under PostgreSQL a concurrent request with the same key waits here for the first to commit, then finds it.
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO balance_adjustments (user_id, account, direction, amount, reason, requested_by, request_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (requested_by, request_key) DO NOTHING RETURNING id`,
      [request.user_id, request.account, request.direction, amount, request.reason, operatorId, request.key, new Date(clock.now())],
    );
    if (!inserted) return replayed(tx, operatorId, { ...request, amount });
    return adjustments.decide(db, clock, operatorId, { id: Number(inserted.id), action: 'approve', reason: request.reason });
  });
}

/** The adjustment an earlier request with the same key made, when it asked for the same thing. */
async function replayed(tx: Queryable, operatorId: number, request: AdjustmentRequest): Promise<AdminAdjustment> {
  const [first] = await tx.query<{ id: string; user_id: number; account: string; direction: string; amount: string; reason: string }>(
    `SELECT id, user_id, account, direction, amount::text AS amount, reason FROM balance_adjustments
     WHERE requested_by = $1 AND request_key = $2`,
    [operatorId, request.key],
  );
  assert(first, 'the conflicting adjustment vanished');
  const same =
    first.user_id === request.user_id &&
    first.account === request.account &&
    first.direction === request.direction &&
    new Decimal(first.amount).eq(request.amount) &&
    first.reason === request.reason;
  if (!same) throw new DomainError(CODE.IDEMPOTENCY_CONFLICT, messages.idempotencyConflict);
  const adjustment = await adjustments.item(tx, Number(first.id));
  assert(adjustment, `adjustment ${first.id} vanished`);
  return adjustment;
}
