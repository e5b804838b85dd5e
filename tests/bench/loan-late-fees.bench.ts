import { ManualClock } from '../../server/clock';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed/seed';
import { chargeLateFees } from '../../server/loan/late-fees';

// The loan late-fee run over many late loans (embedded PGlite, in memory), each 3 days late, against, in the same
// run, a single INSERT ... SELECT of the same fee rows into a copy of the table (the least any run could do: no
// locks, no totals on the loans). LOAN_BENCH_SIZES=2000,20000 (the default) chooses the sizes.

const SIZES = (process.env.LOAN_BENCH_SIZES ?? '2000,20000').split(',').map(Number);
const LATE_DAYS = 3;

async function world(loans: number, clock: ManualClock): Promise<Database> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const now = new Date(clock.now());
  await db.query(
    `INSERT INTO users (uid, email, password_hash, invite_code, created_at)
     SELECT 'l' || n, 'loan' || n || '@example.com', 'x', 'inv' || n, $1 FROM generate_series(1, $2) AS n`,
    [now, loans],
  );
  await db.query(
    `INSERT INTO uploads (name, user_id, mime, size, created_at) VALUES ('${'a'.repeat(32)}.png', (SELECT min(id) FROM users), 'image/png', 1, $1)`,
    [now],
  );
  const [journal] = await db.query<{ id: string }>(
    `INSERT INTO journals (cause, user_id, memo, created_at) VALUES ('loan', NULL, 'bench', $1) RETURNING id`,
    [now],
  );
  // One loan a user, paid out 7 days + LATE_DAYS ago on a 7-day term: LATE_DAYS days late today.
  await db.query(
    `INSERT INTO loans (user_id, config_id, amount, loan_period, free_period, interest_rate, penalty_rate, interest_amount, status,
       agreement_html, agreement_sha256, template_version, sign_upload, shown_at, signed_at, signed_ip, signed_user_agent, consent, created_at,
       payout_journal_id, payout_day, due_day, repayment_time, next_penalty_day)
     SELECT id, 1, 1000, 7, 0, 8, 25, 5.60, 2, '<p>bench</p>', 'x', 1, $1, $2, $2, '10.0.0.1', 'bench', true, $2,
       $3, $4::date - 7, $4::date, $2, $4::date + 1 FROM users`,
    [`${'a'.repeat(32)}.png`, now, journal!.id, new Date(clock.now() - (LATE_DAYS + 0) * 86_400_000).toISOString().slice(0, 10)],
  );
  await db.exec('CREATE TABLE loan_penalties_baseline (LIKE loan_penalties INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING INDEXES)');
  await db.exec('ANALYZE');
  return db;
}

export async function run(): Promise<void> {
  for (const size of SIZES) {
    const clock = new ManualClock(Date.UTC(2026, 0, 20, 12));
    const db = await world(size, clock);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    let began = performance.now();
    await db.query(
      `INSERT INTO loan_penalties_baseline (loan_id, day, amount, created_at)
       SELECT l.id, day::date, 2.50, $2 FROM loans l CROSS JOIN LATERAL generate_series(l.next_penalty_day, $1::date, interval '1 day') AS day
       WHERE l.status = 2 AND l.next_penalty_day <= $1::date`,
      [today, new Date(clock.now())],
    );
    const baseline = performance.now() - began;
    began = performance.now();
    const charged = await chargeLateFees(db, clock);
    const job = performance.now() - began;
    console.log(`  ${size} loans ${LATE_DAYS} days late: ${charged} fees charged`);
    console.log(
      `    INSERT ... SELECT: ${baseline.toFixed(0)} ms; chargeLateFees: ${job.toFixed(0)} ms; ratio ${(job / baseline).toFixed(2)}x`,
    );
    began = performance.now();
    const again = await chargeLateFees(db, clock);
    console.log(`    a second run the same day: ${again} fees, ${(performance.now() - began).toFixed(0)} ms`);
    await db.close();
  }
}
