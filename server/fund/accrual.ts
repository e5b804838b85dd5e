import { FUND_SUB_STATUS } from '../../common/fund';
import { Decimal, formatAmount, PLACES } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { CURRENCY, houseAccountId } from '../ledger/accounts';
import { fundDayCredit } from '../../common/fund';
import { addDays, daysBetween, utcDay } from './days';

// The daily income (spec section 9): each subscription in progress is paid its day profit once per UTC day, from
// the day after subscribing, as an income row and a journal from the house; after lock_days payouts the principal
// comes back and the subscription is finished (status 4). A run pays every day that has come and is unpaid, so a
// server that was down pays the missed days once when it is back.
//
// Exactly once: a run takes due subscriptions in bounded batches, each locked FOR UPDATE SKIP LOCKED, so a second
// run at the same moment (another server) takes other subscriptions and never one being paid; a subscription's
// next_day moves on in the same transaction as its income; and the unique (subscription, day) key on the income
// rows refuses a second payout of a day whatever happens, rolling that batch back. Memory stays flat: only one
// batch is in hand at a time, and it is written with set-based statements over arrays.

export const ACCRUAL_BATCH = 1000;

export interface AccrualResult {
  /** Income rows written. */
  paid: number;
  /** Subscriptions finished (principal returned). */
  matured: number;
}

interface DueRow {
  id: string;
  user_id: number;
  share_amount: string;
  day_profit: string;
  lock_days: number;
  paid_days: number;
  next_day: string;
  funding_id: number;
}

/** What one batch writes, as parallel arrays for unnest. */
class BatchWrites {
  readonly journals = { id: [] as string[], cause: [] as string[], user: [] as number[], memo: [] as string[] };
  readonly postings = { journal: [] as string[], account: [] as number[], amount: [] as string[] };
  readonly income = { sub: [] as string[], user: [] as number[], day: [] as string[], amount: [] as string[], credited: [] as string[], journal: [] as (string | null)[] };
  readonly subs = { id: [] as string[], paid: [] as number[], next: [] as string[], profit: [] as string[], credited: [] as string[], status: [] as number[], journal: [] as (string | null)[] };
}

/** Pays every due day of every subscription in progress, up to the clock's UTC day. */
export async function accrueFunds(db: Database, clock: Clock, options: { batchSize?: number } = {}): Promise<AccrualResult> {
  const batchSize = options.batchSize ?? ACCRUAL_BATCH;
  const today = utcDay(clock.now());
  const total: AccrualResult = { paid: 0, matured: 0 };
  const house = { funds: await houseAccountId(db, 'funds'), pnl: await houseAccountId(db, 'house_pnl') };
  for (;;) {
    const done = await db.transaction((tx) => accrueBatch(tx, clock, today, batchSize, house));
    total.paid += done.paid;
    total.matured += done.matured;
    if (done.taken < batchSize) return total;
  }
}

