import { ManualClock } from '../../server/clock';
import { createUser } from '../../server/account/users';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { userAccounts } from '../../server/ledger/accounts';
import { seed } from '../../server/seed/seed';
import { accountStatementCsv } from '../../server/statements/account-statement-csv';
import { accountStatementPdf } from '../../server/statements/account-statement-pdf';
import { statementPeriod } from '../../server/statements/period';
import type { BenchRow } from './rows';

// A year's account statement (issue 39) of an account with 50,000 ledger entries, against reading those entries once
// in the same run: one query of the year's postings of the user's accounts with their journals, every row in memory.
// The statement is read a batch of journals at a time and written as it goes, so its resident memory is measured
// too: its growth over the run, sampled at every chunk it writes, at 10,000 entries and at 50,000. The same year as
// PDF is measured once, for its time beside the CSV's and its memory, which must stay bounded as well.

const ENTRIES = 50_000;
const SMALL = 10_000;
const ROUNDS = 3;
/** What the statement may add to resident memory, whatever the number of entries. */
const MEMORY_BOUND_MB = 64;
const YEAR = 2025;

/** `entries` journals over the year: each moves an amount between the funding account and the house (a deposit or a
 * fee), one posting to the user's account, one to the house's. */
async function fill(db: Database, clock: ManualClock, email: string, entries: number): Promise<number> {
  const user = await db.transaction((tx) =>
    createUser(tx, clock, { email, mobile: null, areaId: null, passwordHash: 'not used', inviterId: null, isDemo: false, deviceId: null }),
  );
  const [funding] = await userAccounts(db, user.id);
  const [house] = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 1');
  if (!funding || !house) throw new Error('accounts missing');
  const start = Date.UTC(YEAR, 0, 1);
  const step = Math.floor((365 * 24 * 60 * 60 * 1000) / entries);
  await db.query(
    `WITH made AS (
       INSERT INTO journals (cause, user_id, memo, created_at)
       SELECT CASE WHEN n % 5 = 0 THEN 'trade_fee' ELSE 'deposit' END, $1, 'bench ' || n, to_timestamp(($2::bigint + n * $3::bigint) / 1000.0)
       FROM generate_series(1, $4::integer) AS n
       RETURNING id, cause
     )
     INSERT INTO postings (journal_id, account_id, bucket, amount)
     SELECT id, account, 'available', CASE WHEN account = $5 THEN amount ELSE -amount END
     FROM made, LATERAL (SELECT CASE WHEN cause = 'trade_fee' THEN -1.25 ELSE 10.00 END AS amount) a,
          LATERAL (VALUES ($5::integer), ($6::integer)) AS side (account)`,
    [user.id, start, step, entries, funding.id, house.id],
  );
  return user.id;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const begun = performance.now();
  await work();
  return performance.now() - begun;
}

