import { LEDGER_PAGE_SIZE, type LedgerEntry, type LedgerPage } from '../../common/api/wallet';
import { daysReversed } from '../../common/calendar-day';
import { CODE } from '../../common/envelope';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { ACCOUNT_TYPE, LEDGER_TYPE, type AccountKind, type LedgerType } from '../../common/wallet';
import { causesOfType, LEDGER_CAUSES, typeOfCause } from './ledger-causes';
import { ledgerWording } from './ledger-wording';

// The ledger screen reads the journal itself: one entry per journal and account it touched, with the change to
// the available and the locked balance, and each bucket's balance just after it, summed over the account's
// postings in journal order by a window function. Nothing is kept apart from the postings, so the screen and the
// balances cannot disagree; the running sums are taken over every entry of the account before any filter, so a
// filtered or later page shows the same balances as the whole list.

/** "YYYY-MM-DD HH:mm:ss" in UTC. */
function timeText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** What an entry's wording reads of its journal's withdrawal, deposit or adjustment (ENTRY_DETAIL_COLUMNS). */
export interface EntryDetailRow {
  cause: string;
  memo: string;
  available: string;
  locked: string;
  withdrawal_id: string | null;
  withdrawal_status: number | null;
  withdrawal_requested: boolean | null;
  withdrawal_number: string | null;
  withdrawal_fee: string | null;
  withdrawal_real_number: string | null;
  withdrawal_currency: string | null;
  charge_id: string | null;
  charge_number: string | null;
  charge_usd_price: string | null;
  charge_currency: string | null;
  adjustment_reason: string | null;
}

interface EntryRow extends EntryDetailRow {
  journal_id: string;
  kind: AccountKind;
  created_at: Date;
  balance: string;
  lock_balance: string;
}

/** The columns of an entry's details, from the joins ENTRY_DETAIL_JOINS makes. */
export const ENTRY_DETAIL_COLUMNS = `w.id AS withdrawal_id, w.status AS withdrawal_status, w.lock_journal_id = j.id AS withdrawal_requested,
  w.number AS withdrawal_number, w.fee AS withdrawal_fee, w.real_number AS withdrawal_real_number,
  w.currency_code AS withdrawal_currency,
  ch.id AS charge_id, ch.number AS charge_number, ch.usd_price AS charge_usd_price, c.name AS charge_currency,
  ba.reason AS adjustment_reason`;

/** The joins of an entry's details to its journal `j`, for the user whose id is the parameter `user`. */
export function entryDetailJoins(user: string): string {
  return `LEFT JOIN withdrawals w ON j.cause = 'withdrawal' AND w.user_id = ${user}
       AND (w.lock_journal_id = j.id OR w.decision_journal_id = j.id)
     LEFT JOIN charges ch ON j.cause = 'deposit' AND ch.user_id = ${user} AND ch.journal_id = j.id
     LEFT JOIN collect_currencies c ON c.id = ch.collect_currency_id
     LEFT JOIN balance_adjustments ba ON j.cause = 'adjustment' AND ba.user_id = ${user} AND ba.decision_journal_id = j.id`;
}

/** An entry's description in the reader's language: its cause, with the withdrawal, deposit or adjustment it is of. */
export function entryWording(translate: Translate, row: EntryDetailRow): string {
  return ledgerWording(translate, {
    cause: row.cause,
    memo: row.memo,
    available: row.available,
    locked: row.locked,
    withdrawal:
      row.withdrawal_id === null
        ? null
        : {
            id: row.withdrawal_id,
            status: Number(row.withdrawal_status),
            requested: row.withdrawal_requested === true,
            number: row.withdrawal_number ?? '0',
            fee: row.withdrawal_fee ?? '0',
            realNumber: row.withdrawal_real_number ?? '0',
            currency: row.withdrawal_currency ?? '',
          },
    deposit:
      row.charge_id === null
        ? null
        : {
            id: row.charge_id,
            number: row.charge_number ?? '0',
            currency: row.charge_currency ?? '',
            usdPrice: row.charge_usd_price ?? '1',
          },
    adjustmentReason: row.adjustment_reason,
  });
}

