import { ManualClock } from '../../server/clock';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed/seed';
import { accrueFunds } from '../../server/fund/accrual';
import { utcDay } from '../../server/fund/days';
import type { BenchRow } from './rows';

// The daily fund accrual over many subscriptions (embedded PGlite, in memory): its time and the most memory the
// process held above where it started, against, in the same run, a single INSERT ... SELECT of the same income rows
// (the least any accrual could do: no journals, no balances), and the same rows with their ledger (a journal and two
// postings per subscription, checked by the ledger's balance trigger) written set-based in one transaction: not the
// whole work either (no balances moved, no income journal per user, no subscriptions moved on), but the part of it
// the ledger's constraints make costly. Run at several sizes: the accrual's memory should not grow with the number
// of subscriptions, since it holds one bounded batch at a time. The lock the accrual's batches take on their
// subscriptions is measured alone too (the same rows locked in the same order, rolled back), as a part of its time.

/** FUND_BENCH_SIZES=20000,100000 (the default) chooses the sizes. */
const SIZES = (process.env.FUND_BENCH_SIZES ?? '20000,100000').split(',').map(Number);
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
  const [journal] = await db.query<{ id: string }>(
    `INSERT INTO journals (cause, user_id, memo, created_at) VALUES ('fund', NULL, 'bench', $1) RETURNING id`,
    [now],
  );
  // Subscribed yesterday: today's run pays one day each.
  await db.query(
    `INSERT INTO fund_subscriptions (user_id, fund_id, status, share_amount, day_profit, lock_days, liquidated_damages, sub_time, first_day, journal_id)
     SELECT (SELECT min(id) FROM users) + (n % $2), 1, 1, 1000, 3.5, 7, 5, $3, $4::date, $5 FROM generate_series(1, $1) AS n`,
    [subscriptions, USERS, now, utcDay(clock.now()), journal!.id],
  );
  await db.exec('CREATE TABLE fund_income_baseline (LIKE fund_income INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING INDEXES)');
  // What autovacuum would have done on a server that has run a while: statistics, so plans fit the table sizes.
  await db.exec('ANALYZE');
  return db;
}

/** Thrown to roll a measured transaction back. */
class RolledBack extends Error {}

