import type { AdminFundSubscription, FundSubscription } from '../../common/api/fund';
import { CODE } from '../../common/envelope';
import { FUND_REFUND_MODE, FUND_SUB_STATUS, fundRedemptionPenalty, fundRefundAmount, type FundSubStatus } from '../../common/fund';
import { Decimal, formatAmount, negate } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal, type PostingInput } from '../ledger/ledger';
import { payDueDays } from './accrual';
import { utcDay } from './days';
import { reviewCalls } from '../review-queues/review-queue';
import { loadSubscription, SUBSCRIPTION_FROM, SUBSCRIPTION_SELECT, toSubscription, type SubscriptionRow } from './subscriptions';
import { assert } from '../assert';
import { FUND_RECORDS_LINK, noticeEarlyRedemption } from './redeem-notices';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';
import type { Page } from '../../common/api/page';

// Early redemption (spec section 4): only a subscription in progress; it moves to 2 refunding and settles to
// 3 refunded with the amount less the penalty back in the funding account, at once or after an operator approves,
// as the fund says. Income already paid stays paid. A rejected request goes back to 1 in progress, with the days
// it waited paid.
//
// The penalty is for leaving early, so it is charged only while the lock has not ended: a redemption requested or
// approved once the subscription's last payout day has come (the daily run may not have reached it yet, or the
// operator decided after that day) is not early. The subscription matures instead, as it would have had the user
// never asked, and as a refusal after that day does: every payout made, the principal back, no penalty. A request
// approved before the lock ends pays the penalty shown when it was made.

export interface RedemptionResult {
  subscription: FundSubscription;
  /** Whether it settled now (false: it waits for an operator). */
  settled: boolean;
  refund: string;
}

/** Returns the principal less the penalty, the penalty to the house, and marks the subscription refunded. */
async function settleRefund(tx: Queryable, clock: Clock, row: SubscriptionRow): Promise<void> {
  const penalty = fundRedemptionPenalty(row.share_amount, row.liquidated_damages);
  const refund = fundRefundAmount(row.share_amount, row.liquidated_damages);
  const funds = await houseAccountId(tx, 'funds');
  const postings: PostingInput[] = [{ accountId: funds, bucket: 'available', amount: negate(row.share_amount) }];
  if (new Decimal(refund).gt(0)) {
    const funding = await lockUserAccount(tx, row.user_id, 'funding');
    postings.push({ accountId: funding.id, bucket: 'available', amount: refund });
  }
  if (new Decimal(penalty).gt(0)) postings.push({ accountId: await houseAccountId(tx, 'house_pnl'), bucket: 'available', amount: penalty });
  const journalId = await postJournal(tx, clock, { cause: 'fund', userId: row.user_id, memo: `redeem ${row.id}`, postings });
  await tx.query(
    `UPDATE fund_subscriptions SET status = ${FUND_SUB_STATUS.refunded}, penalty = $2, settled_at = $3, settle_journal_id = $4 WHERE id = $1`,
    [row.id, penalty, new Date(clock.now()), journalId],
  );
  // Told even when the user redeemed it a moment ago: the inbox is the record of what ended.
  await noticeEarlyRedemption(tx, clock, {
    subscriptionId: row.id,
    userId: row.user_id,
    fund: row.title,
    refund,
    penalty,
    income: row.sum_profit,
  });
}

/** Whether the subscription's last payout day has come: a redemption then is no longer early. */
async function lockEnded(tx: Queryable, clock: Clock, subId: string): Promise<boolean> {
  const [row] = await tx.query<{ ended: boolean }>(
    'SELECT first_day + lock_days - 1 <= $2::date AS ended FROM fund_subscriptions WHERE id = $1',
    [subId, utcDay(clock.now())],
  );
  return row?.ended === true;
}

/** Matures a subscription (locked, whose lock has ended) instead of redeeming it: every payout left, the principal. */
async function matureInstead(tx: Queryable, clock: Clock, subId: string): Promise<void> {
  await tx.query(`UPDATE fund_subscriptions SET status = ${FUND_SUB_STATUS.inProgress} WHERE id = $1`, [subId]);
  const { matured } = await payDueDays(tx, clock, subId);
  assert(matured === 1, `subscription ${subId} did not mature though its lock has ended`);
}

