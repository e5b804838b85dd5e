import { FUND_SUB_STATUS } from '../../common/fund';
import type { Clock } from '../clock';
import { FencedError } from '../cluster/leadership';
import type { Database, Queryable } from '../db/database';
import type { Fence } from '../jobs/job';
import { CURRENCY, houseAccountId } from '../ledger/accounts';
import { postJournalSet } from '../ledger/journal-set';
import { utcDay } from './days';

// The daily income (spec section 9): each subscription in progress is paid its day profit once per UTC day, from
// the day after subscribing, as an income row and a journal from the house; after lock_days payouts the principal
// comes back and the subscription is finished (status 4). A run pays every day that has come and is unpaid, so a
// server that was down pays the missed days once when it is back.
//
// Exactly once: a run takes due subscriptions in bounded batches, each locked FOR UPDATE SKIP LOCKED, so a second
// run at the same moment (another server) takes other subscriptions and never one being paid; a subscription's
// next_day moves on in the same transaction as its income; and the unique (subscription, day) key on the income
// rows refuses a second payout of a day whatever happens, rolling that batch back.
//
// Set-based: a batch is a few statements whatever its size (take the batch, the ledger's journals, the income rows
// and the subscriptions), computed in SQL from the locked rows; this process holds only the batch's ids, so memory
// stays flat in the number of subscriptions. The credits round as common/fund.ts does (fundDayCredit): payout k
// credits round(day_profit x k, 2) - round(day_profit x (k - 1), 2), so the account always holds the running total
// rounded once. PostgreSQL's round() on numeric is half away from zero, which is half up for these non-negative
// amounts.

/**
 * Subscriptions per batch. A batch holds the house's accounts (and its users' funding accounts) locked until it
 * commits, so other journals against the house wait for it: small enough that the wait is short, large enough that
 * a batch's fixed cost (its plans, its index descent) is a small share.
 */
export const ACCRUAL_BATCH = 1000;

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
 * What each locked subscription in $1 is paid up to day $2: how many days, the amount credited for them, and whether
 * it finishes. $3 is the currency of the funding account it is paid into.
 */
const DUE = `
  SELECT s.id, s.user_id, a.id AS funding_id, s.share_amount, s.day_profit, s.paid_days, s.next_day, d.days,
         round(s.day_profit * (s.paid_days + d.days), 2) - round(s.day_profit * s.paid_days, 2) AS credited,
         s.paid_days + d.days = s.lock_days AS finished
  FROM fund_subscriptions s
  JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'funding' AND a.currency = $3
  CROSS JOIN LATERAL (SELECT least($2::date - s.next_day + 1, s.lock_days - s.paid_days) AS days) d
  WHERE s.id = ANY ($1::bigint[]) AND s.status = ${FUND_SUB_STATUS.inProgress} AND d.days > 0`;

/** The journals' names: a subscription's income of this run, and its maturity. */
const INCOME_ENTRY = `'income ' || due.id`;
const MATURE_ENTRY = `'mature ' || due.id`;

/**
 * Pays every due day of every subscription in progress, up to the clock's UTC day. A batch that fails rolls back
 * whole (its income, journals and balances together) and the run goes on with the next, so one bad row does not hold
 * back everyone else's income; the run then throws the first failure, and the next run pays what this one did not.
 * A fenced batch (this node no longer leads) stops the run at once.
 */
