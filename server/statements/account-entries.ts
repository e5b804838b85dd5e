import { Decimal } from '../../common/money';
import type { AccountKind } from '../../common/wallet';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { USER_ACCOUNT_KINDS } from '../ledger/accounts';
import { ENTRY_DETAIL_COLUMNS, entryDetailJoins, entryWording, type EntryDetailRow } from '../wallet/ledger-entries';

// A statement's movements, read in batches of journals in time order (keyset on the journal's time and id, on the
// journals' (user_id, created_at) index), so a year of a busy account is never held whole in memory and no batch
// reads what an earlier one read; the few journals that move the user's money without being theirs (a fund's income,
// one journal for every subscriber) are found by the user's postings and merged in. One entry per journal and account
// of the user it moved, as the ledger screen shows it, with its description in the reader's language.

/** One movement of one of the user's accounts. */
export interface StatementEntry {
  journalId: string;
  kind: AccountKind;
  cause: string;
  /** Epoch ms. */
  at: number;
  available: Decimal;
  locked: Decimal;
  description: string;
}

const BATCH_JOURNALS = 1_000;

interface JournalKey {
  id: string;
  created_at: Date;
}

interface EntryRow extends EntryDetailRow {
  journal_id: string;
  kind: AccountKind;
  created_at: Date;
}

const before = (a: JournalKey, b: JournalKey): boolean =>
  a.created_at.getTime() < b.created_at.getTime() || (a.created_at.getTime() === b.created_at.getTime() && BigInt(a.id) <= BigInt(b.id));

/**
 * The journals of the period that move the user's money without being the user's own (a fund's daily income, one
 * journal crediting every subscriber): found by the user's postings, once, in time order. Only their keys are kept:
 * a handful a day at most.
 */
async function othersJournals(db: Queryable, userId: number, startMs: number, endMs: number): Promise<JournalKey[]> {
  return db.query<JournalKey>(
    `SELECT j.id::text AS id, j.created_at FROM journals j
     WHERE j.user_id IS DISTINCT FROM $1 AND j.created_at >= $2 AND j.created_at < $3
       AND j.id IN (SELECT p.journal_id FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id = $1)
     ORDER BY j.created_at, j.id`,
    [userId, new Date(startMs), new Date(endMs)],
  );
}

/** The user's movements from `startMs` to `endMs` (excluded), oldest first, a batch at a time. */
export async function* statementEntries(
  db: Queryable,
  translate: Translate,
  userId: number,
  startMs: number,
  endMs: number,
  batch = BATCH_JOURNALS,
): AsyncGenerator<StatementEntry[]> {
  const others = await othersJournals(db, userId, startMs, endMs);
  let after: JournalKey | null = null;
  for (;;) {
    const own: JournalKey[] = await db.query<JournalKey>(
      `SELECT id::text AS id, created_at FROM journals
       WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 AND ($4::timestamptz IS NULL OR (created_at, id) > ($4, $5::bigint))
       ORDER BY created_at, id LIMIT $6`,
      [userId, new Date(startMs), new Date(endMs), after?.created_at ?? null, after?.id ?? '0', batch],
    );
    const last = own.length === batch ? (own[own.length - 1] ?? null) : null;
    // The others' journals up to this batch's last (all that are left, once the user's own are done).
    let taken = 0;
    for (const key of others) {
      if (last !== null && !before(key, last)) break;
      taken += 1;
    }
    const ids = [...own, ...others.splice(0, taken)].map((key) => key.id);
    if (ids.length > 0) yield await entriesOf(db, translate, userId, ids);
    if (last === null) return;
    after = last;
  }
}

/** The entries of these journals: one per journal and account of the user's it moved, in time order (the accounts in
 * their usual order). */
async function entriesOf(db: Queryable, translate: Translate, userId: number, ids: readonly string[]): Promise<StatementEntry[]> {
  const rows = await db.query<EntryRow>(
    `SELECT j.id::text AS journal_id, e.kind, j.cause, j.memo, j.created_at, e.available::text, e.locked::text, ${ENTRY_DETAIL_COLUMNS}
     FROM journals j
     JOIN LATERAL (
       SELECT a.kind, coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'available'), 0.00) AS available,
              coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'locked'), 0.00) AS locked
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
       WHERE p.journal_id = j.id AND a.user_id = $1 GROUP BY a.kind
     ) e ON true
     ${entryDetailJoins('$1')}
     WHERE j.id = ANY($2::bigint[])
     ORDER BY j.created_at, j.id, array_position($3::text[], e.kind)`,
    [userId, ids, USER_ACCOUNT_KINDS],
  );
  return rows.map((row) => ({
    journalId: row.journal_id,
    kind: row.kind,
    cause: row.cause,
    at: row.created_at.getTime(),
    available: new Decimal(row.available),
    locked: new Decimal(row.locked),
    description: entryWording(translate, row),
  }));
}

/** Each account's balance (available plus held) before `startMs` and before `endMs`, as the ledger's own sums of
 * every posting to it: the statement's opening balances and the closing ones it must reach. */
export async function ledgerBalances(
  db: Queryable,
  userId: number,
  startMs: number,
  endMs: number,
): Promise<Map<AccountKind, { opening: Decimal; closing: Decimal }>> {
  const rows = await db.query<{ kind: AccountKind; opening: string; closing: string }>(
    `SELECT a.kind, coalesce(sum(p.amount) FILTER (WHERE j.created_at < $2), 0)::text AS opening,
            coalesce(sum(p.amount) FILTER (WHERE j.created_at < $3), 0)::text AS closing
     FROM ledger_accounts a
     LEFT JOIN postings p ON p.account_id = a.id
     LEFT JOIN journals j ON j.id = p.journal_id
     WHERE a.user_id = $1
     GROUP BY a.kind`,
    [userId, new Date(startMs), new Date(endMs)],
  );
  return new Map(rows.map((row) => [row.kind, { opening: new Decimal(row.opening), closing: new Decimal(row.closing) }]));
}
