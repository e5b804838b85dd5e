import type { Queryable } from '../../../server/db/database';
import { ACCOUNTS_MATCH_POSTINGS, HISTORY_RULES, JOURNALS_BALANCE, ledgerViolations, type Violation } from '../helpers/invariants';
import { D, type Dec } from './model';

// The ledger's invariants through a long run. A full audit reads every posting ever written, so its cost grows with
// the run: a million steps write well over a million postings, and a full audit every hundred steps would spend
// hours on the same old rows. Between full audits the two rules that read the whole history are checked on what
// changed since the last audit: every journal with a new posting must balance, and every account's stored buckets
// must have moved by exactly the postings written to it since (with the equality the last audit saw, that is the
// equality now). The other rules read the current state only and run in full every time. What an increment cannot
// see (a posting altered or removed behind its mark) the next full audit does.
//
// Sound for the simulation, which writes nothing while it audits (every step's work, the engines' included, is
// awaited before the check), so no transaction can commit a posting below a mark after an audit has read past it.

interface Buckets {
  available: Dec;
  locked: Dec;
}

interface AccountRow {
  /** Null only when there is no account at all (the outer join's one row). */
  id: number | null;
  available: string;
  locked: string;
  mark: string;
}

/** Each account's stored buckets and the newest posting, read in one statement so that they agree. */
const STATE = `
  SELECT a.id, a.available::text, a.locked::text, m.mark
  FROM (SELECT coalesce(max(id), 0)::text AS mark FROM postings) m LEFT JOIN ledger_accounts a ON true`;

/** The same, with what was posted to each account after $1 and up to the newest posting. */
const STATE_AND_MOVED = `
  WITH m AS (SELECT coalesce(max(id), 0) AS mark FROM postings),
  moved AS (
    SELECT account_id,
           coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
           coalesce(sum(amount) FILTER (WHERE bucket = 'locked'), 0) AS locked
    FROM postings WHERE id > $1 AND id <= (SELECT mark FROM m) GROUP BY account_id
  )
  SELECT a.id, a.available::text, a.locked::text, (SELECT mark FROM m)::text AS mark,
         coalesce(p.available, 0)::text AS moved_available, coalesce(p.locked, 0)::text AS moved_locked
  FROM ledger_accounts a LEFT JOIN moved p ON p.account_id = a.id`;

/** Journals with a posting after $1 (up to $2) whose postings, all of them, do not sum to zero. */
const NEW_UNBALANCED = `
  SELECT journal_id, sum(amount)::text AS sum FROM postings
  WHERE journal_id IN (SELECT journal_id FROM postings WHERE id > $1 AND id <= $2)
  GROUP BY journal_id HAVING sum(amount) <> 0`;

export class LedgerAudit {
  /** Whether a full audit has held yet: increments build on one. */
  private based = false;
  /** Postings up to this id were covered by the last sound audit. */
  private mark = '0';
  /** Each account's stored buckets at the last sound audit. */
  private balances = new Map<number, Buckets>();
  fullAudits = 0;
  increments = 0;

  /** Every rule over the whole ledger. When it holds, the state it saw is the base for the increments after it. */
  async full(db: Queryable): Promise<Violation[]> {
    this.fullAudits += 1;
    const state = await db.query<AccountRow>(STATE);
    const found = await ledgerViolations(db);
    if (found.length === 0) this.rebase(state);
    return found;
  }

  /** The history rules on what changed since the last audit, every other rule in full. */
  async increment(db: Queryable): Promise<Violation[]> {
    if (!this.based) throw new Error('an incremental audit needs a full one that held before it');
    this.increments += 1;
    const state = await db.query<AccountRow & { moved_available: string; moved_locked: string }>(STATE_AND_MOVED, [this.mark]);
    const mark = state[0]?.mark ?? this.mark;
    const drifted = state.filter((row) => {
      if (row.id === null) return false;
      const before = this.balances.get(row.id) ?? { available: new D(0), locked: new D(0) };
      return !before.available.plus(row.moved_available).eq(row.available) || !before.locked.plus(row.moved_locked).eq(row.locked);
    });
    const unbalanced = await db.query<Record<string, unknown>>(NEW_UNBALANCED, [this.mark, mark]);
    const found: Violation[] = [];
    if (unbalanced.length > 0) found.push({ rule: JOURNALS_BALANCE, rows: unbalanced });
    if (drifted.length > 0) found.push({ rule: ACCOUNTS_MATCH_POSTINGS, rows: drifted.map((row) => ({ ...row, since: this.mark })) });
    found.push(...(await ledgerViolations(db, HISTORY_RULES)));
    if (found.length === 0) this.rebase(state);
    return found;
  }

  private rebase(state: readonly AccountRow[]): void {
    this.based = true;
    this.mark = state[0]?.mark ?? this.mark;
    this.balances = new Map(
      state.flatMap((row) => (row.id === null ? [] : [[row.id, { available: new D(row.available), locked: new D(row.locked) }] as const])),
    );
  }
}
