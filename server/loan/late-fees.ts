import { dailyPenalty, LOAN_STATUS, loanDay } from '../../common/loan';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Fence } from '../fence';

// Late fees (spec section 9): from the day after the due day, each day adds the config's penalty rate (0.25% of the
// principal unless set) to a loan still to repay. A fee is a row per loan and day; its unique key makes each day's
// fee happen once whatever runs reach it (two leaders, a restart, a settlement catching up first). A run charges
// every day that has begun and is not charged, so a server that was down for days charges them once when back.
// No money moves yet: the fees are owed, and the ledger books them when the loan is repaid.
//
// A run takes the late loans in bounded batches, locked FOR UPDATE SKIP LOCKED (another run, or a repayment under
// way, keeps the loans it holds), and writes each batch with two set-based statements: the day's fee of each loan
// is computed here, once, with common/loan.ts, and the rows for all its late days are generated in SQL.

export const LATE_FEE_BATCH = 1000;

export interface LateLoan {
  id: string;
  user_id?: number;
  amount: string;
  penalty_rate: string;
  next_penalty_day: string | null;
}

/** Charges the loans' late days from each one's next unpaid day through `today`; returns how many were added. */
export async function chargeLateDays(tx: Queryable, clock: Clock, loans: readonly LateLoan[], today: string): Promise<number> {
  const late = loans.filter((loan) => loan.next_penalty_day !== null && loan.next_penalty_day <= today);
  if (late.length === 0) return 0;
  const ids = late.map((loan) => loan.id);
  const added = await tx.query(
    `INSERT INTO loan_penalties (loan_id, day, amount, created_at)
     SELECT due.id, day::date, due.fee, $5
     FROM unnest($1::bigint[], $2::numeric[], $3::date[]) AS due (id, fee, first_day)
     CROSS JOIN LATERAL generate_series(due.first_day, $4::date, interval '1 day') AS day
     ON CONFLICT (loan_id, day) DO NOTHING RETURNING id`,
    [
      ids,
      late.map((loan) => dailyPenalty(loan.amount, loan.penalty_rate)),
      late.map((loan) => loan.next_penalty_day ?? today),
      today,
      new Date(clock.now()),
    ],
  );
  // The totals are recounted from the rows, so they hold whichever run wrote which day.
  await tx.query(
    `UPDATE loans l SET next_penalty_day = $2::date + 1, penalty_days = p.days, penalty_amount = p.total
     FROM (SELECT loan_id, count(*)::int AS days, sum(amount) AS total FROM loan_penalties WHERE loan_id = ANY($1::bigint[]) GROUP BY loan_id) p
     WHERE l.id = p.loan_id`,
    [ids, today],
  );
  return added.length;
}

/** Told, once a batch has committed, which loans it charged a late day (their borrowers are told in turn). */
export type LateFeesCharged = (loans: readonly { id: number; userId: number }[]) => void;

/** Charges every late day of every loan to repay, up to the clock's UTC day. */
export async function chargeLateFees(
  db: Database,
  clock: Clock,
  fence: Fence = () => Promise.resolve(),
  batchSize = LATE_FEE_BATCH,
  charged: LateFeesCharged = () => undefined,
): Promise<number> {
  const today = loanDay(clock.now());
  let total = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx.query<LateLoan>(
        `SELECT id, user_id, amount, penalty_rate, to_char(next_penalty_day, 'YYYY-MM-DD') AS next_penalty_day FROM loans
         WHERE status = ${LOAN_STATUS.repaying} AND next_penalty_day <= $1::date
         ORDER BY next_penalty_day, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [today, batchSize],
      );
      const added = await chargeLateDays(tx, clock, due, today);
      await fence(tx);
      // Every loan taken is late (the query says so) and held by this run alone, so each got its day's fee.
      const loans = due.map((loan) => ({ id: Number(loan.id), userId: loan.user_id ?? 0 }));
      if (loans.length > 0) db.afterCommit(() => charged(loans));
      return { taken: due.length, added };
    });
    total += batch.added;
    if (batch.taken < batchSize) return total;
  }
}
