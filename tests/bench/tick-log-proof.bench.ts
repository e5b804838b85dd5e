import { randomBytes, randomUUID } from 'node:crypto';
import { SIDE } from '../../common/contract';
import type { ProofBundle } from '../../common/tick-proof';
import { findOrCreateDemoUser } from '../../server/account/demo';
import { digest } from '../../server/account/tokens';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { startJobs } from '../../server/jobs/scheduler';
import { secretBox } from '../../server/security/secret-box';
import { seed } from '../../server/seed/seed';
import { compactTickLog } from '../../server/ticks/compaction';
import { percentile } from './percentile';
import type { BenchRow } from './rows';

// Issue 37's measure of a settlement's proof: "a proof is answered in no more than 2x the time of reading the order
// detail". The app as the leader runs it, on the simulated feed at its pace (about two ticks a second per open
// instrument, so a minute's block holds about 120 ticks), its flush and its tick-log job sealing every minute; a user
// opens and closes TRADES market orders on the listed instruments over a quarter of an hour, and the log seals them.
// Then, interleaved so drift in the machine's speed falls on both, ROUNDS times each: the order detail's read (GET
// /v2/api/forex/my_deal?status=3, the closed orders' page the detail is drawn from) and a closed order's proof (GET
// /api/ticks/proof?order_id=: its fill and its close, each with the tick's Merkle path recomputed from its block's
// ticks, the block, the chain to the checkpoint and the checkpoint), through Fastify's inject with the user's session
// (every hook, as the app's calls). Compared by median, the p95s printed beside.
// Once the log's blocks are compacted, a proof is read whole from tick_proofs (server/ticks/compaction.ts): that
// path is measured the same way after, and printed.

const TRADES = 30;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);
const MINUTE_MS = 60_000;

interface Timed {
  proof: number[];
  detail: number[];
}

export async function run(): Promise<BenchRow[]> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  // A Monday at noon: every market open.
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 12, 0, 0));
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 1_000_000_000,
  });
  await app.http.ready();
  app.market.start();
  app.contracts.start();
  const tickLog = app.jobs.filter((job) => job.name === 'tick-log');
  if (tickLog.length === 0) throw new Error('the app has no tick-log job');
  const stopJobs = startJobs(tickLog, { db, clock, fence: (tx) => app.leadership.fence(tx), log: app.http.log });
  /** Moves the clock as the feed, the flush and the job would live, letting each step's work end. */
  const live = async (ms: number) => {
    for (let moved = 0; moved < ms; moved += 250) {
      clock.advance(250);
      await app.contracts.settled();
      await app.market.flushed();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await live(5_000);

  const user = await db.transaction((tx) => findOrCreateDemoUser(tx, clock, `bench${randomUUID().replaceAll('-', '')}`, '100000.00'));
  const token = `bench-tick-proof-${randomUUID()}`;
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    digest(token),
    user.id,
    new Date(clock.now()),
  ]);
  const instruments = app.market.listedInstruments();
  const closed: number[] = [];
  for (let trade = 0; trade < TRADES; trade += 1) {
    const instrument = instruments[trade % instruments.length]!;
    const order = await app.contracts.submit(user.id, {
      side: trade % 2 === 0 ? SIDE.buy : SIDE.sell,
      lots: instrument.minLots,
      instrumentId: instrument.id,
      mode: 1,
      targetPrice: '0',
      stopLoss: '0',
      takeProfit: '0',
      multiple: instrument.multiples[0] ?? 10,
    });
    await live(20_000);
    await app.contracts.close(user.id, order.Id);
    closed.push(order.Id);
    await live(10_000);
  }
  // Two minutes more: every minute a trade was settled in is sealed and signed.
  await live(2 * MINUTE_MS + 10_000);
  await stopJobs();
  await app.market.flushed();

  const call = async (url: string): Promise<{ ms: number; code: number; data: unknown }> => {
    const started = performance.now();
    const response = await app.http.inject({ method: 'GET', url, headers: { authorization: token, lang: 'en' } });
    const ms = performance.now() - started;
    const body = response.json<{ code: number; data: unknown }>();
    return { ms, code: body.code, data: body.data };
  };
  const first = await call(`/api/ticks/proof?order_id=${String(closed[0])}`);
  if (first.code !== 1) throw new Error(`the proof was refused: ${JSON.stringify(first)}`);
  const bundle = first.data as ProofBundle;
  const ticksPerBlock = bundle.proofs.map((proof) => proof.block.count);

  const measure = async (): Promise<Timed> => {
    const timed: Timed = { proof: [], detail: [] };
    const detail = async () => {
      const answer = await call('/v2/api/forex/my_deal?status=3&page=1');
      if (answer.code !== 1) throw new Error(`the order list was refused: ${String(answer.code)}`);
      return answer.ms;
    };
    const proof = async (round: number) => {
      const answer = await call(`/api/ticks/proof?order_id=${String(closed[round % closed.length])}`);
      if (answer.code !== 1) throw new Error(`the proof was refused: ${String(answer.code)}`);
      return answer.ms;
    };
    // Warm-up of both, not measured.
    for (let round = 0; round < 40; round += 1) {
      await detail();
      await proof(round);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating which goes first, so neither always follows the other's garbage.
      if (round % 2 === 0) {
        timed.detail.push(await detail());
        timed.proof.push(await proof(round));
      } else {
        timed.proof.push(await proof(round));
        timed.detail.push(await detail());
      }
    }
    return timed;
  };

  const fresh = await measure();
  // The log compacted up to now (the retention's work, early): the proofs the settlements cite kept, the blocks gone.
  const kept = await db.transaction((tx) => compactTickLog(tx, clock.now(), clock.now()));
  const [{ blocks } = { blocks: '0' }] = await db.query<{ blocks: string }>('SELECT count(*) AS blocks FROM tick_blocks');
  const compacted = await measure();
  await app.http.close();
  await db.close();

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const medianProof = percentile(fresh.proof, 0.5);
  const medianDetail = percentile(fresh.detail, 0.5);
  const ratio = medianProof / Math.max(medianDetail, 1e-9);
  const keptRatio = percentile(compacted.proof, 0.5) / Math.max(percentile(compacted.detail, 0.5), 1e-9);
  console.log(
    `  ${String(TRADES)} closed orders, each proof two ticks (fill and close) in blocks of ${ticksPerBlock.join(' and ')} ticks (the first order's); ` +
      `${String(ROUNDS)} calls of each, interleaved`,
  );
  console.log(
    `  from the log:      proof median ${ms(medianProof)}, p95 ${ms(percentile(fresh.proof, 0.95))}; ` +
      `order detail median ${ms(medianDetail)}, p95 ${ms(percentile(fresh.detail, 0.95))}: ${ratio.toFixed(2)}x`,
  );
  console.log(
    `  kept (compacted, ${String(kept)} proofs kept, ${blocks} blocks left): proof median ${ms(percentile(compacted.proof, 0.5))}, ` +
      `p95 ${ms(percentile(compacted.proof, 0.95))}; order detail median ${ms(percentile(compacted.detail, 0.5))}, ` +
      `p95 ${ms(percentile(compacted.detail, 0.95))}: ${keptRatio.toFixed(2)}x`,
  );
  return [
    {
      measure: 'tick log: a closed order’s proof vs the order detail’s read',
      figure: `${ratio.toFixed(2)}x (median ${ms(medianProof)})`,
      baseline: `my_deal status=3 median ${ms(medianDetail)}`,
      target: '<= 2x',
      met: ratio <= 2,
    },
  ];
}
