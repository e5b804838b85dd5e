import { type AdminFund, type Fund, FUND_PAGE_SIZE, type FundPage, type FundSubscription } from '../../common/api/fund';
import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { FundRefundMode } from '../../common/fund';
import { SOURCE_LOCALE, type LocaleCode } from '../../common/locales';
import { readTitle, type Translations } from '../../common/localized-text';
import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, notFound } from '../errors';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';
import { FUND_TRANSLATIONS, translationsOf, writeTranslations } from '../content/translations';

// The funds on offer: what users list and open, and what operators create and change in the back office (each
// change recorded with the fund before and after). A fund's title and terms are written in English (its own
// columns) and in other languages (fund_translations); a user reads them in their language, with the fallback of
// common/localized-text.ts.

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

/** The fund for a reader of `lang`, given its other languages' texts. */
export function toFund(row: FundRow, lang: LocaleCode = SOURCE_LOCALE, translations: Translations = {}): Fund {
  const text = readTitle({ title: row.title, desc: row.description }, translations, lang);
  return {
    id: row.id,
    title: text.title,
    image: row.image,
    currency_code: row.currency_code,
    dividend_percentage: percentText(row.dividend_percentage),
    staring_sub_amount: formatAmount(row.staring_sub_amount),
    lock_dividend_days: row.lock_dividend_days,
    max_sub_amount: formatAmount(row.max_sub_amount),
    desc: text.desc,
    liquidated_damages: percentText(row.liquidated_damages),
    refund_mode: row.refund_mode,
    lang: text.lang,
  };
}

/** The back office's fund: its English text as `title` and `desc`, and its other languages as `texts`. */
function toAdminFund(row: FundRow, translations: Translations): AdminFund {
  return { ...toFund(row), enabled: row.enabled, sort: row.sort, texts: translations };
}

/** Funds for a reader of `lang`, each in their language (one query for the other languages of them all). */
export async function localizedFunds(db: Queryable, rows: readonly FundRow[], lang: LocaleCode): Promise<Fund[]> {
  const translations = await translationsOf(
    db,
    FUND_TRANSLATIONS,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toFund(row, lang, translations.get(row.id)));
}

/** The page with `last_page`, as the fund calls answer. */
export function fundPage<T>(page: { data: T[]; total: number }, current: number): FundPage<T> {
  return { ...page, current_page: current, last_page: Math.max(1, Math.ceil(page.total / FUND_PAGE_SIZE)) };
}

export async function enabledFunds(db: Queryable, page: number, lang: LocaleCode): Promise<FundPage<Fund>> {
  const rows = await paged(
    db,
    { select: COLUMNS, from: 'funds WHERE enabled', orderBy: 'sort, id', params: [] },
    { page, size: FUND_PAGE_SIZE },
    (row: FundRow) => row,
  );
  return fundPage({ data: await localizedFunds(db, rows.data, lang), total: rows.total }, page);
}

/** A fund a user may open: enabled ones only (a disabled one is as good as absent). */
export async function enabledFund(db: Queryable, id: number, forShare = false): Promise<FundRow> {
  const [row] = await db.query<FundRow>(`SELECT ${COLUMNS} FROM funds WHERE id = $1 AND enabled ${forShare ? 'FOR SHARE' : ''}`, [id]);
  if (!row) throw notFound();
  return row;
}

/** An enabled fund for a reader of `lang`. */
export async function localizedFund(db: Queryable, id: number, lang: LocaleCode): Promise<Fund> {
  const [fund] = await localizedFunds(db, [await enabledFund(db, id)], lang);
  assert(fund, 'a fund read lost its row');
  return fund;
}

/** Subscriptions with their fund's title for a reader of `lang` (they are read with its English title). */
export async function localizedSubscriptions<S extends FundSubscription>(
  db: Queryable,
  subscriptions: readonly S[],
  lang: LocaleCode,
): Promise<S[]> {
  const translations = await translationsOf(db, FUND_TRANSLATIONS, [...new Set(subscriptions.map((subscription) => subscription.fund_id))]);
  return subscriptions.map((subscription) => {
    const english = { title: subscription.get_fund.title, desc: '' };
    const { title } = readTitle(english, translations.get(subscription.fund_id) ?? {}, lang);
    return { ...subscription, get_fund: { ...subscription.get_fund, title } };
  });
}

async function adminFunds(db: Queryable, rows: readonly FundRow[]): Promise<AdminFund[]> {
  const translations = await translationsOf(
    db,
    FUND_TRANSLATIONS,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminFund(row, translations.get(row.id) ?? {}));
}

export async function adminFundPage(db: Queryable, page: number): Promise<Page<AdminFund>> {
  const rows = await paged(
    db,
    { select: COLUMNS, from: 'funds', orderBy: 'sort, id', params: [] },
    { page, size: ADMIN_PAGE_SIZE },
    (row: FundRow) => row,
  );
  return { data: await adminFunds(db, rows.data), total: rows.total };
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
  /** The other languages' texts, replacing those written; undefined leaves them as they are. */
  texts?: Translations | undefined;
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
      before = (await adminFunds(tx, [row]))[0] ?? null;
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
    if (input.texts) await writeTranslations(tx, FUND_TRANSLATIONS, row.id, input.texts);
    const [after] = await adminFunds(tx, [row]);
    assert(after, 'a saved fund lost its row');
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
