import type { Queryable } from '../db/database';

// What a backup holds, read from the database in the same snapshot that is copied: the manifest records it, and a
// restore reads it again from the restored database and compares, so a restore that lost or changed anything says
// so rather than starting a server on it. The digest covers every account's balances; the counts and the last
// journal say how far the ledger had got.

export interface DatabaseContents {
  /** The newest migration applied. */
  schemaVersion: string;
  users: number;
  journals: number;
  postings: number;
  /** The newest journal's id ("0" when there is none). */
  lastJournalId: string;
  /** Every account, house accounts included, summed: "0.00" in a sound ledger. */
  ledgerTotal: string;
  /** MD5 of every account's id, available and locked balance in id order. */
  balancesDigest: string;
}

const CONTENTS = `
  SELECT (SELECT max(version) FROM schema_migrations) AS schema_version,
         (SELECT count(*) FROM users)::text AS users,
         (SELECT count(*) FROM journals)::text AS journals,
         (SELECT count(*) FROM postings)::text AS postings,
         (SELECT coalesce(max(id), 0) FROM journals)::text AS last_journal_id,
         (SELECT coalesce(sum(available + locked), 0) FROM ledger_accounts)::numeric(24, 2)::text AS ledger_total,
         (SELECT md5(coalesce(string_agg(id || ':' || available || ':' || locked, ',' ORDER BY id), '')) FROM ledger_accounts)
           AS balances_digest`;

interface ContentsRow {
  schema_version: string | null;
  users: string;
  journals: string;
  postings: string;
  last_journal_id: string;
  ledger_total: string;
  balances_digest: string;
}

export async function readContents(db: Queryable): Promise<DatabaseContents> {
  const [row] = await db.query<ContentsRow>(CONTENTS);
  if (!row?.schema_version) throw new Error('the database holds no applied migration');
  return {
    schemaVersion: row.schema_version,
    users: Number(row.users),
    journals: Number(row.journals),
    postings: Number(row.postings),
    lastJournalId: row.last_journal_id,
    ledgerTotal: row.ledger_total,
    balancesDigest: row.balances_digest,
  };
}

/** The fields in which two readings differ, as "field: recorded → found" lines; empty when they agree. */
export function contentsDifferences(recorded: DatabaseContents, found: DatabaseContents): string[] {
  return (Object.keys(recorded) as (keyof DatabaseContents)[])
    .filter((key) => String(recorded[key]) !== String(found[key]))
    .map((key) => `${key}: ${String(recorded[key])} → ${String(found[key])}`);
}