export interface LedgerQuery {
  userId: number;
  page: number;
  /** 0 or absent: every type. */
  type?: number | undefined;
  accountKind?: AccountKind | undefined;
  /** Calendar days, UTC, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The entries' filter (their type and days), as SQL over `j` (journals) with its parameters after `first`. */
function entryFilter(query: LedgerQuery, first: number): { sql: string; params: (string | readonly string[])[] } {
  const conditions: string[] = [];
  const params: (string | readonly string[])[] = [];
  const param = (value: string | readonly string[]) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (query.type) {
    // Type 10 is every cause without a type of its own.
    const memoOnly = query.type === LEDGER_TYPE.memo;
    conditions.push(
      `${memoOnly ? 'NOT ' : ''}(j.cause = ANY(${param(memoOnly ? LEDGER_CAUSES : causesOfType(query.type as LedgerType))}::text[]))`,
    );
  }
  // The days as the database reads them, UTC midnights: any calendar day from 0001 to 9999, and the one after it,
  // is a date PostgreSQL holds, where a JavaScript Date of year 10000 would not travel.
  if (query.from !== undefined) conditions.push(`j.created_at >= (${param(query.from)}::date::timestamp AT TIME ZONE 'UTC')`);
  if (query.to !== undefined) conditions.push(`j.created_at < ((${param(query.to)}::date + 1)::timestamp AT TIME ZONE 'UTC')`);
  return { sql: conditions.length > 0 ? conditions.join(' AND ') : 'true', params };
}

function toEntry(translate: Translate, row: EntryRow): LedgerEntry {
  return {
    Id: Number(row.journal_id),
    accountTypeId: ACCOUNT_TYPE[row.kind],
    Value: row.available,
    LockValue: row.locked,
    Balance: row.balance,
    LockBalance: row.lock_balance,
    Type: typeOfCause(row.cause),
    Memo: row.memo,
    MemoTran: entryWording(translate, row),
    CreatedAt: row.created_at.getTime(),
    CreatedAtTran: timeText(row.created_at),
  };
}

export async function ledgerPage(db: Queryable, translate: Translate, query: LedgerQuery): Promise<LedgerPage> {
  if (daysReversed(query.from, query.to)) throw new DomainError(CODE.BAD_INPUT, messages.ledgerDatesReversed, { field: 'from' });
  const accounts: (number | string)[] = [query.userId];
  let ownAccounts = 'a.user_id = $1';
  if (query.accountKind) {
    accounts.push(query.accountKind);
    ownAccounts += ' AND a.kind = $2';
  }
  const filter = entryFilter(query, accounts.length + 1);
  const params = [...accounts, ...filter.params];
  // Each (journal, account) entry with its buckets' changes, over every posting of the user's accounts.
  const entries = `SELECT p.journal_id, p.account_id, a.kind,
            coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'available'), 0.00) AS available,
            coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'locked'), 0.00) AS locked
     FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
     WHERE ${ownAccounts}
     GROUP BY p.journal_id, p.account_id, a.kind`;
  const rows = await db.query<EntryRow>(
    `WITH entry AS (${entries}),
     running AS (
       SELECT entry.*, sum(available) OVER upto AS balance, sum(locked) OVER upto AS lock_balance
       FROM entry
       WINDOW upto AS (PARTITION BY account_id ORDER BY journal_id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
     )
     SELECT r.journal_id, r.kind, j.cause, j.memo, j.created_at, r.available, r.locked, r.balance, r.lock_balance,
            ${ENTRY_DETAIL_COLUMNS}
     FROM running r
     JOIN journals j ON j.id = r.journal_id
     ${entryDetailJoins('$1')}
     WHERE ${filter.sql}
     ORDER BY r.journal_id DESC, r.account_id
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, LEDGER_PAGE_SIZE, (query.page - 1) * LEDGER_PAGE_SIZE],
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (${entries}) entry JOIN journals j ON j.id = entry.journal_id WHERE ${filter.sql}`,
    params,
  );
  return { list: rows.map((row) => toEntry(translate, row)), total: Number(count?.n ?? 0) };
}