export async function run(): Promise<BenchRow[]> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const clock = new ManualClock(Date.UTC(YEAR, 0, 1));
  const translate = (await loadServerI18n()).translator('en');
  const small = await fill(db, clock, 'statement-small@example.com', SMALL);
  const large = await fill(db, clock, 'statement-large@example.com', ENTRIES);
  const period = statementPeriod({ from: `${YEAR}-01-01`, to: `${YEAR}-12-31` }, Date.UTC(YEAR + 1, 0, 10), Date.UTC(YEAR, 0, 1));

  const readOnce = (userId: number) => async () => {
    await db.query(
      `SELECT p.journal_id, p.account_id, p.bucket, p.amount, j.cause, j.memo, j.created_at
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journals j ON j.id = p.journal_id
       WHERE a.user_id = $1 AND j.created_at >= $2 AND j.created_at < $3`,
      [userId, new Date(period.startMs), new Date(period.endMs)],
    );
  };
  /** Writes the statement, keeping only its size; answers the resident memory's growth over the run, in MB. */
  const statement = (userId: number, growth: number[]) => async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    let bytes = 0;
    for await (const chunk of accountStatementCsv(db, translate, userId, period, false)) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    if (bytes === 0) throw new Error('an empty statement');
    growth.push((peak - before) / 2 ** 20);
  };

  /** Writes the statement as PDF, keeping only its size; answers the resident memory's growth over the run, in MB. */
  const pdf = (userId: number, growth: number[]) => async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    let bytes = 0;
    const stream = accountStatementPdf(db, {
      userId,
      accountNumber: String(userId),
      period,
      demo: false,
      locale: 'en',
      translate,
      generatedAt: clock.now(),
      verifyAddress: '/api/statement/verify?digest={digest}',
    });
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    if (bytes === 0) throw new Error('an empty statement');
    growth.push((peak - before) / 2 ** 20);
  };

  const reads: number[] = [];
  const writes: number[] = [];
  const growthSmall: number[] = [];
  const growthLarge: number[] = [];
  // Warm both paths once, then take turns.
  await readOnce(large)();
  await statement(large, [])();
  for (let round = 0; round < ROUNDS; round += 1) {
    reads.push(await timed(readOnce(large)));
    writes.push(await timed(statement(large, growthLarge)));
    await statement(small, growthSmall)();
  }
  const growthPdf: number[] = [];
  const growthPdfSmall: number[] = [];
  // Warmed once too: the first PDF opens the font files, which stay open for every later one.
  await pdf(small, [])();
  await pdf(small, growthPdfSmall)();
  const pdfTime = await timed(pdf(large, growthPdf));
  await db.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const [read, write] = [median(reads), median(writes)];
  const ratio = write / read;
  const [grewSmall, grewLarge] = [Math.max(...growthSmall), Math.max(...growthLarge)];
  console.log(`reading ${ENTRIES} entries once: ${read.toFixed(0)} ms (median of ${ROUNDS})`);
  console.log(`the year's statement (CSV): ${write.toFixed(0)} ms, ${ratio.toFixed(2)}x`);
  console.log(`resident memory growth: ${grewSmall.toFixed(1)} MB at ${SMALL} entries, ${grewLarge.toFixed(1)} MB at ${ENTRIES}`);
  const [grewPdfSmall, grewPdf] = [Math.max(...growthPdfSmall), Math.max(...growthPdf)];
  console.log(
    `the year's statement (PDF): ${pdfTime.toFixed(0)} ms, resident memory growth ${grewPdfSmall.toFixed(1)} MB at ${SMALL} entries, ${grewPdf.toFixed(1)} MB at ${ENTRIES}`,
  );
  return [
    {
      measure: `a year's statement of ${ENTRIES.toLocaleString('en')} entries vs reading them once`,
      figure: `${ratio.toFixed(2)}x (${write.toFixed(0)} ms)`,
      baseline: `one read ${read.toFixed(0)} ms`,
      target: '<= 3x',
      met: ratio <= 3,
    },
    {
      measure: 'the statement’s resident memory growth',
      figure: `${grewLarge.toFixed(1)} MB at ${ENTRIES.toLocaleString('en')}, ${grewSmall.toFixed(1)} MB at ${SMALL.toLocaleString('en')}`,
      baseline: 'the process before the statement',
      target: `<= ${MEMORY_BOUND_MB} MB whatever the entries`,
      met: grewLarge <= MEMORY_BOUND_MB,
    },
    {
      measure: `the year's statement as PDF: its resident memory growth`,
      figure: `${grewPdf.toFixed(1)} MB at ${ENTRIES.toLocaleString('en')}, ${grewPdfSmall.toFixed(1)} MB at ${SMALL.toLocaleString('en')} (${pdfTime.toFixed(0)} ms)`,
      baseline: `the CSV ${write.toFixed(0)} ms`,
      target: `<= ${MEMORY_BOUND_MB} MB whatever the entries`,
      met: grewPdf <= MEMORY_BOUND_MB,
    },
  ];
}
