import type { Clock } from '../clock';
import type { Queryable, SqlValue } from '../db/database';
import { InsufficientFunds } from './ledger';

// Many journals at once, for batch work (the daily fund accrual pays thousands of subscriptions a batch): the same
// rules as postJournal, written set-based. The postings come from the caller's SQL, never through this process, so
// a batch costs a few statements whatever its size: lock the accounts, check every journal, then write the journals,
// their postings and the guarded balance updates in one statement. The deferred balance trigger still checks every
// journal at commit.

/**
 * A query whose rows are the postings to write, one row per posting, with the columns
 * `entry` (text: the caller's name for the journal, unique within the set; postings with the same entry make one
 * journal), `cause`, `user_id`, `memo` (the journal's, the same on each of its postings), `account_id`, `bucket`
 * and `amount` (signed, at most 2 decimals). It is run more than once, so it must read the same rows each time:
 * rows the caller's transaction has locked.
 */
export interface PostingRows {
  sql: string;
  params: readonly SqlValue[];
}

/** The journal written for each entry. */
export type JournalIds = { entries: string[]; journals: string[] };

export class UnbalancedJournals extends Error {
  constructor(readonly entry: string) {
    super(`journal ${entry} does not balance, has fewer than two postings, or a posting of zero or with more than 2 decimals`);
    this.name = 'UnbalancedJournals';
  }
}

/** The caller's rows, read once per statement. */
function sourced(rows: PostingRows): string {
  return `source AS MATERIALIZED (${rows.sql})`;
}

/** Writes one journal per entry of `rows` and moves the balances, inside the caller's transaction. */
export async function postJournalSet(tx: Queryable, clock: Clock, rows: PostingRows): Promise<JournalIds> {
  const next = rows.params.length + 1;
  // Accounts first, in the order every path takes them (users' by id, then the house's), so a batch and a request
  // over the same accounts cannot deadlock. NO KEY UPDATE, the lock an UPDATE takes, still lets other journals'
  // postings reference the rows.
  const [checked] = await tx.query<{ bad: string | null; locked: number }>(
    // `locked` is counted so that it runs: a WITH query nobody reads is never executed.
    `WITH ${sourced(rows)},
     locked AS (
       SELECT id FROM ledger_accounts WHERE id IN (SELECT account_id FROM source) ORDER BY user_id IS NULL, id FOR NO KEY UPDATE
     )
     SELECT (SELECT count(*)::int FROM locked) AS locked,
            (SELECT min(entry) FROM source GROUP BY entry
             HAVING sum(amount) <> 0 OR count(*) < 2 OR bool_or(amount = 0 OR amount <> round(amount, 2))
                 OR count(DISTINCT (cause, user_id, memo)) > 1
             LIMIT 1) AS bad`,
    rows.params,
  );
  if (checked?.bad) throw new UnbalancedJournals(checked.bad);
  const [written] = await tx.query<{ entries: string[] | null; journals: string[] | null; short: number | null }>(
    `WITH ${sourced(rows)},
     entry AS MATERIALIZED (
       SELECT entry, min(cause) AS cause, min(user_id) AS user_id, min(memo) AS memo,
              nextval(pg_get_serial_sequence('journals', 'id')) AS journal_id
       FROM source GROUP BY entry
     ),
     journal AS (
       INSERT INTO journals (id, cause, user_id, memo, created_at) OVERRIDING SYSTEM VALUE
       SELECT journal_id, cause, user_id, memo, $${next} FROM entry
     ),
     posting AS (
       INSERT INTO postings (journal_id, account_id, bucket, amount)
       SELECT entry.journal_id, source.account_id, source.bucket, source.amount FROM source JOIN entry USING (entry)
     ),
     change AS (
       SELECT account_id,
              coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
              coalesce(sum(amount) FILTER (WHERE bucket = 'locked'), 0) AS locked
       FROM source GROUP BY account_id
     ),
     -- The guard of postJournal, per account on the batch's net change: a user bucket never goes below zero.
     moved AS (
       UPDATE ledger_accounts l SET available = l.available + change.available, locked = l.locked + change.locked
       FROM change
       WHERE l.id = change.account_id
         AND (l.user_id IS NULL OR (l.available + change.available >= 0 AND l.locked + change.locked >= 0))
       RETURNING l.id
     )
     SELECT (SELECT array_agg(entry ORDER BY journal_id) FROM entry) AS entries,
            (SELECT array_agg(journal_id::text ORDER BY journal_id) FROM entry) AS journals,
            (SELECT min(account_id) FROM change WHERE account_id NOT IN (SELECT id FROM moved)) AS short`,
    [...rows.params, new Date(clock.now())],
  );
  if (written?.short != null) throw new InsufficientFunds(written.short);
  return { entries: written?.entries ?? [], journals: written?.journals ?? [] };
}
