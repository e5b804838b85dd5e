import { FUND_SUB_STATUS } from '../../common/fund';
import type { Clock } from '../clock';
import { FencedError, type Fence } from '../fence';
import type { Database, Queryable, SqlValue } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { CURRENCY, houseAccountId } from '../ledger/accounts';
import { postJournalSet, reserveJournalId } from '../ledger/journal-set';
import { utcDay } from './days';
import { noticeMaturities } from './redeem-notices';

// The daily income (spec section 9): each subscription in progress is paid its day profit once per UTC day, from
// the day after subscribing (its first_day) for lock_days days, as an income row; after its last payout the
// principal comes back and the subscription is finished (status 4). A run pays every day that has come and is not
// marked paid, oldest first, so a server that was down pays the missed days once when it is back.
//
// What was paid is the income rows: a subscription is not rewritten each day (paid days and income so far are read
// from its rows), so a day's accrual writes its income rows, one journal for the batch and a posting per account.
//
// Exactly once: the unique (subscription, day) key on the income rows, and the ledger built from the rows actually
// inserted, so a second run (another server) reaching the same rows pays nothing twice. A batch locks its
// subscriptions as it reads them (LOCKED_BATCH), as a redemption locks the one it redeems: a redemption that settles
// while the batch waits for its row is not paid that day, one that comes after waits for the batch and refunds a
// subscription whose day is paid. Then the funding accounts, in the ledger's order (postJournalSet). A day is marked
// paid (fund_accrual_days) when every batch of it committed, so a run with nothing due reads a few index entries.
//
// Set-based, with flat memory: a batch is a handful of statements whatever its size; this process holds one batch's
// per-account totals at a time. Credits round as common/fund.ts does (fundDayCredit): payout k credits
// round(day_profit x k, 2) - round(day_profit x (k - 1), 2), so the account always holds the running total rounded
// once. PostgreSQL's round() on numeric is half away from zero, which is half up for these non-negative amounts.

/**
 * Subscriptions per batch, about: a batch ends after its last user's subscriptions, so each funding account is
 * credited once a batch. A batch holds its users' accounts and the house's locked until it commits: small enough
 * that the wait is short, large enough that a batch's fixed cost (its statements, the house's row) is a small share.
 * 20,000 rather than 5,000: at 100,000 subscriptions a tenth less CPU (issue 15's benchmark, PGlite), a batch then
 * about 0.3 s of PGlite CPU; its memory is the database's, not this process's.
 */
export const ACCRUAL_BATCH = 20000;

export interface AccrualResult {
  /** Income rows written. */
  paid: number;
  /** Subscriptions finished (principal returned). */
  matured: number;
}

export interface AccrualOptions {
  batchSize?: number;
  /** Called inside each batch's transaction: a scheduled run that outlived its leader's term commits nothing. */
  fence?: Fence;
}

interface House {
  funds: number;
  pnl: number;
}

/**
 * Pays every due day of every subscription in progress, up to the clock's UTC day. A batch that fails rolls back
 * whole (its income, journals and balances together) and the run goes on with the day's other batches, so one bad
 * row does not hold back everyone else's income; the day is then left unmarked, later days wait (so a subscription's
 * last payout is never made before an earlier one), and the run throws the first failure: the next run pays what
 * this one did not. A fenced batch (this node no longer leads) stops the run at once.
 */
export async function accrueFunds(db: Database, clock: Clock, options: AccrualOptions = {}): Promise<AccrualResult> {
  const batchSize = options.batchSize ?? ACCRUAL_BATCH;
  const today = utcDay(clock.now());
  const total: AccrualResult = { paid: 0, matured: 0 };
  const house: House = { funds: await houseAccountId(db, 'funds'), pnl: await houseAccountId(db, 'house_pnl') };
  for (const day of await unpaidDays(db, today)) {
    let failure: Error | null = null;
    // Keyset over the day's subscriptions by (user, id): each batch starts after the last one taken.
    let after: BatchKey = { user: 0, id: '0' };
    for (;;) {
      let taken: Taken = { count: 0, last: null };
      try {
        const done = await db.transaction(async (tx) => {
          await options.fence?.(tx);
          await tx.exec(INDEX_ORDER);
          const paid = await payDays(tx, clock, today, batchDue(day, after, batchSize), house);
          taken = paid.taken;
          return paid;
        });
        total.paid += done.paid;
        total.matured += done.matured;
      } catch (error) {
        if (error instanceof FencedError) throw error;
        failure ??= error instanceof Error ? error : new Error(String(error));
        // The batch's end, read again outside its failed transaction, so the run goes on after it.
        taken = await batchEnd(db, day, after, batchSize);
      }
      if (!taken.last) break;
      after = taken.last;
      if (taken.count < batchSize) break;
    }
    if (failure) throw failure;
    await db.query('INSERT INTO fund_accrual_days (day, completed_at) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING', [
      day,
      new Date(clock.now()),
    ]);
  }
  return total;
}

