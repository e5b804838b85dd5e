import { ManualClock } from '../../server/clock';
import { periodFigures } from '../../server/copy-trading/period-statistics';
import { equityIndex, traderFigures, type CashFlow, type ClosedTrade } from '../../server/copy-trading/statistics';
import { readCashFlows, readClosedTrades, recomputeTraderStats } from '../../server/copy-trading/trader-stats';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { houseAccountId } from '../../server/ledger/accounts';
import { seed } from '../../server/seed/seed';
import type { BenchRow } from './rows';

// The trader statistics job (issue 36): 500 traders with 90 days of history each (a deposit, then 3 closed orders a
// day, each with its profit and fee journals), written straight into the tables for speed. Measured: one read of
// every trader's orders and money movements (the job's own queries, results dropped) against the whole job (the same
// reads, the three-week figures, the four periods, the risk score, and one fenced write per trader). Target: the job
// takes at most twice its reads, i.e. deriving every period from the one read costs no more than the read itself.
// Each is timed twice, alternately, and the faster kept. No timed assertion.

const TRADERS = 500;
const DAYS = 90;
const ORDERS_A_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function run(): Promise<BenchRow[]> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const now = Date.UTC(2026, 3, 1, 12);
  const clock = new ManualClock(now);
  const start = now - DAYS * DAY_MS;
  const house = await houseAccountId(db, 'house_pnl');

  const made = performance.now();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO users (uid, email, password_hash, invite_code, created_at)
       SELECT 'bench' || n, 'bench' || n || '@example.com', 'x', 'bench' || n, to_timestamp($1::bigint / 1000.0) FROM generate_series(1, $2) AS n`,
      [start, TRADERS],
    );
    await tx.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT id, 'forex' FROM users WHERE uid LIKE 'bench%'`);
    await tx.query(
      `INSERT INTO traders (user_id, nickname, created_at) SELECT id, 'Bench ' || id, $1::bigint FROM users WHERE uid LIKE 'bench%'`,
      [start],
    );
    // The deposit: 10,000 into each contract account at the start.
    await tx.query(
      `WITH j AS (INSERT INTO journals (cause, user_id, created_at)
                  SELECT 'transfer', id, to_timestamp($1::bigint / 1000.0) FROM users WHERE uid LIKE 'bench%' RETURNING id, user_id)
       INSERT INTO postings (journal_id, account_id, bucket, amount)
       SELECT j.id, a.id, 'available', 10000 FROM j JOIN ledger_accounts a ON a.user_id = j.user_id AND a.kind = 'forex'
       UNION ALL SELECT j.id, $2, 'available', -10000 FROM j`,
      [start, house],
    );
    // Orders opened at 08:00, 12:00 and 16:00 and held 2 hours; profits from -30 to +34 spread by a fixed mix.
    await tx.query(
      `INSERT INTO contract_orders (user_id, instrument_id, side, lots, multiple, status, open_price, close_price, margin, fee, realised_pnl,
         open_reason, open_time, close_reason, close_time, created_at)
       SELECT u.id, 1, 1, 0.1, 100, 3, 1.1, 1.1, 110, 0.5, ((u.id * 7 + d * 13 + k * 31) % 65) - 30, 'market',
         t.opened, 'manual', t.opened + 2 * $3::bigint, t.opened
       FROM users u, generate_series(0, $4::integer - 1) AS d, generate_series(0, $5::integer - 1) AS k,
         LATERAL (SELECT $1::bigint + d * $2::bigint + (8 + 4 * k) * $3::bigint AS opened) AS t
       WHERE u.uid LIKE 'bench%'`,
      [start, DAY_MS, HOUR_MS, DAYS, ORDERS_A_DAY],
    );
    // Each order's profit and fee as the ledger holds them: trading journals the job's money query reads and skips.
    for (const [cause, amount] of [
      ['trade_pnl', 'o.realised_pnl'],
      ['trade_fee', '-o.fee'],
    ] as const) {
      await tx.query(
        `WITH o AS (SELECT o.user_id, ${amount} AS amount, o.close_time FROM contract_orders o JOIN users u ON u.id = o.user_id
                    WHERE u.uid LIKE 'bench%' AND ${amount} <> 0),
              j AS (INSERT INTO journals (cause, user_id, memo, created_at)
                    SELECT $1, o.user_id, o.amount::text, to_timestamp(o.close_time / 1000.0) FROM o RETURNING id, user_id, memo)
         INSERT INTO postings (journal_id, account_id, bucket, amount)
         SELECT j.id, a.id, 'available', j.memo::numeric FROM j JOIN ledger_accounts a ON a.user_id = j.user_id AND a.kind = 'forex'
         UNION ALL SELECT j.id, $2, 'available', -j.memo::numeric FROM j`,
        [cause, house],
      );
    }
  });
  const [counts] = await db.query<{ orders: string; postings: string }>(
    `SELECT (SELECT count(*) FROM contract_orders) AS orders, (SELECT count(*) FROM postings) AS postings`,
  );
  console.log(
    `  ${TRADERS} traders x ${DAYS} days: ${counts?.orders} orders, ${counts?.postings} postings, written in ${((performance.now() - made) / 1000).toFixed(1)} s`,
  );

  const traders = await db.query<{ user_id: number }>('SELECT user_id FROM traders ORDER BY id');
  const reads = async () => {
    for (const trader of traders) {
      await readClosedTrades(db, trader.user_id, now);
      await readCashFlows(db, trader.user_id);
    }
  };
  // Where the rest goes: the figures alone, from reads made beforehand.
  const history: { trades: ClosedTrade[]; flows: CashFlow[] }[] = [];
  for (const trader of traders)
    history.push({ trades: await readClosedTrades(db, trader.user_id, now), flows: await readCashFlows(db, trader.user_id) });
  const figures = () => {
    for (const { trades, flows } of history) {
      const points = equityIndex(trades, flows);
      traderFigures(trades, flows, now, points);
      periodFigures(trades, flows, { '7d': 0, '30d': 0, '90d': 0, all: 0 }, now, points);
    }
    return Promise.resolve();
  };
  const job = () => recomputeTraderStats(db, clock, () => Promise.resolve());
  const readTimes: number[] = [];
  const jobTimes: number[] = [];
  const figureTimes: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    readTimes.push(await timed(reads));
    jobTimes.push(await timed(job));
    figureTimes.push(await timed(figures));
  }
  const read = Math.min(...readTimes);
  const whole = Math.min(...jobTimes);
  const ratio = whole / read;
  console.log(`  reads of every trader's orders and money: ${readTimes.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  console.log(`  the whole job (reads, figures, periods, risk, writes): ${jobTimes.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  console.log(`  of which the figures alone (no reads, no writes): ${figureTimes.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  console.log(
    `  job / reads (best of 2 each): ${ratio.toFixed(2)}x (${((whole - read) / traders.length).toFixed(2)} ms a trader beyond the read)`,
  );
  const [stored] = await db.query<{ n: string; scored: string }>(
    'SELECT count(*) AS n, count(risk_score) AS scored FROM trader_stats WHERE periods IS NOT NULL',
  );
  console.log(`  trader_stats rows with periods: ${stored?.n}, with a risk score: ${stored?.scored}`);
  await db.close();
  return [
    {
      measure: `trader stats job vs its reads (${TRADERS} traders x ${DAYS} days)`,
      figure: `${ratio.toFixed(2)}x`,
      baseline: `reads ${read.toFixed(0)} ms`,
      target: '<= 2x',
      met: ratio <= 2,
    },
  ];
}
