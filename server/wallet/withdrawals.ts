import type { MessageDescriptor } from '@lingui/core';
import type { AdminWithdrawal } from '../../common/api/admin-wallet';
import { Decimal, negate } from '../../common/money';
import {
  WITHDRAW_PAGE_SIZE,
  WITHDRAW_STATUS,
  type WithdrawPage,
  type WithdrawRecord,
  type WithdrawStatus,
} from '../../common/api/withdraw';
import { CODE } from '../../common/envelope';
import { withdrawFee, withdrawReceivable, type DrawType } from '../../common/wallet';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { requireAmount, takingFrom } from './amount';
import { ownPayoutMethod } from './payout-methods';
import { findWithdrawalCurrency } from './withdrawal-currencies';
import { assert } from '../assert';
import { paged } from '../db/paging';
import { refuseUnsafeWithdrawal } from '../security/withdrawal-safeguards';

// A withdrawal request locks its amount in the funding account at once (one journal from available to locked), so
// the same money cannot also be transferred or withdrawn twice; the operator's decision (withdrawal-decisions.ts)
// then pays it out or frees it. The account's safeguards (a frozen account, a lock, the payout method's 24 hours, the
// allow-list: server/security/withdrawal-safeguards.ts) are checked first in the same transaction.

export const STATUS_LABELS: Readonly<Record<WithdrawStatus, MessageDescriptor>> = {
  [WITHDRAW_STATUS.unchecked]: messages.withdrawUnchecked,
  [WITHDRAW_STATUS.completed]: messages.withdrawCompleted,
  [WITHDRAW_STATUS.rejected]: messages.withdrawRejected,
  [WITHDRAW_STATUS.invalid]: messages.withdrawInvalid,
};

/** A withdrawal as the query reads it: the back office's fields less the user's, the id as PostgreSQL's bigint
 * text, the currency's code, and the time as a Date. */
export type WithdrawalRow = Omit<AdminWithdrawal, 'id' | 'uid' | 'email' | 'currency_code' | 'created_at'> & {
  id: string;
  code: string;
  created_at: Date;
};

// The currency and the payout method are read from the request's own copy of them (see requestWithdrawal).
export const WITHDRAWAL_SELECT = `w.id, w.user_id, w.type, w.number, w.fee, w.real_number, w.usd_price, w.currency_code AS code,
  w.protocol, w.address, w.bank_name, w.bank_address, w.bank_swift, w.payee_name, w.payee_account, w.receipt_currency, w.memo,
  w.status, w.notes, w.payment_reference, w.created_at`;
export const WITHDRAWAL_FROM = 'withdrawals w';

export function toWithdrawalRecord(row: WithdrawalRow, translate: Translate): WithdrawRecord {
  return {
    id: Number(row.id),
    number: row.number,
    real_number: row.real_number,
    fee: row.fee,
    status: row.status,
    status_name: translate(STATUS_LABELS[row.status]),
    created_at: row.created_at.getTime(),
    type: row.type,
    address: row.address,
    bank_name: row.bank_name,
    payee_name: row.payee_name,
    payee_account: row.payee_account,
    memo: row.memo,
    notes: row.notes,
    payment_reference: row.payment_reference,
    draw_currency: { code: row.code, protocol: row.protocol },
  };
}

export interface WithdrawalRequest {
  currencyId: number;
  number: string;
  memo: string;
  methodId: number;
}

export async function requestWithdrawal(db: Database, clock: Clock, userId: number, request: WithdrawalRequest): Promise<WithdrawalRow> {
  const amount = requireAmount('number', request.number);
  const currency = await findWithdrawalCurrency(db, request.currencyId);
  if (!currency?.enabled) throw new DomainError(CODE.WALLET_UNAVAILABLE, messages.withdrawCurrencyUnavailable);
  const method = await ownPayoutMethod(db, userId, request.methodId);
  if (method.draw_currency_id !== currency.id) throw new DomainError(CODE.WALLET_UNAVAILABLE, messages.drawMethodMismatch);
  const fee = withdrawFee(amount, currency.draw_rate, currency.fee_type);
  if (new Decimal(fee).gte(amount)) throw new DomainError(CODE.FEE_EXCEEDS_AMOUNT, messages.drawFeeExceedsAmount, { field: 'number', fee });
  const receivable = withdrawReceivable(amount, fee, currency.usd_price);
  return db.transaction(async (tx) => {
    await refuseUnsafeWithdrawal(tx, clock, userId, Number(method.id));
    const funding = await lockUserAccount(tx, userId, 'funding');
    const journalId = await takingFrom(tx, 'number', () =>
      postJournal(tx, clock, {
        cause: 'withdrawal',
        userId,
        memo: 'withdrawal requested',
        postings: [
          { accountId: funding.id, bucket: 'available', amount: negate(amount) },
          { accountId: funding.id, bucket: 'locked', amount },
        ],
      }),
    );
    const [inserted] = await tx.query<{ id: string }>(
      // The method and the currency as they are now, whole: what the operator pays to, whatever changes later.
      `INSERT INTO withdrawals (user_id, draw_currency_id, draw_method_id, type, number, fee, real_number, usd_price, memo,
         currency_code, protocol, address, bank_name, bank_address, bank_swift, payee_name, payee_account, receipt_currency,
         lock_journal_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
      [
        userId,
        currency.id,
        method.id,
        currency.type,
        amount,
        fee,
        receivable,
        currency.usd_price,
        request.memo,
        currency.code,
        currency.protocol,
        method.dc_address,
        method.bank_name,
        method.bank_address,
        method.bank_swift,
        method.payee_name,
        method.payee_account,
        method.receipt_currency,
        journalId,
        new Date(clock.now()),
      ],
    );
    assert(inserted, 'withdrawal insert returned nothing');
    await tx.query('UPDATE journals SET memo = $2 WHERE id = $1', [journalId, `withdrawal #${inserted.id} requested`]);
    return findWithdrawal(tx, Number(inserted.id));
  });
}

export async function findWithdrawal(db: Queryable, id: number, forUpdate = false): Promise<WithdrawalRow> {
  const [row] = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_SELECT} FROM ${WITHDRAWAL_FROM} WHERE w.id = $1 ${forUpdate ? 'FOR UPDATE OF w' : ''}`,
    [id],
  );
  assert(row, `withdrawal ${id} is missing`);
  return row;
}

export async function withdrawalPage(
  db: Queryable,
  translate: Translate,
  userId: number,
  type: DrawType,
  page: number,
): Promise<WithdrawPage> {
  return paged(
    db,
    {
      select: WITHDRAWAL_SELECT,
      from: `${WITHDRAWAL_FROM} WHERE w.user_id = $1 AND w.type = $2`,
      orderBy: 'w.id DESC',
      params: [userId, type],
    },
    { page, size: WITHDRAW_PAGE_SIZE },
    (row: WithdrawalRow) => toWithdrawalRecord(row, translate),
  );
}
