import { type AdminFund, type Fund, FUND_PAGE_SIZE, type FundPage } from '../../common/api/fund';
import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { FundRefundMode } from '../../common/fund';
import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, notFound } from '../errors';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';

// The funds on offer: what users list and open, and what operators create and change in the back office (each
// change recorded with the fund before and after).

export interface FundRow {
  id: number;
  title: string;
  image: string;
  currency_code: string;
  dividend_percentage: string;
  staring_sub_amount: string;
  max_sub_amount: string;
  lock_dividend_days: number;
  description: string;
  liquidated_damages: string;
  refund_mode: FundRefundMode;
  enabled: boolean;
  sort: number;
}

const COLUMNS = `id, title, image, currency_code, dividend_percentage, staring_sub_amount, max_sub_amount, lock_dividend_days,
  description, liquidated_damages, refund_mode, enabled, sort`;

/** Percentages keep their meaningful digits ("0.35", not "0.3500"). */
export function percentText(value: string): string {
  return new Decimal(value).toString();
}

export function toFund(row: FundRow): Fund {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    currency_code: row.currency_code,
    dividend_percentage: percentText(row.dividend_percentage),
    staring_sub_amount: formatAmount(row.staring_sub_amount),
    lock_dividend_days: row.lock_dividend_days,
    max_sub_amount: formatAmount(row.max_sub_amount),
    desc: row.description,
    liquidated_damages: percentText(row.liquidated_damages),
    refund_mode: row.refund_mode,
  };
}

export function toAdminFund(row: FundRow): AdminFund {
  return { ...toFund(row), enabled: row.enabled, sort: row.sort };
}

/** The page with `last_page`, as the fund calls answer. */
export function fundPage<T>(page: { data: T[]; total: number }, current: number): FundPage<T> {
  return { ...page, current_page: current, last_page: Math.max(1, Math.ceil(page.total / FUND_PAGE_SIZE)) };
}

export async function enabledFunds(db: Queryable, page: number): Promise<FundPage<Fund>> {
  const rows = await paged(
    db,
    { select: COLUMNS, from: 'funds WHERE enabled', orderBy: 'sort, id', params: [] },
    { page, size: FUND_PAGE_SIZE },
    toFund,
  );
  return fundPage(rows, page);
}

/** A fund a user may open: enabled ones only (a disabled one is as good as absent). */
export async function enabledFund(db: Queryable, id: number, forShare = false): Promise<FundRow> {
  const [row] = await db.query<FundRow>(`SELECT ${COLUMNS} FROM funds WHERE id = $1 AND enabled ${forShare ? 'FOR SHARE' : ''}`, [id]);
  if (!row) throw notFound();
  return row;
}

export async function adminFundPage(db: Queryable, page: number): Promise<Page<AdminFund>> {
  return paged(db, { select: COLUMNS, from: 'funds', orderBy: 'sort, id', params: [] }, { page, size: ADMIN_PAGE_SIZE }, toAdminFund);
}

export interface FundInput {
  id?: number | undefined;
  title: string;
  image: string;
  dividend_percentage: string;
  staring_sub_amount: string;
  max_sub_amount: string;
  lock_dividend_days: number;
  desc: string;
  liquidated_damages: string;
  refund_mode: FundRefundMode;
  enabled: 0 | 1;
  sort: number;
}

/** Creates a fund, or changes one; subscriptions already made keep the terms they were made on. */
export async function saveFund(db: Database, clock: Clock, operatorId: number, input: FundInput): Promise<AdminFund> {
  if (new Decimal(input.liquidated_damages).gt(100)) throw badField('liquidated_damages', 'invalid');
  if (new Decimal(input.dividend_percentage).gt(100)) throw badField('dividend_percentage', 'invalid');
  if (new Decimal(input.staring_sub_amount).lte(0)) throw badField('staring_sub_amount', 'invalid');
  if (new Decimal(input.max_sub_amount).lt(input.staring_sub_amount)) throw badField('max_sub_amount', 'invalid');
  return db.transaction(async (tx) => {
    let before: AdminFund | null = null;
    if (input.id !== undefined) {
      const [row] = await tx.query<FundRow>(`SELECT ${COLUMNS} FROM funds WHERE id = $1 FOR UPDATE`, [input.id]);
      if (!row) throw notFound();
      before = toAdminFund(row);
    }
    const values = [
      input.title,
      input.image,
      input.dividend_percentage,
      input.staring_sub_amount,
      input.max_sub_amount,
      input.lock_dividend_days,
      input.desc,
      input.liquidated_damages,
      input.refund_mode,
      input.enabled === 1,
      input.sort,
    ];
    const [row] =
      input.id === undefined
        ? await tx.query<FundRow>(
            `INSERT INTO funds (title, image, dividend_percentage, staring_sub_amount, max_sub_amount, lock_dividend_days, description,
               liquidated_damages, refund_mode, enabled, sort)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
            values,
          )
        : await tx.query<FundRow>(
            `UPDATE funds SET title = $1, image = $2, dividend_percentage = $3, staring_sub_amount = $4, max_sub_amount = $5,
               lock_dividend_days = $6, description = $7, liquidated_damages = $8, refund_mode = $9, enabled = $10, sort = $11
             WHERE id = $12 RETURNING ${COLUMNS}`,
            [...values, input.id],
          );
    assert(row, 'fund save returned nothing');
    const after = toAdminFund(row);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'fund',
      subjectId: row.id,
      action: before ? 'update' : 'create',
      reason: '',
      before,
      after,
    });
    return after;
  });
}