/** CPU time of this process so far (PGlite runs inside it, so the database's work counts too), in ms. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Runs `work`, sampling the heap every 5 ms; answers the time (wall and CPU: on a shared machine the CPU time is the
 * steadier of the two) and the peak heap above the start. With --expose-gc
 * (as `npm run bench` is not, so pass NODE_OPTIONS=--expose-gc) every 20th sample collects first, so the peak is
 * what the work holds rather than garbage not yet collected.
 */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; cpuMs: number; peakMb: number; result: T }> {
  globalThis.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  let samples = 0;
  const sampler = setInterval(() => {
    if (++samples % 20 === 0) globalThis.gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const began = performance.now();
  const cpuBegan = cpuMs();
  const result = await work();
  const ms = performance.now() - began;
  const cpu = cpuMs() - cpuBegan;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return { ms, cpuMs: cpu, peakMb: (peak - start) / 1024 / 1024, result };
}

interface Row {
  size: number;
  baseline: Awaited<ReturnType<typeof measured>>;
  withLedger: Awaited<ReturnType<typeof measured>>;
  accrual: Awaited<ReturnType<typeof measured>>;
  lock: Awaited<ReturnType<typeof measured>>;
}

/** The sizes side by side: flat memory and a steady ratio read across the rows. */
function table(rows: readonly Row[]): string {
  const lines = [
    '| subscriptions | INSERT ... SELECT (CPU) | with ledger, one statement | accrueFunds (CPU) | ratio | CPU ratio | of which the lock (CPU) | peak heap: baseline / accrual |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.size} | ${row.baseline.ms.toFixed(0)} ms (${row.baseline.cpuMs.toFixed(0)}) | ${row.withLedger.ms.toFixed(0)} ms | ` +
        `${row.accrual.ms.toFixed(0)} ms (${row.accrual.cpuMs.toFixed(0)}) | ` +
        `${(row.accrual.ms / row.baseline.ms).toFixed(2)}x | ${(row.accrual.cpuMs / row.baseline.cpuMs).toFixed(2)}x | ` +
        `${row.lock.ms.toFixed(0)} ms (${row.lock.cpuMs.toFixed(0)}) | ` +
        `+${row.baseline.peakMb.toFixed(1)} MB / +${row.accrual.peakMb.toFixed(1)} MB |`,
    );
  }
  return lines.join('\n');
}

export async function run(): Promise<BenchRow[]> {
  const results: Row[] = [];
  for (const size of SIZES) {
    const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
    const began = performance.now();
    const db = await world(size, clock);
    console.log(`  ${size} subscriptions set up in ${(performance.now() - began).toFixed(0)} ms`);
    const today = utcDay(clock.now());
    const baseline = await measured(() =>
      db.query(
        `INSERT INTO fund_income_baseline (sub_id, user_id, day, amount, credited, created_at)
         SELECT id, user_id, first_day, day_profit, round(day_profit, 2), $2 FROM fund_subscriptions WHERE status = 1 AND first_day <= $1::date`,
        [today, new Date(clock.now())],
      ),
    );
    await db.exec('TRUNCATE fund_income_baseline');
    const withLedger = await measured(() =>
      db.transaction(async (tx) => {
        await tx.query(
          `WITH due AS (
             SELECT s.id, s.day_profit, a.id AS account FROM fund_subscriptions s
             JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'funding'
             WHERE s.status = 1 AND s.first_day <= $1::date
           ), j AS (
             INSERT INTO journals (cause, user_id, memo, created_at)
             SELECT 'fund_income', NULL, 'baseline ' || due.id, $2 FROM due RETURNING id, memo
           )
           INSERT INTO postings (journal_id, account_id, bucket, amount)
           SELECT j.id, side.account, 'available', side.amount
           FROM j JOIN due ON j.memo = 'baseline ' || due.id
           CROSS JOIN LATERAL (VALUES (due.account, round(due.day_profit, 2)), ((SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house_pnl'), -round(due.day_profit, 2))) AS side (account, amount)`,
          [today, new Date(clock.now())],
        );
        await tx.query(
          `INSERT INTO fund_income_baseline (sub_id, user_id, day, amount, credited, created_at)
           SELECT id, user_id, first_day, day_profit, round(day_profit, 2), $2 FROM fund_subscriptions WHERE status = 1 AND first_day <= $1::date`,
          [today, new Date(clock.now())],
        );
      }),
    );
    // What the batch's lock on its subscriptions costs (it keeps a redemption settled meanwhile from being paid
    // the day): the same rows locked in the batches' order, alone, rolled back so the accrual finds them as it would.
    const lock = await measured(() =>
      db
        .transaction(async (tx) => {
          await tx.exec('SET LOCAL random_page_cost = 1.1');
          await tx.query(
            `SELECT count(*) FROM (SELECT s.id FROM fund_subscriptions s WHERE s.status = 1 AND s.first_day <= $1::date
               ORDER BY s.user_id, s.id FOR NO KEY UPDATE OF s) AS locked`,
            [today],
          );
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        }),
    );
    const accrual = await measured(() => accrueFunds(db, clock));
    const [rows] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_income');
    console.log(`  ${size} subscriptions: ${rows?.n} income rows, ${accrual.result.paid} paid`);
    console.log(
      `    INSERT ... SELECT: ${baseline.ms.toFixed(0)} ms (CPU ${baseline.cpuMs.toFixed(0)} ms), peak heap +${baseline.peakMb.toFixed(1)} MB`,
    );
    console.log(`    the same with their ledger, set-based: ${withLedger.ms.toFixed(0)} ms, peak heap +${withLedger.peakMb.toFixed(1)} MB`);
    console.log(
      `    accrueFunds:       ${accrual.ms.toFixed(0)} ms (CPU ${accrual.cpuMs.toFixed(0)} ms), peak heap +${accrual.peakMb.toFixed(1)} MB`,
    );
    console.log(`    of which, about, the lock on the subscriptions: ${lock.ms.toFixed(0)} ms (CPU ${lock.cpuMs.toFixed(0)} ms)`);
    console.log(
      `    ratio (accrual / INSERT ... SELECT): ${(accrual.ms / baseline.ms).toFixed(2)}x, by CPU time ${(accrual.cpuMs / baseline.cpuMs).toFixed(2)}x`,
    );
    console.log(`    ratio (accrual / the same with their ledger): ${(accrual.ms / withLedger.ms).toFixed(2)}x`);
    results.push({ size, baseline, withLedger, accrual, lock });
    await db.close();
  }
  console.log(`\n${table(results)}`);
  return results.map(({ size, baseline, accrual }) => ({
    measure: `fund accrual, ${size.toLocaleString('en')} subscriptions (issue 15)`,
    figure: `${(accrual.ms / baseline.ms).toFixed(2)}x (${accrual.ms.toFixed(0)} ms, CPU ${(accrual.cpuMs / baseline.cpuMs).toFixed(2)}x, heap +${accrual.peakMb.toFixed(1)} MB)`,
    baseline: `INSERT ... SELECT ${baseline.ms.toFixed(0)} ms`,
    target: '<= 3x at 100,000, memory flat',
    // The issue sets its target at 100,000; smaller sizes are printed for the trend.
    met: size === 100_000 ? accrual.ms / baseline.ms <= 3 && accrual.peakMb < 16 : undefined,
  }));
}