export async function accrueFunds(db: Database, clock: Clock, options: AccrualOptions = {}): Promise<AccrualResult> {
  const batchSize = options.batchSize ?? ACCRUAL_BATCH;
  const today = utcDay(clock.now());
  const total: AccrualResult = { paid: 0, matured: 0 };
  const house: House = { funds: await houseAccountId(db, 'funds'), pnl: await houseAccountId(db, 'house_pnl') };
  let failure: Error | null = null;
  // Keyset over the due index: each batch starts after the last one taken, so it never walks again over the index
  // entries the earlier batches of this run left behind (the rows they moved to a later next_day).
  let after: DueKey = { day: '-infinity', id: '0' };
  for (;;) {
    let taken: Taken = { ids: [], last: null };
    try {
      const done = await db.transaction(async (tx) => {
        await options.fence?.(tx);
        taken = await takeDue(tx, today, after, batchSize);
        return taken.last ? payDays(tx, clock, today, taken.ids, house) : { paid: 0, matured: 0 };
      });
      total.paid += done.paid;
      total.matured += done.matured;
    } catch (error) {
      if (error instanceof FencedError || !taken.last) throw error;
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
    if (!taken.last || taken.ids.length < batchSize) break;
    after = taken.last;
  }
  if (failure) throw failure;
  return total;
}

interface DueKey {
  day: string;
  id: string;
}

interface Taken {
  ids: string[];
  /** The batch's last (next_day, id), where the next batch starts; null when nothing was due. */
  last: DueKey | null;
}

/** Locks the next batch of due subscriptions that no other run holds. */
async function takeDue(tx: Queryable, today: string, after: DueKey, size: number): Promise<Taken> {
  const [batch] = await tx.query<{ ids: string[] | null; last_day: string | null; last_id: string | null }>(
    `WITH due AS (
       SELECT id, next_day FROM fund_subscriptions
       WHERE status = ${FUND_SUB_STATUS.inProgress} AND next_day <= $1::date AND (next_day, id) > ($2::date, $3::bigint)
       ORDER BY next_day, id LIMIT $4 FOR UPDATE SKIP LOCKED
     )
     SELECT array_agg(id::text ORDER BY next_day, id) AS ids,
            to_char(max(next_day), 'YYYY-MM-DD') AS last_day,
            (SELECT max(id)::text FROM due d WHERE d.next_day = (SELECT max(next_day) FROM due)) AS last_id
     FROM due`,
    [today, after.day, after.id, size],
  );
  if (!batch?.ids || !batch.last_day || !batch.last_id) return { ids: [], last: null };
  return { ids: batch.ids, last: { day: batch.last_day, id: batch.last_id } };
}

/**
 * Pays subscriptions the caller's transaction has locked (`ids`) every due day up to `today`: the ledger's journals
 * (income from the house's P/L, and the principal back from the house's funds account on maturity), one income row
 * per day, and the subscriptions moved on. Ids not in progress or with nothing due are left alone.
 */
export async function payDays(tx: Queryable, clock: Clock, today: string, ids: readonly string[], house: House): Promise<AccrualResult> {
  const due = [ids, today, CURRENCY] as const;
  const journals = await postJournalSet(tx, clock, {
    sql: `WITH due AS (${DUE})
          SELECT posting.entry, posting.cause, due.user_id, posting.entry AS memo, posting.account_id, 'available' AS bucket, posting.amount
          FROM due CROSS JOIN LATERAL (VALUES
            (${INCOME_ENTRY}, 'fund_income', due.funding_id, due.credited, due.credited > 0),
            (${INCOME_ENTRY}, 'fund_income', $4::integer, -due.credited, due.credited > 0),
            (${MATURE_ENTRY}, 'fund', due.funding_id, due.share_amount, due.finished),
            (${MATURE_ENTRY}, 'fund', $5::integer, -due.share_amount, due.finished)
          ) AS posting (entry, cause, account_id, amount, wanted)
          WHERE posting.wanted`,
    params: [...due, house.pnl, house.funds],
  });
  const [done] = await tx.query<{ paid: number | null; matured: number | null }>(
    `WITH due AS MATERIALIZED (${DUE}),
     journal AS (SELECT * FROM unnest($4::text[], $5::bigint[]) AS journal (entry, id)),
     income AS (
       INSERT INTO fund_income (sub_id, user_id, day, amount, credited, journal_id, created_at)
       SELECT due.id, due.user_id, due.next_day + (payout.k - 1), due.day_profit, payout.credit,
              CASE WHEN payout.credit > 0 THEN journal.id END, $6
       FROM due
       LEFT JOIN journal ON journal.entry = ${INCOME_ENTRY}
       CROSS JOIN LATERAL (
         SELECT k, round(due.day_profit * (due.paid_days + k), 2) - round(due.day_profit * (due.paid_days + k - 1), 2) AS credit
         FROM generate_series(1, due.days) AS k
       ) AS payout
     ),
     moved AS (
       UPDATE fund_subscriptions s
       SET paid_days = s.paid_days + due.days, next_day = s.next_day + due.days,
           sum_profit = s.sum_profit + due.day_profit * due.days, credited = s.credited + due.credited,
           status = CASE WHEN due.finished THEN ${FUND_SUB_STATUS.finished} ELSE s.status END,
           settle_journal_id = coalesce(journal.id, s.settle_journal_id),
           settled_at = CASE WHEN journal.id IS NULL THEN s.settled_at ELSE $6 END
       FROM due LEFT JOIN journal ON journal.entry = ${MATURE_ENTRY}
       WHERE s.id = due.id
       RETURNING due.days, due.finished
     )
     SELECT sum(days)::int AS paid, (count(*) FILTER (WHERE finished))::int AS matured FROM moved`,
    [...due, journals.entries, journals.journals, new Date(clock.now())],
  );
  return { paid: done?.paid ?? 0, matured: done?.matured ?? 0 };
}

/** Pays one subscription the caller's transaction has locked every due day up to the clock's day. */
export async function payDueDays(tx: Queryable, clock: Clock, subId: string): Promise<AccrualResult> {
  const house: House = { funds: await houseAccountId(tx, 'funds'), pnl: await houseAccountId(tx, 'house_pnl') };
  return payDays(tx, clock, utcDay(clock.now()), [subId], house);
}
