import type { Clock } from '../clock';
import type { Queryable, SqlValue } from '../db/database';
import { InsufficientFunds } from './ledger';
import { assert } from '../assert';

// Journals in bulk, for batch work (the daily fund accrual pays thousands of subscriptions a batch): the rules of
// postJournal, written set-based. The postings come from the caller's SQL, never through this process, so a batch
// costs one statement whatever its size: check every journal, lock the accounts, write the journals, their postings
// and the guarded balance updates. A journal may gather many rows of the caller's:
// those to the same account and bucket become one posting (a batch's one debit of the house), so a journal has one
// posting per account it moves, however many rows fed it. The postings trigger checks every journal again as the
// statement ends.

/**
 * A query whose rows feed the postings, with the columns `journal_id` (from reserveJournalIds; rows with the same id
 * make one journal), `cause`, `user_id` and `memo` (the journal's, the same on each of its rows), `account_id`,
 * `bucket` and `amount` (signed, at most 2 decimals). It is read once, in the statement that writes the journals.
 */
export interface PostingRows {
  sql: string;
  params: readonly SqlValue[];
}

export class UnbalancedJournals extends Error {
  constructor(readonly journalId: string) {
    super(`journal ${journalId} does not balance, has fewer than two postings, or a posting of zero or with more than 2 decimals`);
    this.name = 'UnbalancedJournals';
  }
}

/** Ids for journals the caller will write with postJournalSet, so it can point its own rows at them first. */
export async function reserveJournalIds(tx: Queryable, count: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('journals', 'id'))::text AS id FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** One id, as reserveJournalIds. */
export async function reserveJournalId(tx: Queryable): Promise<string> {
  const [id] = await reserveJournalIds(tx, 1);
  assert(id, 'the journals sequence gave no id');
  return id;
}

/** The caller's rows read once, and gathered into one posting per journal, account and bucket. */
function sourced(rows: PostingRows): string {
  return `source AS MATERIALIZED (${rows.sql}),
     posting AS MATERIALIZED (
       SELECT journal_id, account_id, bucket, sum(amount) AS amount FROM source GROUP BY journal_id, account_id, bucket
     )`;
}

/**
 * Writes the journals of `rows` and moves the balances, inside the caller's transaction. A journal whose rows are
 * all of zero is not written (nothing moved); returns the ids of the journals written.
 */
export async function postJournalSet(tx: Queryable, clock: Clock, rows: PostingRows): Promise<string[]> {
  const next = rows.params.length + 1;
  // One statement: check every journal, lock the accounts, write the journals, their postings and the guarded
  // balance updates. Nothing is written when a journal is bad (each write reads `bad` first). The accounts are
  // locked in the order every path takes them (users' by id, then the house's), so a batch and a request over the
  // same accounts cannot deadlock: the balance update reads its rows from `locked`, so it only reaches a row that
  // `locked` has already locked, in that order. NO KEY UPDATE, the lock an UPDATE takes, still lets other
  // journals' postings reference the rows.
  const [written] = await tx.query<{ bad: string | null; journals: string[] | null; short: number | null }>(
    `WITH ${sourced(rows)},
     -- A journal's cause, user and memo are the same on each of its rows (null on all or on none): told by their
     -- least and greatest, which hash, rather than by counting distinct rows, which sorts them (a fifth of the
     -- statement for a batch journal of thousands of rows).
     bad_rows AS (
       SELECT journal_id FROM source GROUP BY journal_id
       HAVING bool_or(amount <> round(amount, 2))
           OR min(cause) <> max(cause) OR count(cause) NOT IN (0, count(*))
           OR min(user_id) <> max(user_id) OR count(user_id) NOT IN (0, count(*))
           OR min(memo) <> max(memo) OR count(memo) NOT IN (0, count(*))
     ),
     bad_journals AS (
       SELECT journal_id FROM posting WHERE amount <> 0 GROUP BY journal_id HAVING sum(amount) <> 0 OR count(*) < 2
     ),
     bad AS MATERIALIZED (
       SELECT min(journal_id) AS journal_id FROM (SELECT journal_id FROM bad_rows UNION ALL SELECT journal_id FROM bad_journals) b
     ),
     entry AS MATERIALIZED (
       SELECT journal_id, min(cause) AS cause, min(user_id) AS user_id, min(memo) AS memo FROM source
       WHERE journal_id IN (SELECT journal_id FROM posting WHERE amount <> 0) AND (SELECT journal_id FROM bad) IS NULL
       GROUP BY journal_id
     ),
     journal AS (
       INSERT INTO journals (id, cause, user_id, memo, created_at) OVERRIDING SYSTEM VALUE
       SELECT journal_id, cause, user_id, memo, $${next} FROM entry
     ),
     written AS (
       INSERT INTO postings (journal_id, account_id, bucket, amount)
       SELECT journal_id, account_id, bucket, amount FROM posting WHERE amount <> 0 AND (SELECT journal_id FROM bad) IS NULL
     ),
     change AS MATERIALIZED (
       SELECT account_id,
              coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
              coalesce(sum(amount) FILTER (WHERE bucket = 'locked'), 0) AS locked
       FROM posting WHERE (SELECT journal_id FROM bad) IS NULL GROUP BY account_id HAVING bool_or(amount <> 0)
     ),
     locked AS (
       SELECT id FROM ledger_accounts WHERE id IN (SELECT account_id FROM change)
       ORDER BY user_id IS NULL, id FOR NO KEY UPDATE
     ),
     -- The guard of postJournal, per account on the set's net change: a user bucket never goes below zero.
     moved AS (
       UPDATE ledger_accounts l SET available = l.available + change.available, locked = l.locked + change.locked
       FROM locked JOIN change ON change.account_id = locked.id
       WHERE l.id = locked.id
         AND (l.user_id IS NULL OR (l.available + change.available >= 0 AND l.locked + change.locked >= 0))
       RETURNING l.id
     )
     SELECT (SELECT journal_id::text FROM bad) AS bad,
            (SELECT array_agg(journal_id::text ORDER BY journal_id) FROM entry) AS journals,
            (SELECT min(account_id) FROM change WHERE account_id NOT IN (SELECT id FROM moved)) AS short`,
    [...rows.params, new Date(clock.now())],
  );
  if (written?.bad) throw new UnbalancedJournals(written.bad);
  if (written?.short != null) throw new InsufficientFunds(written.short);
  return written?.journals ?? [];
}