export async function applyRefund(db: Database, clock: Clock, userId: number, subId: number): Promise<RedemptionResult> {
  return db.transaction(async (tx) => {
    const row = await loadSubscription(tx, subId, true);
    if (!row || row.user_id !== userId) throw notFound();
    if (row.status !== FUND_SUB_STATUS.inProgress) throw new DomainError(CODE.FUND_STATE, messages.fundNotRedeemable);
    if (await lockEnded(tx, clock, row.id)) {
      await matureInstead(tx, clock, row.id);
      const matured = await loadSubscription(tx, subId);
      assert(matured, 'subscription vanished');
      return { subscription: toSubscription(matured), settled: true, refund: formatAmount(row.share_amount) };
    }
    const [fund] = await tx.query<{ refund_mode: number }>('SELECT refund_mode FROM funds WHERE id = $1', [row.fund_id]);
    await tx.query(`UPDATE fund_subscriptions SET status = ${FUND_SUB_STATUS.refunding}, refund_requested_at = $2 WHERE id = $1`, [
      row.id,
      new Date(clock.now()),
    ]);
    const settled = fund?.refund_mode !== FUND_REFUND_MODE.approval;
    if (settled) await settleRefund(tx, clock, row);
    const after = await loadSubscription(tx, subId);
    assert(after, 'subscription vanished');
    return { subscription: toSubscription(after), settled, refund: fundRefundAmount(row.share_amount, row.liquidated_damages) };
  });
}

interface AdminRow extends SubscriptionRow {
  uid: string;
  email: string | null;
}

function toAdmin(row: AdminRow): AdminFundSubscription {
  return { ...toSubscription(row), user_id: row.user_id, uid: row.uid, email: row.email };
}

const ADMIN_SELECT = `${SUBSCRIPTION_SELECT}, u.uid, u.email`;
const ADMIN_FROM = `${SUBSCRIPTION_FROM} JOIN users u ON u.id = s.user_id`;

type RefundAction = 'approve' | 'reject';

async function loadAdmin(tx: Queryable, id: number): Promise<AdminRow | null> {
  const [row] = await tx.query<AdminRow>(`SELECT ${ADMIN_SELECT} FROM ${ADMIN_FROM} WHERE s.id = $1`, [id]);
  return row ?? null;
}

/**
 * Redemptions waiting for an operator (status 2) as a review queue: the list shows every subscription, those waiting
 * oldest first by when the redemption was asked for. Approving settles it (or matures it, the lock having ended);
 * rejecting sends it back in progress, paying the days it waited: the money never left the fund and the user did
 * not leave it, so a refused request costs them nothing and the lock ends on the day it always would have (a
 * request refused after that day matures it here, principal back without a penalty).
 */
const refunds = reviewCalls<AdminRow, AdminFundSubscription, RefundAction>({
  subject: 'fund_subscription',
  select: ADMIN_SELECT,
  from: ADMIN_FROM,
  alias: 's',
  key: 'id',
  statusColumn: 'status',
  pending: FUND_SUB_STATUS.refunding,
  statuses: FUND_SUB_STATUS,
  orderBy: { pending: 's.refund_requested_at, s.id', decided: 's.id DESC' },
  // Waiting since the redemption was asked for; a subscription never redeemed, since it was made.
  time: 'COALESCE(s.refund_requested_at, s.sub_time)',
  amount: 's.share_amount',
  toItem: toAdmin,
  statusOf: (item) => item.status,
  needsReason: () => false,
  // A refusal is told here; an approval is told as the redemption it settles (./redeem-notices.ts).
  notice: (after, decision) =>
    decision.action === 'reject'
      ? decisionNotice(
          NOTIFICATION_KIND.FUND_REDEMPTION_DECIDED,
          {
            userId: after.user_id,
            id: after.id,
            outcome: 'rejected',
            money: { amount: after.share_amount, currency: 'USD' },
            reason: decision.reason,
          },
          FUND_RECORDS_LINK,
        )
      : null,
  apply: async (tx, clock, before, decision) => {
    // Locked by the decision already.
    const row = await loadAdmin(tx, before.id);
    assert(row, 'subscription vanished');
    if (decision.action === 'approve') {
      if (await lockEnded(tx, clock, row.id)) await matureInstead(tx, clock, row.id);
      else await settleRefund(tx, clock, row);
      return;
    }
    await tx.query(`UPDATE fund_subscriptions SET status = ${FUND_SUB_STATUS.inProgress}, reason = $2 WHERE id = $1`, [
      row.id,
      decision.reason,
    ]);
    await payDueDays(tx, clock, row.id);
  },
});

/** The redemptions' review queue, for what works on every queue (lists, claims, exports). */
export const refundQueue = refunds;

/** Subscriptions for the back office; those waiting for a decision (status 2) oldest first. */
export function adminSubscriptionPage(
  db: Queryable,
  status: FundSubStatus | undefined,
  page: number,
  customer?: string,
): Promise<Page<AdminFundSubscription>> {
  return refunds.page(db, status, page, customer);
}

/** One subscription as the back office shows it. */
export function adminSubscription(db: Queryable, id: number): Promise<AdminFundSubscription | null> {
  return refunds.item(db, id);
}

/** An operator's decision on a redemption waiting at status 2, recorded with the subscription before and after. */
export function decideRefund(
  db: Database,
  clock: Clock,
  operatorId: number,
  decision: { id: number; action: RefundAction; reason: string },
): Promise<AdminFundSubscription> {
  return refunds.decide(db, clock, operatorId, decision);
}
