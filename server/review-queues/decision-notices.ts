import { formatAmount } from '../../common/money';
import type { DecisionOutcome, NotificationKind } from '../../common/notify';
import { leadingCharacters, type NewNotification } from '../notify/inbox';

// How an operator's decision on a user's request becomes that user's inbox entry (issue 34). Each review queue says
// which kind, amount and screen its decisions tell of (its `notice`); the queue's decide (./review-queue.ts) records
// the entry in the decision's transaction, once the decision took effect: a refused decision (decided already, held
// by another operator, above a limit) and a first of two approvals record nothing, and a rolled-back one neither.

/** The kinds that tell of an operator's decision (common/notify.ts DecidedDetail). */
export type DecidedKind = Extract<
  NotificationKind,
  | 'deposit_decided'
  | 'withdrawal_decided'
  | 'identity_decided'
  | 'loan_decided'
  | 'repayment_decided'
  | 'trader_application_decided'
  | 'fund_redemption_decided'
>;

export type DecisionNotice = NewNotification<DecidedKind>;

/** Characters of the operator's reason the entry keeps: the request's own screen shows the whole of it. */
export const NOTICE_REASON_MAX = 200;

export interface DecidedRequest {
  userId: number;
  /** The request's id (a check a user has one of: the user's id, the check's key in its queue). */
  id: number;
  outcome: DecisionOutcome;
  /** The money the request is about, or null (an identity check, a trader application). */
  money: { amount: string; currency: string } | null;
  /**
   * The reason stored on the request, the one its screen shows the customer when it was turned down (every queue
   * here shows its operator's reason to the customer as written: the deposit and withdrawal records, the identity
   * forms, the loan record, the trader application).
   */
  reason: string;
}

/** The entry of a decision on `request`, opening `link`. */
export function decisionNotice(kind: DecidedKind, request: DecidedRequest, link: string): DecisionNotice {
  const { outcome, money } = request;
  const reason = outcome === 'rejected' && request.reason.trim() !== '' ? leadingCharacters(request.reason, NOTICE_REASON_MAX) : null;
  return {
    userId: request.userId,
    kind,
    detail: {
      id: request.id,
      outcome,
      amount: money === null ? null : formatAmount(money.amount),
      currency: money?.currency ?? null,
      reason,
    },
    link,
  };
}
