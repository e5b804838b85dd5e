import { dailyPenalty, LOAN_STATUS, loanDay } from '../../common/loan';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Fence } from '../jobs/job';

// Late fees (spec section 9): from the day after the due day, each day adds the config's penalty rate (0.25% of the
// principal unless set) to a loan still to repay. A fee is a row per loan and day; its unique key makes each day's
// fee happen once whatever runs reach it (two leaders, a restart, a settlement catching up first). A run charges
// every day that has begun and is not charged, so a server that was down for days charges them once when back.
// No money moves yet: the fees are owed, and the ledger books them when the loan is repaid.

export const LATE_FEE_BATCH = 500;

export interface LateLoan {
  id: string;
  amount: string;
  penalty_rate: string;
  next_penalty_day: string | null;
}

/** Charges the loan's late days from its next unpaid day through `today`; returns how many were added. */
export async function chargeLateDays(tx: Queryable, clock: Clock, loan: LateLoan, today: string): Promise<number> {
  if (loan.next_penalty_day === null || loan.next_penalty_day > today) return 0;
  const added = await tx.query(
    `INSERT INTO loan_penalties (loan_id, day, amount, created_at)
     SELECT $1, day::date, $2, $3 FROM generate_series($4::date, $5::date, interval '1 day') AS day
     ON CONFLICT (loan_id, day) DO NOTHING RETURNING id`,
    [loan.id, dailyPenalty(loan.amount, loan.penalty_rate), new Date(clock.now()), loan.next_penalty_day, today],
  );
  await tx.query(
    `UPDATE loans SET next_penalty_day = $2::date + 1,
       penalty_days = (SELECT count(*) FROM loan_penalties WHERE loan_id = $1),
       penalty_amount = (SELECT coalesce(sum(amount), 0) FROM loan_penalties WHERE loan_id = $1)
     WHERE id = $1`,
    [loan.id, today],
  );
  return added.length;
}

/** Charges every late day of every loan to repay, up to the clock's UTC day, in bounded locked batches. */
export async function chargeLateFees(db: Database, clock: Clock, fence: Fence = () => Promise.resolve(), batchSize = LATE_FEE_BATCH): Promise<number> {
  const today = loanDay(clock.now());
  let charged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // SKIP LOCKED: a loan being settled or charged by another run right now is left to it.
      const due = await tx.query<LateLoan>(
        `SELECT id, amount, penalty_rate, to_char(next_penalty_day, 'YYYY-MM-DD') AS next_penalty_day FROM loans
         WHERE status = ${LOAN_STATUS.repaying} AND next_penalty_day <= $1::date
         ORDER BY next_penalty_day, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [today, batchSize],
      );
      let added = 0;
      for (const loan of due) added += await chargeLateDays(tx, clock, loan, today);
      await fence(tx);
      return { taken: due.length, added };
    });
    charged += batch.added;
    if (batch.taken < batchSize) return charged;
  }
}
