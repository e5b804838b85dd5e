import { negate } from '../../common/money';
import type { AdminCharge, Page } from '../../common/api/admin-wallet';
import { CHARGE_STATUS, type ChargeStatus } from '../../common/api/charge';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { uploadUrl } from '../uploads/store';
import { CHARGE_FROM, CHARGE_SELECT, type ChargeRow } from './charges';
import { decide, reviewPage, type Decision, userRequestQueue } from './review-queue';

// An operator approves a deposit once the money has arrived: the funding account is credited from the house's
// deposits-in-transit account, in one journal. A rejection or an invalid mark moves nothing. A deposit is decided
// once; the second decision is refused.

export type ChargeAction = 'approve' | 'reject' | 'invalid';

const STATUS_OF: Readonly<Record<ChargeAction, ChargeStatus>> = {
  approve: CHARGE_STATUS.finished,
  reject: CHARGE_STATUS.rejected,
  invalid: CHARGE_STATUS.invalid,
};

type AdminChargeRow = ChargeRow & { uid: string; email: string | null };

function toAdminCharge(row: AdminChargeRow): AdminCharge {
  return {
    id: Number(row.id),
    user_id: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
    type: row.type,
    number: row.number,
    currency_code: row.currency_code,
    bank_account_id: row.bank_account_id,
    address: row.address,
    proof_url: uploadUrl(row.proof_upload),
    status: row.status,
    remark: row.remark,
    created_at: row.created_at.getTime(),
  };
}

const queue = userRequestQueue<AdminChargeRow, AdminCharge, ChargeAction>({
  subject: 'charge',
  select: CHARGE_SELECT,
  from: CHARGE_FROM,
  alias: 'ch',
  pending: CHARGE_STATUS.unchecked,
  toItem: toAdminCharge,
  needsReason: (action) => action !== 'approve',
  apply: async (tx, clock, before, decision) => {
    let journalId: string | null = null;
    if (decision.action === 'approve') {
      const funding = await lockUserAccount(tx, before.user_id, 'funding');
      journalId = await postJournal(tx, clock, {
        cause: 'deposit',
        userId: before.user_id,
        memo: `deposit #${before.id}`,
        postings: [
          { accountId: await houseAccountId(tx, 'deposits_in_transit'), bucket: 'available', amount: negate(before.number) },
          { accountId: funding.id, bucket: 'available', amount: before.number },
        ],
      });
    }
    await tx.query('UPDATE charges SET status = $2, remark = $3, journal_id = $4, decided_at = $5 WHERE id = $1', [
      decision.id,
      STATUS_OF[decision.action],
      decision.reason,
      journalId,
      new Date(clock.now()),
    ]);
  },
});

export function adminChargePage(db: Queryable, status: ChargeStatus | undefined, page: number): Promise<Page<AdminCharge>> {
  return reviewPage(db, queue, status, page);
}

export function decideCharge(db: Database, clock: Clock, operatorId: number, decision: Decision<ChargeAction>): Promise<AdminCharge> {
  return decide(db, clock, operatorId, queue, decision);
}