/**
 * The days to pay, oldest first: from the first payout day of the oldest subscription in progress to today, less
 * the days marked paid. A subscription whose request was still open as a run marked its first day paid (made just
 * before midnight, committed after the run) would be missed: finding one unmarks the days from its first.
 */
async function unpaidDays(db: Queryable, today: string): Promise<string[]> {
  await db.query(
    `DELETE FROM fund_accrual_days WHERE day >= (
       SELECT min(s.first_day) FROM fund_subscriptions s, (SELECT max(day) AS day FROM fund_accrual_days) marked
       WHERE s.status = ${FUND_SUB_STATUS.inProgress} AND s.first_day BETWEEN marked.day - 1 AND marked.day
         AND NOT EXISTS (SELECT 1 FROM fund_income i WHERE i.sub_id = s.id AND i.day = s.first_day))`,
  );
  const rows = await db.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
     FROM generate_series((SELECT min(first_day) FROM fund_subscriptions WHERE status = ${FUND_SUB_STATUS.inProgress}), $1::date, interval '1 day') AS d
     WHERE NOT EXISTS (SELECT 1 FROM fund_accrual_days a WHERE a.day = d::date)
     ORDER BY d`,
    [today],
  );
  return rows.map((row) => row.day);
}

/**
 * A batch is the next subscriptions in (user, id) order, read along the index in that order. Left to the default
 * cost model (random reads four times as dear as sequential ones, as on a cold disk) the planner reads the whole
 * table and sorts it for every batch instead: five full scans and sorts for 100,000 subscriptions, a quarter of the
 * income statement (issue 15's benchmark, EXPLAIN ANALYZE on PGlite). What a batch reads is in memory, so its
 * transaction says so (SET LOCAL: it ends with the batch).
 */
const INDEX_ORDER = 'SET LOCAL random_page_cost = 1.1';

/** Subscriptions in progress whose payout days include $1. */
const PAYING_ON = `s.status = ${FUND_SUB_STATUS.inProgress} AND s.first_day <= $1::date AND s.first_day + s.lock_days > $1::date`;

interface BatchKey {
  user: number;
  id: string;
}

interface Taken {
  /** Subscriptions the batch took (fewer than asked: the day's last batch). */
  count: number;
  /** Its last (user, subscription), where the next batch starts; null when it took none. */
  last: BatchKey | null;
}

/** The batch of `size` subscriptions of day $1 after (user, id) ($2, $3), in that order: the order every run takes. */
const BATCH = `SELECT s.id, s.user_id, s.share_amount, s.day_profit, s.first_day, s.lock_days, $1::date AS day
  FROM fund_subscriptions s WHERE ${PAYING_ON} AND (s.user_id, s.id) > ($2::integer, $3::bigint)
  ORDER BY s.user_id, s.id LIMIT $4`;

/**
 * The batch, locked as it is read, in its order (one order for every run, so two runs wait on each other rather
 * than deadlock; a redemption locks its one subscription, then accounts, as the batch does). A subscription that a
 * redemption moved out of "in progress" while the batch waited for it is read again once that commits, and left
 * out; one the batch locked first is redeemed after the batch commits, its day paid before the refund. The lock is
 * taken before the LIMIT counts, so a batch that left rows out still takes `size` rows when there are that many.
 */
const LOCKED_BATCH = `${BATCH} FOR NO KEY UPDATE OF s`;

/** Where a batch ends, when its own transaction could not say. */
async function batchEnd(db: Queryable, day: string, after: BatchKey, size: number): Promise<Taken> {
  const [row] = await db.query<{ count: number; last_user: number | null; last_id: string | null }>(
    `WITH batch AS (${BATCH})
     SELECT count(*)::int AS count, (array_agg(user_id ORDER BY user_id DESC, id DESC))[1] AS last_user,
            (array_agg(id::text ORDER BY user_id DESC, id DESC))[1] AS last_id FROM batch`,
    [day, after.user, after.id, size],
  );
  return row?.last_user == null || row.last_id == null
    ? { count: 0, last: null }
    : { count: row.count, last: { user: row.last_user, id: row.last_id } };
}

/**
 * The (subscription, day) pairs a payment is for, as SQL over `$1`... and the params it needs; each row has the
 * subscription's id, user_id, share_amount, day_profit, first_day, lock_days and the pair's day.
 */
interface Due {
  sql: string;
  params: SqlValue[];
  /**
   * Whether some of the pairs are usually paid already. If not, the income rows are inserted plainly, and only if
   * the unique key finds one paid is the insert made again skipping the paid ones: skipping costs an index probe
   * and a speculative insert per row, a third of the insert's time (issue 15's benchmark), on every row of every
   * day, for the rare batch that meets a paid pair (another server's run of the same day, a day paid again after
   * one of its batches failed, a refused redemption that paid its days).
   */
  paidOften: boolean;
}

/** A batch of a day: the next `size` subscriptions paying on that day, by user. */
function batchDue(day: string, after: BatchKey, size: number): Due {
  return { sql: LOCKED_BATCH, params: [day, after.user, after.id, size], paidOften: false };
}

/** Every day a subscription the caller has locked is owed up to `today`, whichever were paid already. */
function subscriptionDue(subId: string, today: string): Due {
  return {
    sql: `SELECT s.id, s.user_id, s.share_amount, s.day_profit, s.first_day, s.lock_days, d::date AS day
          FROM fund_subscriptions s
          CROSS JOIN generate_series(s.first_day, least($1::date, s.first_day + s.lock_days - 1), interval '1 day') AS d
          WHERE s.id = $2 AND s.status = ${FUND_SUB_STATUS.inProgress}`,
    params: [today, subId],
    paidOften: true,
  };
}

/** What the income statement answers. */
interface Paid {
  rows: number;
  taken: number;
  last_key: [string, string] | null;
  candidates: string[] | null;
  accounts: number[] | null;
  amounts: string[] | null;
}

/**
 * The income statement inserting plainly; if the unique key finds a pair paid already, undone (to a savepoint:
 * the rows it wrote and the locks it took) and run again skipping the paid pairs. The unique key is the guarantee
 * either way; this only chooses which of the two costs is paid.
 */
async function insertOptimistically(tx: Queryable, statement: (skipPaid: boolean) => string, params: readonly SqlValue[]): Promise<Paid[]> {
  await tx.query('SAVEPOINT fund_income_plain');
  try {
    const rows = await tx.query<Paid>(statement(false), params);
    await tx.query('RELEASE SAVEPOINT fund_income_plain');
    return rows;
  } catch (error) {
    if (!isUniqueViolation(error, 'fund_income_sub_id_day_key')) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT fund_income_plain');
    await tx.query('RELEASE SAVEPOINT fund_income_plain');
    return tx.query<Paid>(statement(true), params);
  }
}

/**
 * Pays the due pairs: their income rows (those not paid already), one income journal (a credit per funding account,
 * one debit of the house's P/L) and, for subscriptions that now have every payout, one journal returning their
 * principal from the house's funds account, and those subscriptions finished.
 */
async function payDays(tx: Queryable, clock: Clock, today: string, due: Due, house: House): Promise<AccrualResult & { taken: Taken }> {
  const incomeJournal = await reserveJournalId(tx);
  const next = due.params.length + 1;
  // The income rows, and what they credit each funding account (summed per user first: a batch has far fewer users
  // than rows). Only a pair for a subscription's last day, or a catch-up of a day already gone, can complete its
  // payouts: those subscriptions are returned to be checked once the rows are in.
  // Skipping paid pairs, the rows inserted are those the insert returns; inserting plainly, they are every due
  // pair (or the statement failed), so what is owed is summed from the pairs, and no row is returned.
  const statement = (skipPaid: boolean): string => {
    const inserted = skipPaid ? 'income' : 'due';
    return `WITH due AS MATERIALIZED (
       SELECT due.*, round(due.day_profit * payout.k, 2) - round(due.day_profit * (payout.k - 1), 2) AS credit
       FROM (${due.sql}) AS due CROSS JOIN LATERAL (SELECT due.day - due.first_day + 1 AS k) AS payout
     ),
     income AS (
       INSERT INTO fund_income (sub_id, user_id, day, amount, credited, journal_id, created_at)
       SELECT id, user_id, day, day_profit, credit, CASE WHEN credit > 0 THEN $${next}::bigint END, $${next + 2} FROM due
       ${skipPaid ? 'ON CONFLICT (sub_id, day) DO NOTHING RETURNING user_id, credited AS credit' : ''}
     ),
     owed AS (SELECT user_id, sum(credit) AS amount FROM ${inserted} GROUP BY user_id HAVING sum(credit) > 0),
     account AS (
       SELECT a.id, owed.amount FROM owed
       JOIN ledger_accounts a ON a.user_id = owed.user_id AND a.kind = 'funding' AND a.currency = $${next + 3}
     )
     SELECT (SELECT count(*)::int FROM ${inserted}) AS rows, (SELECT count(*)::int FROM due) AS taken,
            -- The batch's last key in one pass over it (the next batch starts after it), not a pass per column.
            (SELECT ARRAY[user_id::text, id::text] FROM due ORDER BY user_id DESC, id DESC LIMIT 1) AS last_key,
            (SELECT array_agg(DISTINCT id::text) FROM due WHERE day = first_day + lock_days - 1 OR day < $${next + 1}::date) AS candidates,
            array_agg(id ORDER BY id) AS accounts, array_agg(amount::text ORDER BY id) AS amounts
     FROM account`;
  };
  const params = [...due.params, incomeJournal, today, new Date(clock.now()), CURRENCY];
  const [paid] = due.paidOften ? await tx.query<Paid>(statement(true), params) : await insertOptimistically(tx, statement, params);
  if (paid?.accounts) {
    // One credit per funding account and one debit of the house; the ledger checks the journal balances.
    await postJournalSet(tx, clock, {
      sql: `SELECT $3::bigint AS journal_id, 'fund_income' AS cause, NULL::integer AS user_id, $4 AS memo, posting.account_id, 'available' AS bucket, posting.amount
            FROM (SELECT account_id, amount FROM unnest($1::integer[], $2::numeric[]) AS credit (account_id, amount)
                  UNION ALL
                  SELECT $5::integer, -sum(amount) FROM unnest($2::numeric[]) AS debit (amount)) AS posting`,
      params: [paid.accounts, paid.amounts ?? [], incomeJournal, `fund income to ${today}`, house.pnl],
    });
  }
  const matured = paid?.candidates ? await mature(tx, clock, today, paid.candidates, house) : 0;
  const last = paid?.last_key ? { user: Number(paid.last_key[0]), id: paid.last_key[1] } : null;
  return { paid: paid?.rows ?? 0, matured, taken: { count: paid?.taken ?? 0, last } };
}

/**
 * Finishes those of `candidates` (locked, in progress) whose income rows now cover their lock days: the principal
 * back to each funding account in one journal from the house's funds account, and status 4.
 */
async function mature(tx: Queryable, clock: Clock, today: string, candidates: readonly string[], house: House): Promise<number> {
  const principalJournal = await reserveJournalId(tx);
  const complete = `SELECT s.id, s.user_id, s.share_amount FROM fund_subscriptions s
    WHERE s.id = ANY ($1::bigint[]) AND s.status = ${FUND_SUB_STATUS.inProgress}
      AND (SELECT count(*) FROM fund_income i WHERE i.sub_id = s.id) = s.lock_days
    ORDER BY s.id FOR NO KEY UPDATE OF s SKIP LOCKED`;
  const written = await postJournalSet(tx, clock, {
    sql: `WITH complete AS (${complete})
          SELECT $2::bigint AS journal_id, 'fund' AS cause, NULL::integer AS user_id, $3 AS memo, posting.account_id, 'available' AS bucket, posting.amount
          FROM (SELECT a.id AS account_id, complete.share_amount AS amount FROM complete
                JOIN ledger_accounts a ON a.user_id = complete.user_id AND a.kind = 'funding' AND a.currency = $5
                UNION ALL
                SELECT $4::integer, -complete.share_amount FROM complete) AS posting`,
    params: [candidates, principalJournal, `fund matured to ${today}`, house.funds, CURRENCY],
  });
  if (written.length === 0) return 0;
  const finished = await tx.query<{ id: string }>(
    `WITH complete AS (${complete})
     UPDATE fund_subscriptions s SET status = ${FUND_SUB_STATUS.finished}, settled_at = $2, settle_journal_id = $3
     FROM complete WHERE s.id = complete.id RETURNING s.id`,
    [candidates, new Date(clock.now()), principalJournal],
  );
  await noticeMaturities(
    tx,
    clock,
    finished.map((row) => row.id),
  );
  return finished.length;
}

/**
 * Pays one subscription the caller's transaction has locked every due day up to the clock's day that is not paid
 * yet (whatever runs skipped while it waited at 2 refunding), and finishes it if that completes its lock days.
 */
export async function payDueDays(tx: Queryable, clock: Clock, subId: string): Promise<AccrualResult> {
  const house: House = { funds: await houseAccountId(tx, 'funds'), pnl: await houseAccountId(tx, 'house_pnl') };
  const today = utcDay(clock.now());
  const { paid, matured } = await payDays(tx, clock, today, subscriptionDue(subId, today), house);
  return { paid, matured };
}
