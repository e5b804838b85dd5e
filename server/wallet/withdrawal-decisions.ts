import { Decimal } from '../../common/money';
import { ADMIN_PAGE_SIZE, type AdminWithdrawal, type Page } from '../../common/api/admin-wallet';
import { WITHDRAW_STATUS, type WithdrawStatus } from '../../common/api/withdraw';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, badField, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { houseAccountId, lockUserAccount } from '../ledger/accounts';
import { postJournal, type PostingInput } from '../ledger/ledger';
import { recordDecision } from './decisions';
import { paged } from './paging';
import { WITHDRAWAL_FROM, WITHDRAWAL_SELECT, type WithdrawalRow } from './withdrawals';

// An operator completes a withdrawal (the locked amount leaves: what the user receives to the house's withdrawals
// account, the fee to the house's fees) or rejects it or marks it invalid (the amount is free again). Each decision
// is one transaction with its journal and its record; a second decision on the same request is refused.

export type WithdrawalAction = 'complete' | 'reject' | 'invalid';

const STATUS_OF: Readonly<Record<WithdrawalAction, WithdrawStatus>> = {
  complete: WITHDRAW_STATUS.completed,
  reject: WITHDRAW_STATUS.rejected,
  invalid: WITHDRAW_STATUS.invalid,
};

type AdminWithdrawalRow = WithdrawalRow & { uid: string; email: string | null };

const ADMIN_SELECT = `${WITHDRAWAL_SELECT}, u.uid, u.email`;
const ADMIN_FROM = `${WITHDRAWAL_FROM} JOIN users u ON u.id = w.user_id`;

function toAdminWithdrawal(row: AdminWithdrawalRow): AdminWithdrawal {
  return {
    id: Number(row.id),
    user_id: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
    type: row.type,
    number: row.number,
    fee: row.fee,
    real_number: row.real_number,
    currency_code: row.code,
    protocol: row.protocol,
    address: row.address,
    payee_account: row.payee_account,
    memo: row.memo,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at.getTime(),
  };
}

async function adminWithdrawal(db: Queryable, id: number, forUpdate = false): Promise<AdminWithdrawal | null> {
  const [row] = await db.query<AdminWithdrawalRow>(`SELECT ${ADMIN_SELECT} FROM ${ADMIN_FROM} WHERE w.id = $1 ${forUpdate ? 'FOR UPDATE OF w' : ''}`, [id]);
  return row ? toAdminWithdrawal(row) : null;
}

export async function adminWithdrawalPage(db: Queryable, status: WithdrawStatus | undefined, page: number): Promise<Page<AdminWithdrawal>> {
  return paged(
    db,
    {
      select: ADMIN_SELECT,
      from: `${ADMIN_FROM} WHERE ($1::smallint IS NULL OR w.status = $1)`,
      // Pending ones oldest first, as they wait; decided ones newest first.
      orderBy: status === WITHDRAW_STATUS.unchecked ? 'w.id' : 'w.id DESC',
      params: [status ?? null],
    },
    { page, size: ADMIN_PAGE_SIZE },
    toAdminWithdrawal,
  );
}

export async function decideWithdrawal(
  db: Database,
  clock: Clock,
  operatorId: number,
  decision: { id: number; action: WithdrawalAction; reason: string },
): Promise<AdminWithdrawal> {
  if (decision.action !== 'complete' && decision.reason === '') throw badField('reason', 'required');
  return db.transaction(async (tx) => {
    const before = await adminWithdrawal(tx, decision.id, true);
    if (!before) throw notFound();
    if (before.status !== WITHDRAW_STATUS.unchecked) throw new DomainError(CODE.ALREADY_DECIDED, messages.alreadyDecided);
    const funding = await lockUserAccount(tx, before.user_id, 'funding');
    const amount = new Decimal(before.number);
    const postings: PostingInput[] = [{ accountId: funding.id, bucket: 'locked', amount: amount.negated() }];
    if (decision.action === 'complete') {
      const fee = new Decimal(before.fee);
      postings.push({ accountId: await houseAccountId(tx, 'withdrawals_in_transit'), bucket: 'available', amount: amount.minus(fee) });
      if (!fee.isZero()) postings.push({ accountId: await houseAccountId(tx, 'house_fees'), bucket: 'available', amount: fee });
    } else {
      postings.push({ accountId: funding.id, bucket: 'available', amount });
    }
    const journalId = await postJournal(tx, clock, {
      cause: 'withdrawal',
      userId: before.user_id,
      memo: `withdrawal #${before.id} ${decision.action === 'complete' ? 'completed' : 'released'}`,
      postings,
    });
    await tx.query('UPDATE withdrawals SET status = $2, notes = $3, decision_journal_id = $4, decided_at = $5 WHERE id = $1', [
      decision.id,
      STATUS_OF[decision.action],
      decision.reason,
      journalId,
      new Date(clock.now()),
    ]);
    const after = await adminWithdrawal(tx, decision.id);
    if (!after) throw new Error('withdrawal vanished');
    await recordDecision(tx, clock, { operatorId, subject: 'withdrawal', subjectId: decision.id, action: decision.action, reason: decision.reason, before, after });
    return after;
  });
}
