import { randomBytes, randomUUID } from 'node:crypto';
import { findOrCreateDemoUser } from '../../server/account/demo';
import { digest } from '../../server/account/tokens';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import type { SubmitRequest } from '../../server/contract/plan';
import type { Database, Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { secretBox } from '../../server/security/secret-box';
import { seed } from '../../server/seed/seed';
import { ledgerViolations, violationReport } from '../server/helpers/invariants';
import type { BenchRow } from './rows';

// Close all (issue 35): 1,000 positions of one user closed by one close_all request, against the same 1,000 positions
// closed by 1,000 single close requests, one after the other, in the same run. Both go through the HTTP layer as the
// app sends them (session, Idempotency-Key). Measured: the time spent in the database, the sum of every statement's
// time as the Database object sees it (each query and exec awaited, inside transactions too, plus each transaction's
// own BEGIN/COMMIT or savepoint, i.e. its time less that of its work), in one PGlite, which runs one statement at a
// time so the sums do not overlap; wall time is printed beside it. Target: close_all's database time at most 2x the
// single closes' total. Checked: every position closed and settled once (one trade_pnl journal each), and the ledger
// invariants.

const POSITIONS = 1_000;
// 0.01 lots of EUR/USD at 1.10000 with leverage 200: 5.50 of margin each, so 1,000 fit a 10,000.00 account.
const ORDER: SubmitRequest = {
  side: 1,
  lots: '0.01',
  instrumentId: 1,
  mode: 1,
  targetPrice: '0',
  stopLoss: '0',
  takeProfit: '0',
  multiple: 200,
};

/** The Database, timing every statement it runs (and each transaction's own statements) into `spent.ms`. */
function timedDatabase(real: Database, spent: { ms: number }): Database {
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      spent.ms += performance.now() - started;
    }
  };
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => timed(() => target.query(sql, params)),
    exec: (sql) => timed(() => target.exec(sql)),
  });
  return {
    kind: real.kind,
    ...wrap(real),
    transaction: async (work, options) => {
      let inWork = 0;
      const started = performance.now();
      try {
        return await real.transaction(async (tx) => {
          const workStarted = performance.now();
          try {
            return await work(wrap(tx));
          } finally {
            inWork = performance.now() - workStarted;
          }
        }, options);
      } finally {
        // BEGIN and COMMIT (or SAVEPOINT and RELEASE): what the transaction took beyond its work.
        spent.ms += performance.now() - started - inWork;
      }
    },
    afterCommit: (then) => real.afterCommit(then),
    writeLater: (sql, params) => timed(() => real.writeLater(sql, params)),
    close: () => real.close(),
  };
}

export async function run(): Promise<BenchRow[]> {
  const raw = await openPglite();
  await migrate(raw);
  await seed(raw);
  const spent = { ms: 0 };
  const db = timedDatabase(raw, spent);
  const clock = new ManualClock();
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 1_000_000_000,
  });
  await app.http.ready();

  const user = await raw.transaction((tx) => findOrCreateDemoUser(tx, clock, `bench${randomUUID().replaceAll('-', '')}`, '10000.00'));
  const token = `bench-close-all-${randomUUID()}`;
  await raw.query('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    digest(token),
    user.id,
    new Date(clock.now()),
  ]);
  app.market.receive([{ instrumentId: 1, seq: 1, time: clock.now(), price: '1.10000', volume: 1 }]);
  await app.contracts.settled();

  const openAll = async (): Promise<number[]> => {
    const ids: number[] = [];
    for (let index = 0; index < POSITIONS; index += 1) ids.push((await app.contracts.submit(user.id, ORDER)).Id);
    return ids;
  };
  const send = async (path: string): Promise<{ code: number; data: unknown }> => {
    const response = await app.http.inject({
      url: path,
      headers: { authorization: token, lang: 'en', 'idempotency-key': randomUUID() },
    });
    return response.json();
  };

  // The baseline: 1,000 single closes, one request each, one after the other.
  const singles = await openAll();
  spent.ms = 0;
  let started = performance.now();
  for (const id of singles) {
    const answer = await send(`/v2/api/forex/close?id=${id}`);
    if (answer.code !== 1) throw new Error(`close ${id} answered ${answer.code}`);
  }
  const singlesWall = performance.now() - started;
  const singlesDb = spent.ms;

  // close_all: the same 1,000 positions again, in one request.
  const all = await openAll();
  spent.ms = 0;
  started = performance.now();
  const answer = await send('/v2/api/forex/close_all?which=all');
  const allWall = performance.now() - started;
  const allDb = spent.ms;
  const page = answer.data as { total: number };
  if (answer.code !== 1) throw new Error(`close_all answered ${answer.code}`);

  // Every position closed, each settled in one journal; the ledger sound.
  const ids = [...singles, ...all].map(String);
  const [closed] = await raw.query<{ n: string }>('SELECT count(*) AS n FROM contract_orders WHERE id = ANY($1::bigint[]) AND status = 3', [
    ids,
  ]);
  const [journals] = await raw.query<{ orders: string; journals: string }>(
    `SELECT count(DISTINCT memo) AS orders, count(*) AS journals FROM journals WHERE cause = 'trade_pnl' AND memo = ANY($1::text[])`,
    [ids.map((id) => `order ${id}`)],
  );
  const violations = await ledgerViolations(raw);
  const settledOnce =
    page.total === POSITIONS &&
    Number(closed?.n) === 2 * POSITIONS &&
    Number(journals?.orders) === 2 * POSITIONS &&
    Number(journals?.journals) === 2 * POSITIONS &&
    violations.length === 0;

  const ratio = allDb / singlesDb;
  console.log(`  ${POSITIONS} positions of one user: close_all closed ${page.total}; ${closed?.n} of ${2 * POSITIONS} closed in all`);
  console.log(`  trade_pnl journals: ${journals?.journals} for ${journals?.orders} orders (one each: ${settledOnce})`);
  console.log(
    `  database time: close_all ${allDb.toFixed(0)} ms; ${POSITIONS} single closes ${singlesDb.toFixed(0)} ms; ratio ${ratio.toFixed(2)}`,
  );
  console.log(`  wall time:     close_all ${allWall.toFixed(0)} ms; ${POSITIONS} single closes ${singlesWall.toFixed(0)} ms`);
  if (violations.length > 0) console.log(`  ${violationReport(violations)}`);
  await app.http.close();
  await raw.close();
  return [
    {
      measure: 'close_all of 1,000 positions: database time',
      figure: `${allDb.toFixed(0)} ms (x${ratio.toFixed(2)}), each settled once: ${settledOnce ? 'yes' : 'NO'}`,
      baseline: `${POSITIONS} single closes ${singlesDb.toFixed(0)} ms`,
      target: '<= 2x, every close settled once',
      met: settledOnce && ratio <= 2,
    },
  ];
}
