import type { AdminCharge } from '../../common/api/admin-wallet';
import { CHARGE_STATUS } from '../../common/api/charge';
import { negate, plainDecimal } from '../../common/money';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { uploadUrl } from '../uploads/store';
import { DEPOSIT_FROM, DEPOSIT_SELECT, depositUsd, type DepositRow } from './deposits';
import { type QueueUser, userRequestQueue } from '../review-queues/review-queue';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';

// An operator approves a deposit once the money has arrived: the funding account is credited from the house's
// deposits-in-transit account, in one journal. A rejection or an invalid mark moves nothing. A deposit is decided
// once; the second decision is refused.

export type DepositAction = 'approve' | 'reject' | 'invalid';

/** Where a decided deposit's inbox entry opens: the deposit screen, whose history shows it with its remark. */
export const DEPOSIT_RECORDS_LINK = '/mine/charge';

function toAdminCharge({ id, email, proof_upload, created_at, ...rest }: DepositRow & QueueUser): AdminCharge {
  return {
    ...rest,
    id: Number(id),
    email: email ?? '',
    proof_url: uploadUrl(proof_upload),
    usd_price: plainDecimal(rest.usd_price),
    usd_amount: depositUsd(rest),
    created_at: created_at.getTime(),
  };
}

const charges = userRequestQueue<DepositRow & QueueUser, AdminCharge, DepositAction>({
  subject: 'charge',
  table: 'charges',
  alias: 'ch',
  select: DEPOSIT_SELECT,
  from: DEPOSIT_FROM,
  pending: CHARGE_STATUS.unchecked,
  statuses: CHARGE_STATUS,
  // USD: credited, or what approving at the currency's rate now would credit, cut to the cent (depositUsd).
  amount: 'COALESCE(ch.usd_amount, trunc(ch.number / COALESCE(ch.usd_price, c.usd_price), 2))',
  amountOf: (item) => item.usd_amount,
  statusAfter: { approve: CHARGE_STATUS.finished, reject: CHARGE_STATUS.rejected, invalid: CHARGE_STATUS.invalid },
  columns: { reason: 'remark', journal: 'journal_id' },
  toItem: toAdminCharge,
  needsReason: (action) => action !== 'approve',
  // Its amount as the history shows it, in the deposit's currency; an invalid mark reads as a rejection.
  notice: (after, decision) =>
    decisionNotice(
      NOTIFICATION_KIND.DEPOSIT_DECIDED,
      {
        userId: after.user_id,
        id: after.id,
        outcome: decision.action === 'approve' ? 'approved' : 'rejected',
        money: { amount: after.number, currency: after.currency_code },
        reason: after.remark,
      },
      DEPOSIT_RECORDS_LINK,
    ),
  post: async (tx, clock, before, decision) => {
    if (decision.action !== 'approve') return null;
    // Credited in USD at the currency's rate now, the one the operator was shown (it was read under this decision's
    // lock); the deposit keeps the rate and the amount credited.
    const credited = before.usd_amount;
    await tx.query('UPDATE charges SET usd_price = $2, usd_amount = $3 WHERE id = $1', [before.id, before.usd_price, credited]);
    const funding = await lockUserAccount(tx, before.user_id, 'funding');
    return postJournal(tx, clock, {
      cause: 'deposit',
      userId: before.user_id,
      memo: `deposit #${before.id}`,
      postings: [
        { accountId: await houseAccountId(tx, 'deposits_in_transit'), bucket: 'available', amount: negate(credited) },
        { accountId: funding.id, bucket: 'available', amount: credited },
      ],
    });
  },
});

/** The deposits' review queue, for what works on every queue (lists, claims, exports, bulk approval). */
export const depositQueue = charges;
/** The back office's list of deposits, all or those in one status. */
export const adminDepositPage = charges.page;
/** Approves (credits the funding account), rejects or invalidates a waiting deposit, once. */
export const decideDeposit = charges.decide;
/** One deposit as the back office shows it. */
export const adminDeposit = charges.item;
