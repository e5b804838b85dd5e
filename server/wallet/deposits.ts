import { plainDecimal } from '../../common/money';
import { CHARGE_PAGE_SIZE, type ChargePage, type ChargeRecord } from '../../common/api/charge';
import type { AdminCharge } from '../../common/api/admin-wallet';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { requireOwnUpload } from '../uploads/store';
import { requireAmount } from './amount';
import { findBankAccount, findCollectCurrency } from './deposit-config';
import { CHARGE_TYPE, depositCredit, type ChargeType } from '../../common/wallet';
import { assert } from '../assert';
import { paged } from '../db/paging';

// Deposits: the user says what they sent and shows a proof; nothing moves until an operator has checked the money
// arrived (charge-decisions.ts), so a deposit request alone never creates money.

/** A deposit as the query reads it: the back office's fields less the user's, the id as PostgreSQL's bigint text,
 * the proof's stored name, and the time as a Date. */
export type DepositRow = Omit<AdminCharge, 'id' | 'uid' | 'email' | 'proof_url' | 'created_at' | 'usd_price' | 'usd_amount'> & {
  id: string;
  proof_upload: string;
  created_at: Date;
  collect_currency_id: number;
  /** The rate the approval applied, or the currency's rate now while the deposit waits. */
  usd_price: string;
  /** What the approval credited; null while waiting. */
  usd_amount: string | null;
};

export const DEPOSIT_SELECT = `ch.id, ch.user_id, ch.type, ch.number, c.name AS currency_code, ch.collect_currency_id, ch.bank_account_id,
  b.bank_name, ch.address, ch.proof_upload, ch.status, ch.remark, COALESCE(ch.usd_price, c.usd_price) AS usd_price, ch.usd_amount,
  ch.created_at`;

/** USD credited, or what approving at the rate now would credit (common/wallet.ts's formula, the approval's own). */
export const depositUsd = (row: Pick<DepositRow, 'number' | 'usd_price' | 'usd_amount'>): string =>
  row.usd_amount ?? depositCredit(row.number, row.usd_price);
export const DEPOSIT_FROM = `charges ch JOIN collect_currencies c ON c.id = ch.collect_currency_id
  LEFT JOIN charge_bank_accounts b ON b.id = ch.bank_account_id`;

export function toDepositRecord(row: DepositRow): ChargeRecord {
  return {
    id: Number(row.id),
    number: row.number,
    usd_price: plainDecimal(row.usd_price),
    usd_amount: depositUsd(row),
    type: row.type,
    currency_code: row.currency_code,
    status: row.status,
    created_at: row.created_at.getTime(),
    remark: row.remark,
  };
}

interface NewCharge {
  type: ChargeType;
  collectCurrencyId: number;
  bankAccountId: number | null;
  address: string;
  number: string;
  proofImg: string;
}

async function insertCharge(db: Queryable, clock: Clock, userId: number, charge: NewCharge): Promise<DepositRow> {
  const amount = requireAmount('number', charge.number);
  const proof = await requireOwnUpload(db, userId, 'proofImg', charge.proofImg);
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO charges (user_id, type, collect_currency_id, bank_account_id, address, number, proof_upload, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, charge.type, charge.collectCurrencyId, charge.bankAccountId, charge.address, amount, proof, new Date(clock.now())],
  );
  assert(inserted, 'charge insert returned nothing');
  return findDeposit(db, Number(inserted.id));
}

/** A coin deposit to collect currency `chargeId`'s address, paid from `address`. */
export async function submitCoinDeposit(
  db: Queryable,
  clock: Clock,
  userId: number,
  request: { number: string; proofImg: string; address: string; chargeId: number },
): Promise<DepositRow> {
  const currency = await findCollectCurrency(db, request.chargeId);
  if (!currency?.enabled || currency.address === '') throw new DomainError(CODE.WALLET_UNAVAILABLE, messages.chargeCurrencyUnavailable);
  return insertCharge(db, clock, userId, {
    type: CHARGE_TYPE.coin,
    collectCurrencyId: currency.id,
    bankAccountId: null,
    address: request.address,
    number: request.number,
    proofImg: request.proofImg,
  });
}

/** A bank-transfer deposit to receiving account `wireId`. */
export async function submitWireDeposit(
  db: Queryable,
  clock: Clock,
  userId: number,
  request: { number: string; proofImg: string; wireId: number },
): Promise<DepositRow> {
  const account = await findBankAccount(db, request.wireId);
  const currency = account ? await findCollectCurrency(db, account.collect_currency_id) : null;
  if (!account?.enabled || !currency?.enabled) throw new DomainError(CODE.WALLET_UNAVAILABLE, messages.chargeBankUnavailable);
  return insertCharge(db, clock, userId, {
    type: CHARGE_TYPE.bank,
    collectCurrencyId: currency.id,
    bankAccountId: account.id,
    address: '',
    number: request.number,
    proofImg: request.proofImg,
  });
}

export async function findDeposit(db: Queryable, id: number): Promise<DepositRow> {
  const [row] = await db.query<DepositRow>(`SELECT ${DEPOSIT_SELECT} FROM ${DEPOSIT_FROM} WHERE ch.id = $1`, [id]);
  assert(row, `charge ${id} is missing`);
  return row;
}

export async function depositPage(db: Queryable, userId: number, type: ChargeType | undefined, page: number): Promise<ChargePage> {
  return paged(
    db,
    {
      select: DEPOSIT_SELECT,
      from: `${DEPOSIT_FROM} WHERE ch.user_id = $1 AND ($2::smallint IS NULL OR ch.type = $2)`,
      orderBy: 'ch.id DESC',
      params: [userId, type ?? null],
    },
    { page, size: CHARGE_PAGE_SIZE },
    toDepositRecord,
  );
}
