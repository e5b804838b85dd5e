import type { Queryable } from '../../../server/db/database';

// The ledger's invariants as one audit that any test (fault injection, races, simulations) can run after it has
// disturbed the server: every journal sums to zero, every account's stored balances equal its postings, no user
// bucket is below zero, and each user's locked money is exactly what is held for something: pending withdrawals
// in the funding account, margins of pending and open orders in the contract account, stakes of running options
// in the option account. Returns what is wrong, in words, so a failure says which invariant broke and where.

export interface LedgerAudit {
  problems: string[];
  journals: number;
  accounts: number;
}

export async function auditLedgerInvariants(db: Queryable): Promise<LedgerAudit> {
  const problems: string[] = [];
  const unbalanced = await db.query<{ journal_id: string; total: string }>(
    'SELECT journal_id, sum(amount)::text AS total FROM postings GROUP BY journal_id HAVING sum(amount) <> 0',
  );
  for (const row of unbalanced) problems.push(`journal ${row.journal_id} sums to ${row.total}, not 0`);

  const drift = await db.query<{ id: number; available: string; locked: string; posted_available: string; posted_locked: string }>(
    `SELECT a.id, a.available::text, a.locked::text,
            coalesce(p.available, 0)::text AS posted_available, coalesce(p.locked, 0)::text AS posted_locked
     FROM ledger_accounts a
     LEFT JOIN (SELECT account_id,
                       sum(amount) FILTER (WHERE bucket = 'available') AS available,
                       sum(amount) FILTER (WHERE bucket = 'locked') AS locked
                FROM postings GROUP BY account_id) p ON p.account_id = a.id
     WHERE a.available <> coalesce(p.available, 0) OR a.locked <> coalesce(p.locked, 0)`,
  );
  for (const row of drift) {
    problems.push(
      `account ${row.id} holds ${row.available}/${row.locked} but its postings say ${row.posted_available}/${row.posted_locked}`,
    );
  }

  const negative = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND (available < 0 OR locked < 0)',
  );
  for (const row of negative) problems.push(`user account ${row.id} is below zero`);

  const held = await db.query<{ id: number; kind: string; locked: string; held: string }>(
    `SELECT a.id, a.kind, a.locked::text, h.held::text
     FROM ledger_accounts a
     CROSS JOIN LATERAL (
       SELECT CASE a.kind
         WHEN 'funding' THEN (SELECT coalesce(sum(number), 0) FROM withdrawals WHERE user_id = a.user_id AND status = 0)
         WHEN 'forex' THEN (SELECT coalesce(sum(margin), 0) FROM contract_orders WHERE user_id = a.user_id AND status IN (0, 1))
         WHEN 'micro' THEN (SELECT coalesce(sum(amount), 0) FROM micro_orders WHERE user_id = a.user_id AND status = 1)
         ELSE a.locked END AS held
     ) h
     WHERE a.user_id IS NOT NULL AND a.locked <> h.held`,
  );
  for (const row of held) problems.push(`${row.kind} account ${row.id} has ${row.locked} locked but ${row.held} is held for something`);

  const [counts] = await db.query<{ journals: string; accounts: string }>(
    'SELECT (SELECT count(*) FROM journals)::text AS journals, (SELECT count(*) FROM ledger_accounts)::text AS accounts',
  );
  return { problems, journals: Number(counts?.journals ?? 0), accounts: Number(counts?.accounts ?? 0) };
}