async function accrueBatch(
  tx: Queryable,
  clock: Clock,
  today: string,
  batchSize: number,
  house: { funds: number; pnl: number },
): Promise<AccrualResult & { taken: number }> {
  const due = await tx.query<DueRow>(
    `SELECT s.id, s.user_id, s.share_amount, s.day_profit, s.lock_days, s.paid_days, to_char(s.next_day, 'YYYY-MM-DD') AS next_day, a.id AS funding_id
     FROM fund_subscriptions s JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'funding' AND a.currency = $3
     WHERE s.status = ${FUND_SUB_STATUS.inProgress} AND s.next_day <= $1::date
     ORDER BY s.next_day, s.id LIMIT $2 FOR UPDATE OF s SKIP LOCKED`,
    [today, batchSize, CURRENCY],
  );
  if (due.length === 0) return { paid: 0, matured: 0, taken: 0 };
  // Journal ids are taken up front so each income row and subscription can name its journal in the same pass.
  const needed = due.length * 2;
  const ids = (await tx.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('journals', 'id'))::text AS id FROM generate_series(1, $1)`, [needed])).map(
    (row) => row.id,
  );
  let nextId = 0;
  const writes = new BatchWrites();
  const journal = (cause: string, userId: number, memo: string, postings: [number, string][]): string => {
    const id = ids[nextId++];
    if (id === undefined) throw new Error('ran out of journal ids');
    writes.journals.id.push(id);
    writes.journals.cause.push(cause);
    writes.journals.user.push(userId);
    writes.journals.memo.push(memo);
    for (const [account, amount] of postings) {
      writes.postings.journal.push(id);
      writes.postings.account.push(account);
      writes.postings.amount.push(amount);
    }
    return id;
  };
  let paid = 0;
  let matured = 0;
  for (const sub of due) {
    const days = Math.min(daysBetween(sub.next_day, today) + 1, sub.lock_days - sub.paid_days);
    const credits: string[] = [];
    for (let index = 0; index < days; index++) credits.push(fundDayCredit(sub.day_profit, sub.paid_days + index + 1));
    const credited = credits.reduce((sum, credit) => sum.plus(credit), new Decimal(0));
    const incomeJournal = credited.gt(0)
      ? journal('fund_income', sub.user_id, `income ${sub.id}`, [
          [sub.funding_id, formatAmount(credited)],
          [house.pnl, formatAmount(credited.negated())],
        ])
      : null;
    credits.forEach((credit, index) => {
      writes.income.sub.push(sub.id);
      writes.income.user.push(sub.user_id);
      writes.income.day.push(addDays(sub.next_day, index));
      writes.income.amount.push(sub.day_profit);
      writes.income.credited.push(credit);
      writes.income.journal.push(new Decimal(credit).gt(0) ? incomeJournal : null);
    });
    paid += days;
    const finished = sub.paid_days + days === sub.lock_days;
    const settleJournal = finished
      ? journal('fund', sub.user_id, `mature ${sub.id}`, [
          [sub.funding_id, formatAmount(sub.share_amount)],
          [house.funds, formatAmount(new Decimal(sub.share_amount).negated())],
        ])
      : null;
    if (finished) matured++;
    writes.subs.id.push(sub.id);
    writes.subs.paid.push(sub.paid_days + days);
    writes.subs.next.push(addDays(sub.next_day, days));
    writes.subs.profit.push(formatAmount(new Decimal(sub.day_profit).times(days), PLACES.fundDayProfit));
    writes.subs.credited.push(formatAmount(credited));
    writes.subs.status.push(finished ? FUND_SUB_STATUS.finished : FUND_SUB_STATUS.inProgress);
    writes.subs.journal.push(settleJournal);
  }
  await write(tx, clock, writes);
  return { paid, matured, taken: due.length };
}

async function write(tx: Queryable, clock: Clock, writes: BatchWrites): Promise<void> {
  const now = new Date(clock.now());
  const { journals, postings, income, subs } = writes;
  if (journals.id.length > 0) {
    // Accounts are locked first: the users' in id order, then the house's, the order a subscription or a
    // redemption takes them (the user's funding account, then the house's), so two runs, or a run and a request,
    // over the same accounts cannot deadlock. NO KEY UPDATE, the lock an UPDATE takes, lets other journals'
    // postings still reference the rows. Only credits reach user accounts here, and house accounts have no floor,
    // so no guard is needed.
    const changes = new Map<number, Decimal>();
    postings.account.forEach((account, index) => changes.set(account, (changes.get(account) ?? new Decimal(0)).plus(postings.amount[index] ?? 0)));
    const accounts = [...changes.keys()].sort((a, b) => a - b);
    await tx.query(
      'SELECT id FROM ledger_accounts WHERE id = ANY($1::integer[]) ORDER BY user_id IS NULL, id FOR NO KEY UPDATE',
      [accounts],
    );
    await tx.query(
      `INSERT INTO journals (id, cause, user_id, memo, created_at) OVERRIDING SYSTEM VALUE
       SELECT id, cause, user_id, memo, $5 FROM unnest($1::bigint[], $2::text[], $3::integer[], $4::text[]) AS j (id, cause, user_id, memo)`,
      [journals.id, journals.cause, journals.user, journals.memo, now],
    );
    await tx.query(
      `INSERT INTO postings (journal_id, account_id, bucket, amount)
       SELECT journal_id, account_id, 'available', amount FROM unnest($1::bigint[], $2::integer[], $3::numeric[]) AS p (journal_id, account_id, amount)`,
      [postings.journal, postings.account, postings.amount],
    );
    await tx.query(
      `UPDATE ledger_accounts l SET available = l.available + c.delta
       FROM unnest($1::integer[], $2::numeric[]) AS c (id, delta) WHERE l.id = c.id`,
      [accounts, accounts.map((account) => formatAmount(changes.get(account) ?? 0))],
    );
  }
  await tx.query(
    `INSERT INTO fund_income (sub_id, user_id, day, amount, credited, journal_id, created_at)
     SELECT sub_id, user_id, day, amount, credited, journal_id, $7
     FROM unnest($1::bigint[], $2::integer[], $3::date[], $4::numeric[], $5::numeric[], $6::bigint[]) AS i (sub_id, user_id, day, amount, credited, journal_id)`,
    [income.sub, income.user, income.day, income.amount, income.credited, income.journal as string[], now],
  );
  await tx.query(
    `UPDATE fund_subscriptions s SET paid_days = u.paid, next_day = u.next, sum_profit = s.sum_profit + u.profit,
       credited = s.credited + u.credited, status = u.status, settle_journal_id = coalesce(u.journal, s.settle_journal_id),
       settled_at = CASE WHEN u.journal IS NULL THEN s.settled_at ELSE $8 END
     FROM unnest($1::bigint[], $2::integer[], $3::date[], $4::numeric[], $5::numeric[], $6::smallint[], $7::bigint[]) AS u (id, paid, next, profit, credited, status, journal)
     WHERE s.id = u.id`,
    [subs.id, subs.paid, subs.next, subs.profit, subs.credited, subs.status, subs.journal as string[], now],
  );
}
