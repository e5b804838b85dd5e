import { ManualClock } from '../../server/clock';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/db/seed';
import { accrueFunds } from '../../server/fund/accrual';
import { utcDay } from '../../server/fund/days';

// The daily fund accrual over many subscriptions (embedded PGlite, in memory): its time and the most memory the
// process held above where it started, against a single INSERT ... SELECT of the same income rows in the same run
// (the least any accrual could do: no journals, no balances). Run at two sizes: the accrual's memory should not
// grow with the number of subscriptions, since it holds one bounded batch at a time.

const SIZES = [20_000, 100_000];
const USERS = 10_000;

async function world(subscriptions: number, clock: ManualClock): Promise<Database> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const now = new Date(clock.now());
  await db.query(
    `INSERT INTO users (uid, email, password_hash, invite_code, created_at)
     SELECT 'b' || n, 'bench' || n || '@example.com', 'x', 'inv' || n, $1 FROM generate_series(1, $2) AS n`,
    [now, USERS],
  );
  await db.query(`INSERT INTO ledger_accounts (user_id, kind, currency) SELECT id, 'funding', 'USD' FROM users`);
  const [journal] = await db.query<{ id: string }>(`INSERT INTO journals (cause, user_id, memo, created_at) VALUES ('fund', NULL, 'bench', $1) RETURNING id`, [now]);
  // Subscribed yesterday: today's run pays one day each.
  await db.query(
    `INSERT INTO fund_subscriptions (user_id, fund_id, status, share_amount, day_profit, lock_days, liquidated_damages, sub_time, next_day, journal_id)
     SELECT (SELECT min(id) FROM users) + (n % $2), 1, 1, 1000, 3.5, 7, 5, $3, $4::date, $5 FROM generate_series(1, $1) AS n`,
    [subscriptions, USERS, now, utcDay(clock.now()), journal!.id],
  );
  await db.exec('CREATE TABLE fund_income_baseline (LIKE fund_income INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING INDEXES)');
  return db;
}

/** Runs `work`, sampling the heap every 5 ms; answers the time and the peak heap above the start. */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; peakMb: number; result: T }> {
  globalThis.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  const began = performance.now();
  const result = await work();
  const ms = performance.now() - began;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return { ms, peakMb: (peak - start) / 1024 / 1024, result };
}

export async function run(): Promise<void> {
  for (const size of SIZES) {
    const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
    const db = await world(size, clock);
    const today = utcDay(clock.now());
    const baseline = await measured(() =>
      db.query(
        `INSERT INTO fund_income_baseline (sub_id, user_id, day, amount, credited, created_at)
         SELECT id, user_id, next_day, day_profit, round(day_profit, 2), $2 FROM fund_subscriptions WHERE status = 1 AND next_day <= $1::date`,
        [today, new Date(clock.now())],
      ),
    );
    const accrual = await measured(() => accrueFunds(db, clock));
    const [rows] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_income');
    console.log(`  ${size} subscriptions: ${rows?.n} income rows, ${accrual.result.paid} paid`);
    console.log(`    INSERT ... SELECT: ${baseline.ms.toFixed(0)} ms, peak heap +${baseline.peakMb.toFixed(1)} MB`);
    console.log(`    accrueFunds:       ${accrual.ms.toFixed(0)} ms, peak heap +${accrual.peakMb.toFixed(1)} MB`);
    console.log(`    ratio (accrual / INSERT ... SELECT): ${(accrual.ms / baseline.ms).toFixed(2)}x`);
    await db.close();
  }
}
