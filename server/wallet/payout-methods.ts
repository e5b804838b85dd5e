import type { DrawMethod } from '../../common/api/withdraw';
import { CODE } from '../../common/envelope';
import {
  accountProblem,
  addressProblem,
  normalAccount,
  normalSwift,
  swiftProblem,
  type PayoutDetailProblem,
} from '../../common/payout-details';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError, badField, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { detailRefusal } from './payout-detail-refusal';
import { findWithdrawalCurrency, type WithdrawalCurrencyRow } from './withdrawal-currencies';
import { DRAW_TYPE, type DrawType } from '../../common/wallet';
import { assert } from '../assert';
import { usableFrom } from '../security/withdrawal-safeguards';

// A user's payout methods: a coin address or a bank account, each for one withdraw currency of its type. Another
// user's method answers "not found", whatever its id, so ids tell nothing about other users.

/** A method as the query reads it: the API's fields, with the id as PostgreSQL's bigint text, the currency flat, and
 * when it was added (from which its `usable_from` follows). */
export interface PayoutMethodRow extends Omit<DrawMethod, 'id' | 'draw_currency' | 'usable_from'> {
  id: string;
  code: string;
  protocol: string;
  created_at: Date;
}

const SELECT = `SELECT m.id, m.draw_type, m.draw_currency_id, c.code, c.protocol, m.dc_address, m.bank_name, m.bank_address,
  m.bank_swift, m.payee_name, m.payee_account, m.receipt_currency, m.remark, m.created_at, m.allow_listed
  FROM draw_methods m JOIN withdraw_currencies c ON c.id = m.draw_currency_id`;

export function toPayoutMethod(row: PayoutMethodRow): DrawMethod {
  const { id, code, protocol, created_at, ...rest } = row;
  return { id: Number(id), ...rest, draw_currency: { code, protocol }, usable_from: usableFrom(created_at) };
}

export async function listPayoutMethods(
  db: Queryable,
  userId: number,
  drawType: DrawType,
  currencyId?: number,
): Promise<PayoutMethodRow[]> {
  return db.query<PayoutMethodRow>(
    `${SELECT} WHERE m.user_id = $1 AND m.draw_type = $2 AND m.deleted_at IS NULL AND ($3::integer IS NULL OR m.draw_currency_id = $3)
     ORDER BY m.id DESC`,
    [userId, drawType, currencyId ?? null],
  );
}

/** The user's own method that is not deleted, or "not found". */
export async function ownPayoutMethod(db: Queryable, userId: number, id: number): Promise<PayoutMethodRow> {
  const [row] = await db.query<PayoutMethodRow>(`${SELECT} WHERE m.id = $1 AND m.user_id = $2 AND m.deleted_at IS NULL`, [id, userId]);
  if (!row) throw notFound();
  return row;
}

/** The method's own fields as the user typed them, with its type and currency under the call's names. */
export type BindRequest = Omit<DrawMethod, 'id' | 'draw_type' | 'draw_currency_id' | 'draw_currency' | 'usable_from' | 'allow_listed'> & {
  type: DrawType;
  draw_id: number;
};

/** The fields a method of each type cannot do without (spec section 2, "Withdraw-way add"). */
const REQUIRED: Readonly<Record<DrawType, readonly (keyof BindRequest)[]>> = {
  [DRAW_TYPE.coin]: ['dc_address'],
  [DRAW_TYPE.bank]: ['bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account'],
};

/** A detail money would be sent to that cannot be right: its own message, and the field named as badField does. */
function badDetail(field: keyof BindRequest, problem: PayoutDetailProblem, values: Record<string, string> = {}): DomainError {
  return detailRefusal(field, problem, values);
}

/**
 * The details checked as the add-method form checks them (common/payout-details.ts), in the form's order: an
 * address by its currency's protocol (named in the message; the code for a currency without one), a bank account
 * by its BIC and its IBAN or local number.
 */
function checkDetails(request: BindRequest, currency: WithdrawalCurrencyRow): void {
  if (request.type === DRAW_TYPE.coin) {
    const address = addressProblem(request.dc_address, currency.protocol);
    if (address) throw badDetail('dc_address', address, { protocol: currency.protocol || currency.code });
    return;
  }
  const swift = swiftProblem(request.bank_swift);
  if (swift) throw badDetail('bank_swift', swift);
  const account = accountProblem(request.payee_account);
  if (account) throw badDetail('payee_account', account);
}

export async function bindPayoutMethod(db: Queryable, clock: Clock, userId: number, request: BindRequest): Promise<PayoutMethodRow> {
  for (const field of REQUIRED[request.type]) {
    if (request[field] === '') throw badField(field, 'required');
  }
  // The currency first: its protocol says what an address must be.
  const currency = await findWithdrawalCurrency(db, request.draw_id);
  if (!currency?.enabled || currency.type !== request.type) {
    throw new DomainError(CODE.WALLET_UNAVAILABLE, messages.withdrawCurrencyUnavailable);
  }
  checkDetails(request, currency);
  // A coin method keeps only its address; a bank method only its bank fields, the BIC and account in normal form.
  const coin = request.type === DRAW_TYPE.coin;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO draw_methods (user_id, draw_type, draw_currency_id, dc_address, bank_name, bank_address, bank_swift,
       payee_name, payee_account, receipt_currency, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      userId,
      request.type,
      request.draw_id,
      coin ? request.dc_address : '',
      coin ? '' : request.bank_name,
      coin ? '' : request.bank_address,
      coin ? '' : normalSwift(request.bank_swift),
      coin ? '' : request.payee_name,
      coin ? '' : normalAccount(request.payee_account),
      coin ? '' : request.receipt_currency,
      request.remark,
      new Date(clock.now()),
    ],
  );
  assert(row, 'draw method insert returned nothing');
  return ownPayoutMethod(db, userId, Number(row.id));
}

export async function deletePayoutMethod(db: Queryable, clock: Clock, userId: number, id: number): Promise<void> {
  const deleted = await db.query(
    'UPDATE draw_methods SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id',
    [id, userId, new Date(clock.now())],
  );
  if (deleted.length === 0) throw notFound();
}
