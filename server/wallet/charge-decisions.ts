import { negate } from '../../common/money';
import { ADMIN_PAGE_SIZE, type AdminCharge, type Page } from '../../common/api/admin-wallet';
import { CHARGE_STATUS, type ChargeStatus } from '../../common/api/charge';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, badField, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { uploadUrl } from '../uploads/store';
import { CHARGE_FROM, CHARGE_SELECT, type ChargeRow } from './charges';
import { recordDecision } from './decisions';
import { paged } from './paging';

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

const ADMIN_SELECT = `${CHARGE_SELECT}, u.uid, u.email`;
const ADMIN_FROM = `${CHARGE_FROM} JOIN users u ON u.id = ch.user_id`;

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

async function adminCharge(db: Queryable, id: number, forUpdate = false): Promise<AdminCharge | null> {
  const [row] = await db.query<AdminChargeRow>(`SELECT ${ADMIN_SELECT} FROM ${ADMIN_FROM} WHERE ch.id = $1 ${forUpdate ? 'FOR UPDATE OF ch' : ''}`, [id]);
  return row ? toAdminCharge(row) : null;
}

export async function adminChargePage(db: Queryable, status: ChargeStatus | undefined, page: number): Promise<Page<AdminCharge>> {
  return paged(
    db,
    {
      select: ADMIN_SELECT,
      from: `${ADMIN_FROM} WHERE ($1::smallint IS NULL OR ch.status = $1)`,
      orderBy: status === CHARGE_STATUS.unchecked ? 'ch.id' : 'ch.id DESC',
      params: [status ?? null],
    },
    { page, size: ADMIN_PAGE_SIZE },
    toAdminCharge,
  );
}

export async function decideCharge(
  db: Database,
  clock: Clock,
  operatorId: number,
  decision: { id: number; action: ChargeAction; reason: string },
): Promise<AdminCharge> {
  if (decision.action !== 'approve' && decision.reason === '') throw badField('reason', 'required');
  return db.transaction(async (tx) => {
    const before = await adminCharge(tx, decision.id, true);
    if (!before) throw notFound();
    if (before.status !== CHARGE_STATUS.unchecked) throw new DomainError(CODE.ALREADY_DECIDED, messages.alreadyDecided);
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
    const after = await adminCharge(tx, decision.id);
    if (!after) throw new Error('charge vanished');
    await recordDecision(tx, clock, { operatorId, subject: 'charge', subjectId: decision.id, action: decision.action, reason: decision.reason, before, after });
    return after;
  });
}
