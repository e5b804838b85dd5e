import type { Queryable } from '../../../server/db/database';

// The ledger's invariants, checked straight from the tables: what must hold after any sequence of requests, crashes
// and restarts. Each check returns the rows that break it (empty when it holds), so a caller can print them with the
// seed that produced them; `ledgerViolations` runs them all.

export interface Violation {
  rule: string;
  rows: unknown[];
}

/** Every journal's postings sum to zero. */
const UNBALANCED_JOURNALS = `SELECT journal_id, sum(amount)::text AS sum FROM postings GROUP BY journal_id HAVING sum(amount) <> 0`;

/** Every account's stored buckets equal the sum of its postings. */
const DRIFTED_ACCOUNTS = `
  SELECT a.id, a.user_id, a.kind, a.available::text, a.locked::text,
         coalesce(p.available, 0)::text AS posted_available, coalesce(p.locked, 0)::text AS posted_locked
  FROM ledger_accounts a
  LEFT JOIN (SELECT account_id,
                    sum(amount) FILTER (WHERE bucket = 'available') AS available,
                    sum(amount) FILTER (WHERE bucket = 'locked') AS locked
             FROM postings GROUP BY account_id) p ON p.account_id = a.id
  WHERE a.available <> coalesce(p.available, 0) OR a.locked <> coalesce(p.locked, 0)`;

/** No user bucket below zero (the table's CHECK says so too; this catches a dropped constraint). */
const NEGATIVE_USER_BUCKETS = `SELECT id, user_id, kind, available::text, locked::text FROM ledger_accounts
  WHERE user_id IS NOT NULL AND (available < 0 OR locked < 0)`;

/**
 * Each user account's locked bucket is exactly what holds it: the funding account the withdrawals under review, the
 * contract account the margins of pending and holding orders, the option account the stakes of running options.
 */
const LOCKED_MISMATCH = `
  WITH held AS (
    SELECT user_id, 'funding' AS kind, sum(number) AS amount FROM withdrawals WHERE status = 0 GROUP BY user_id
    UNION ALL
    SELECT user_id, 'forex', sum(margin) FROM contract_orders WHERE status IN (0, 1) GROUP BY user_id
    UNION ALL
    SELECT user_id, 'micro', sum(amount) FROM micro_orders WHERE status = 1 GROUP BY user_id
  )
  SELECT a.user_id, a.kind, a.locked::text AS locked, coalesce(h.amount, 0)::text AS held
  FROM ledger_accounts a LEFT JOIN held h ON h.user_id = a.user_id AND h.kind = a.kind
  WHERE a.user_id IS NOT NULL AND a.locked <> coalesce(h.amount, 0)`;

/** The house's funds account holds exactly the principal of the fund subscriptions not yet returned (1 and 2). */
const FUNDS_MISMATCH = `
  SELECT a.available::text AS held, coalesce(s.principal, 0)::text AS principal
  FROM ledger_accounts a
  LEFT JOIN (SELECT sum(share_amount) AS principal FROM fund_subscriptions WHERE status IN (1, 2)) s ON true
  WHERE a.user_id IS NULL AND a.kind = 'funds' AND a.available <> coalesce(s.principal, 0)`;

/** The house's loans account stands at minus the principal of the loans paid out and not yet repaid (2 and 4). */
const LOANS_MISMATCH = `
  SELECT a.available::text AS held, coalesce(l.lent, 0)::text AS lent
  FROM ledger_accounts a
  LEFT JOIN (SELECT sum(amount) AS lent FROM loans WHERE status IN (2, 4)) l ON true
  WHERE a.user_id IS NULL AND a.kind = 'loans' AND a.available <> -coalesce(l.lent, 0)`;

/**
 * Every fund income row that credited money points at an income journal, and each of those journals credits every
 * user exactly what their rows in it say (the income table has no foreign keys, for the accrual's speed: this checks
 * what they would have, and more).
 */
const INCOME_UNJOURNALED = `
  WITH rows AS (
    SELECT i.journal_id, i.user_id, sum(i.credited) AS credited FROM fund_income i WHERE i.credited > 0 GROUP BY i.journal_id, i.user_id
  ), posted AS (
    SELECT p.journal_id, a.user_id, sum(p.amount) AS amount FROM postings p
    JOIN journals j ON j.id = p.journal_id AND j.cause = 'fund_income'
    JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id IS NOT NULL
    GROUP BY p.journal_id, a.user_id
  )
  SELECT coalesce(r.journal_id, p.journal_id) AS journal_id, coalesce(r.user_id, p.user_id) AS user_id,
         r.credited::text AS rows, p.amount::text AS posted
  FROM rows r FULL JOIN posted p ON p.journal_id = r.journal_id AND p.user_id = r.user_id
  WHERE r.credited IS DISTINCT FROM p.amount`;

/** Every income row's subscription exists, and the row's user is the subscription's. */
const INCOME_ORPHANS = `SELECT i.id, i.sub_id, i.user_id FROM fund_income i LEFT JOIN fund_subscriptions s ON s.id = i.sub_id
  WHERE s.id IS NULL OR s.user_id <> i.user_id`;

/** Money is neither created nor destroyed: every account together, house included, sums to zero. */
const TOTAL_NOT_ZERO = `SELECT sum(available + locked)::text AS total FROM ledger_accounts HAVING sum(available + locked) <> 0`;

export const JOURNALS_BALANCE = 'every journal sums to zero';
export const ACCOUNTS_MATCH_POSTINGS = 'every account equals its postings';

const RULES: readonly [string, string][] = [
  [JOURNALS_BALANCE, UNBALANCED_JOURNALS],
  [ACCOUNTS_MATCH_POSTINGS, DRIFTED_ACCOUNTS],
  ['no user bucket below zero', NEGATIVE_USER_BUCKETS],
  ['locked equals pending withdrawals, margins and stakes', LOCKED_MISMATCH],
  ['all accounts together sum to zero', TOTAL_NOT_ZERO],
  ['the funds account holds the principal of running subscriptions', FUNDS_MISMATCH],
  ['the loans account stands at minus the principal lent and not repaid', LOANS_MISMATCH],
  ['fund income rows are credited by their income journal, to their user', INCOME_UNJOURNALED],
  ['fund income rows belong to a subscription of their user', INCOME_ORPHANS],
];

/**
 * The rules that read every posting ever written, so that their cost grows with the ledger's history. A long run
 * checks them between full audits by what was posted since the last (tests/server/simulation/audit.ts).
 */
export const HISTORY_RULES: readonly string[] = [JOURNALS_BALANCE, ACCOUNTS_MATCH_POSTINGS];

/** Every broken invariant with the rows that break it (of every rule but those in `skip`); empty when sound. */
export async function ledgerViolations(db: Queryable, skip: readonly string[] = []): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const [rule, sql] of RULES) {
    if (skip.includes(rule)) continue;
    const rows = await db.query<Record<string, unknown>>(sql);
    if (rows.length > 0) found.push({ rule, rows });
  }
  return found;
}

/** The message naming every broken rule and its first rows. */
export function violationReport(found: readonly Violation[], context = ''): string {
  const detail = found.map((violation) => `${violation.rule}: ${JSON.stringify(violation.rows.slice(0, 5))}`).join('\n');
  return `ledger invariants broken${context ? ` (${context})` : ''}:\n${detail}`;
}

/** Throws, naming every broken rule and its rows, unless the ledger is sound. */
export async function assertLedgerInvariants(db: Queryable, context = ''): Promise<void> {
  const found = await ledgerViolations(db);
  if (found.length > 0) throw new Error(violationReport(found, context));
}
