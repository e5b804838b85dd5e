import { negate } from '../../common/money';
import type { AdminCharge, Page } from '../../common/api/admin-wallet';
import { CHARGE_STATUS, type ChargeStatus } from '../../common/api/charge';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { uploadUrl } from '../uploads/store';
import { CHARGE_FROM, CHARGE_SELECT, type ChargeRow } from './charges';
import { decide, reviewPage, type Decision, type QueueUser, userRequestQueue } from './review-queue';

// An operator approves a deposit once the money has arrived: the funding account is credited from the house's
// deposits-in-transit account, in one journal. A rejection or an invalid mark moves nothing. A deposit is decided
// once; the second decision is refused.

export type ChargeAction = 'approve' | 'reject' | 'invalid';

const STATUS_OF: Readonly<Record<ChargeAction, ChargeStatus>> = {
  approve: CHARGE_STATUS.finished,
  reject: CHARGE_STATUS.rejected,
  invalid: CHARGE_STATUS.invalid,
};

function toAdminCharge({ id, email, proof_upload, created_at, ...rest }: ChargeRow & QueueUser): AdminCharge {
  return { ...rest, id: Number(id), email: email ?? '', proof_url: uploadUrl(proof_upload), created_at: created_at.getTime() };
}

const queue = userRequestQueue<ChargeRow & QueueUser, AdminCharge, ChargeAction>({
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
