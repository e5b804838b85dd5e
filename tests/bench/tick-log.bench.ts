import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SIDE } from '../../common/contract';
import { findOrCreateDemoUser } from '../../server/account/demo';
import { buildApp, type App } from '../../server/app';
import { ManualClock } from '../../server/clock';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadServerI18n } from '../../server/i18n/catalogs';
import type { Job } from '../../server/jobs/job';
import { startJobs } from '../../server/jobs/scheduler';
import type { Tick } from '../../server/market/candles';
import type { FeedFactory } from '../../server/market/feed';
import { DEFAULT_MARKET_SEED } from '../../server/market/instrument-data';
import { simulatedFeed, STEP_MS } from '../../server/market/simulated-feed';
import { secretBox } from '../../server/security/secret-box';
import { seed } from '../../server/seed/seed';
import { SEAL_INTERVAL_MS, sealTickLog } from '../../server/ticks/seal';
import { tickSignerFromSeed } from '../../server/ticks/signing-key';
import { percentile } from './percentile';
import type { BenchRow } from './rows';

// Issue 37's measure of the signed tick log's cost to the feed: "appending ticks and blocks costs the feed step no
// more than 1.2x its p99 without the log, at the feed's pace and at 10x it". The whole app on a PGlite data directory
// on disk, as the leader runs it: the market started (its flush every second: candles, last ticks and, with the log,
// the ticks), the tick-log job sealing each complete minute into blocks and signing a checkpoint (server/ticks/seal.ts),
// and POSITIONS open positions (1,000 unless given) of 100 users on the listed instruments, opened as users open them,
// with stop-losses 1% to 3% away, one in TRAILING_EVERY trailing: each step values every holder's book, and now and
// then a step moves trailing stops or closes a position, writes that wait their turn on PGlite's one connection.
//
// A feed step is a batch of ticks, one per listed instrument (the simulated feed ticks about half of them a step; every
// one here), at the feed's pace (a step every STEP_MS = 250 ms of the clock) and at 10x it (ten ticks per instrument
// per step, 25 ms apart). Its time runs from the batch entering Market.receive until the engines' work for it has
// settled (the contract engine's settle queue). The steps are paced in real time (SPEEDUP times faster than the clock,
// 1 unless given): after a step the clock moves on to the next one's time, so the flush and the seal that fell due
// start in the gap, as they would between a live feed's steps, and a step whose writes come while they still hold the
// database waits for them. A faster pace (BENCH_SPEEDUP=5) runs quicker, but the flushes and seals then fall on five
// times as many steps as on a live server, which makes the ratio stricter than the issue's. The time from when a step
// was due (the thread may still be busy with a flush or a seal then) is printed too, and which steps overlapped a seal.
//
// The baseline is the same run with the log off: the tick-log job not running and the step's ticks not stored (the
// bench empties the market's unflushed ticks after each step, so its flush writes the candles and the last ticks
// only, as before issue 37). Passes alternate, off, on, on, off, so drift in the machine's speed (and the book thinning
// as stops close positions) falls on both alike.

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1_000);
const USERS = 100;
/** Simulated minutes per pass: each one sealed into a block per instrument and signed. */
const MINUTES = Number(process.env.BENCH_MINUTES ?? 2);
const WARM_UP_MINUTES = 0.5;
/** How much faster than the clock the steps come in real time: 1, the feed's own pace, unless given. */
const SPEEDUP = Number(process.env.BENCH_SPEEDUP ?? 1);
const PASSES = 2;
const STEP_MOVE = 0.0002;
const PACES = (process.env.BENCH_PACES ?? '1,10').split(',').map(Number);
/** Every TRAILING_EVERY-th position trails. */
const TRAILING_EVERY = Number(process.env.BENCH_TRAILING_EVERY ?? 20);

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The simulated feed's price paths (history, the day's open), its steps driven by the bench instead of its timer. */
const benchFeed: FeedFactory = (context) => {
  const feed = simulatedFeed(DEFAULT_MARKET_SEED)(context);
  return { path: (id) => feed.path(id), start: () => undefined, stop: () => undefined };
};

/** Waits until `due` (performance.now() ms), yielding to the event loop all along, so background work runs meanwhile. */
async function until(due: number): Promise<void> {
  const sleep = due - performance.now() - 2;
  if (sleep > 0) await new Promise((resolve) => setTimeout(resolve, sleep));
  while (performance.now() < due) await new Promise((resolve) => setImmediate(resolve));
}

interface PaceFigures {
  pace: number;
  /** Receive to settled, ms, per step. */
  withTimes: number[];
  withoutTimes: number[];
  /** Due to settled, ms, per step. */
  withDue: number[];
  withoutDue: number[];
  /** The tick-log job's runs that sealed something, ms, and what they sealed. */
  seals: number[];
  blocks: number;
  ticks: number;
  /** Whether each step with the log overlapped a sealing run (it was due, or ran, while a minute was being sealed). */
  overlapped: boolean[];
  /** Steps the schedule fell behind by (a live feed's timer would have skipped them), with the log and without. */
  behindWith: { count: number };
  behindWithout: { count: number };
  /** Open positions when the measured passes began and when they ended. */
  openBefore: number;
  openAfter: number;
}

async function openPositions(db: Database): Promise<number> {
  const [row] = await db.query<{ open: string }>('SELECT count(*) AS open FROM contract_orders WHERE status = 1');
  return Number(row?.open ?? 0);
}

/** The positions, opened as users open them (market orders with their stops), so their closes settle as any would. */
async function book(db: Database, app: App, clock: ManualClock): Promise<void> {
  const instruments = app.market.listedInstruments();
  const users: number[] = [];
  for (let i = 0; i < USERS; i += 1)
    users.push((await db.transaction((tx) => findOrCreateDemoUser(tx, clock, `bench-tick-log-${i}`, '100000.00'))).id);
  const next = random(37);
  for (let i = 0; i < POSITIONS; i += 1) {
    const instrument = instruments[(i + Math.floor(i / USERS)) % instruments.length]!;
    const buy = next() < 0.5;
    const price = Number(app.market.lastTick(instrument.id)?.price ?? instrument.base);
    const step = 10 ** -instrument.precision;
    // Stops 1% to 3% away; every TRAILING_EVERY-th trails at that distance (new highs and lows move it).
    const distance = Math.max(1, Math.round((price * (0.01 + next() * 0.02)) / step)) * step;
    await app.contracts.submit(users[i % USERS]!, {
      side: buy ? SIDE.buy : SIDE.sell,
      lots: instrument.minLots,
      instrumentId: instrument.id,
      mode: 1,
      targetPrice: '0',
      stopLoss: (buy ? price - distance : price + distance).toFixed(instrument.precision),
      takeProfit: '0',
      multiple: instrument.multiples[0] ?? 10,
      trailingDistance: i % TRAILING_EVERY === 0 ? distance.toFixed(instrument.precision) : '0',
    });
  }
  await app.contracts.settled();
}

async function measurePace(pace: number): Promise<PaceFigures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'meridian-tick-log-'));
  const db = await openPglite(dir);
  await migrate(db);
  await seed(db);
  // A Monday at noon: every market open. Half a step off the feed's grid, so the flush's and the seal's timers fall
  // between steps, as on a live server where they run on their own timers.
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 12, 0, 0) + STEP_MS / 2);
  const signer = await tickSignerFromSeed(randomBytes(32));
  const app = await buildApp({
    config: { logLevel: (process.env.BENCH_LOG ?? 'silent') as 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 10_000_000,
    feed: benchFeed,
    tickSigner: signer,
  });
  const instruments = app.market.listedInstruments();
  const prices = new Map(instruments.map((instrument) => [instrument.id, instrument.base]));
  const sequences = new Map(instruments.map((instrument) => [instrument.id, 0]));
  const walk = random(7);
  const tickAt = (instrumentId: number, precision: number, time: number): Tick => {
    const price = (prices.get(instrumentId) ?? 1) * (1 + (walk() - 0.5) * STEP_MOVE);
    prices.set(instrumentId, price);
    const seq = (sequences.get(instrumentId) ?? 0) + 1;
    sequences.set(instrumentId, seq);
    return { instrumentId, seq, time, price: price.toFixed(precision), volume: 1 };
  };
  /** The ticks of the step at the clock's time: `pace` per instrument, evenly over the step, the last one now. */
  const step = (): Tick[] => {
    const now = clock.now();
    const ticks: Tick[] = [];
    for (let k = pace - 1; k >= 0; k -= 1) {
      const time = now - Math.round((k * STEP_MS) / pace);
      for (const instrument of instruments) ticks.push(tickAt(instrument.id, instrument.precision, time));
    }
    return ticks;
  };
  // The first prices, so the engine can value the book, then the book, then the market as the leader runs it.
  app.market.receive(step());
  await book(db, app, clock);
  app.market.start();
  app.contracts.start();
  const market = app.market as unknown as { unflushedTicks: Tick[] };
  if (!app.jobs.some((job) => job.name === 'tick-log')) throw new Error('the app has no tick-log job');
  const seals: number[] = [];
  /** When each sealing run ran (performance.now() ms), to tell the steps it overlapped from the others. */
  const sealSpans: [number, number][] = [];
  let blocks = 0;
  let sealedTicks = 0;
  /** The app's tick-log job (server/ticks/seal.ts tickLogJob: the same one call), its runs that sealed something timed. */
  const timedTickLog: Job = {
    name: 'tick-log',
    intervalMs: SEAL_INTERVAL_MS,
    run: async (database, jobClock, fence) => {
      const started = performance.now();
      const sealed = await sealTickLog(database, jobClock, fence, signer, app.market.ticksStoredUntil());
      if (sealed.blocks.length > 0) {
        seals.push(performance.now() - started);
        sealSpans.push([started, performance.now()]);
        blocks += sealed.blocks.length;
        sealedTicks += sealed.blocks.reduce((sum, block) => sum + block.count, 0);
      }
    },
  };
  const gap = STEP_MS / SPEEDUP;

  const pass = async (
    withLog: boolean,
    minutes: number,
    times: number[],
    dueTimes: number[],
    spans: [number, number][] = [],
    skipped: { count: number } = { count: 0 },
  ) => {
    const stopJobs = withLog
      ? startJobs([timedTickLog], { db, clock, fence: (tx) => app.leadership.fence(tx), log: app.http.log })
      : undefined;
    const steps = Math.round((minutes * 60_000) / STEP_MS);
    let due = performance.now();
    for (let i = 0; i < steps; i += 1) {
      // The clock moves to this step's time: the flush and the seal that fell due meanwhile start now, in the gap.
      clock.advance(STEP_MS);
      due += gap;
      // A step more than one behind (a long seal held the thread) starts the schedule again from now; a live feed's
      // timer would have skipped the steps missed, which are counted.
      if (performance.now() > due + gap) {
        skipped.count += Math.floor((performance.now() - due) / gap);
        due = performance.now();
      }
      await until(due);
      const ticks = step();
      const started = performance.now();
      app.market.receive(ticks);
      await app.contracts.settled();
      const ended = performance.now();
      times.push(ended - started);
      dueTimes.push(ended - due);
      spans.push([Math.min(due, started), ended]);
      // Log off: the step's ticks are not stored (the flush writes the candles and the last ticks only).
      if (!withLog) market.unflushedTicks = [];
      collect({ type: i % 100 === 0 ? 'major' : 'minor' });
    }
    await stopJobs?.();
    await app.market.flushed();
  };

  const figures: PaceFigures = {
    pace,
    withTimes: [],
    withoutTimes: [],
    withDue: [],
    withoutDue: [],
    seals,
    blocks: 0,
    ticks: 0,
    overlapped: [],
    behindWith: { count: 0 },
    behindWithout: { count: 0 },
    openBefore: 0,
    openAfter: 0,
  };
  const withSpans: [number, number][] = [];
  // Warm-up of both, not measured.
  await pass(false, WARM_UP_MINUTES, [], []);
  await pass(true, WARM_UP_MINUTES, [], []);
  seals.length = 0;
  sealSpans.length = 0;
  blocks = 0;
  sealedTicks = 0;
  figures.openBefore = await openPositions(db);
  // Off, on, on, off: the book thins as stops close positions, and drift of that kind falls on both alike.
  for (let round = 0; round < PASSES; round += 1) {
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const withLog of order) {
      if (withLog) await pass(true, MINUTES, figures.withTimes, figures.withDue, withSpans, figures.behindWith);
      else await pass(false, MINUTES, figures.withoutTimes, figures.withoutDue, [], figures.behindWithout);
    }
  }
  figures.openAfter = await openPositions(db);
  figures.overlapped = withSpans.map(([from, to]) => sealSpans.some(([start, end]) => start < to && end > from));
  figures.blocks = blocks;
  figures.ticks = sealedTicks;
  await app.http.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
  return figures;
}

const show = (ms: number) => (ms >= 10 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(0)} µs`);

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pace of PACES) {
    const began = performance.now();
    const figures = await measurePace(pace);
    const { withTimes, withoutTimes, withDue, withoutDue, seals } = figures;
    const p99With = percentile(withTimes, 0.99);
    const p99Without = percentile(withoutTimes, 0.99);
    const ratio = p99With / Math.max(p99Without, 1e-9);
    const dueRatio = percentile(withDue, 0.99) / Math.max(percentile(withoutDue, 0.99), 1e-9);
    console.log(
      `\n  pace ${String(pace)}x: ${String(pace)} tick(s) per instrument per ${String(STEP_MS)} ms step, ${String(POSITIONS)} positions; ` +
        `${String(withTimes.length)} steps with the log and ${String(withoutTimes.length)} without, a step every ${show(STEP_MS / SPEEDUP)}; ` +
        `${String(figures.openBefore)} positions open when the measured passes began, ${String(figures.openAfter)} at the end ` +
        `(${((performance.now() - began) / 1000).toFixed(0)} s)`,
    );
    console.log(
      `  sealed ${String(figures.blocks)} blocks of ${String(figures.ticks)} ticks in ${String(seals.length)} runs of the tick-log job: ` +
        `median ${show(percentile(seals, 0.5))}, longest ${show(Math.max(0, ...seals))}`,
    );
    console.log(`  feed step p99 (receive to settled): ${show(p99With)} with the log, ${show(p99Without)} without: ${ratio.toFixed(2)}x`);
    console.log(`  feed step median: ${show(percentile(withTimes, 0.5))} with, ${show(percentile(withoutTimes, 0.5))} without`);
    console.log(
      `  from when the step was due: p99 ${show(percentile(withDue, 0.99))} with, ${show(percentile(withoutDue, 0.99))} without: ${dueRatio.toFixed(2)}x`,
    );
    console.log(
      `  longest step: ${show(Math.max(0, ...withTimes))} with the log, ${show(Math.max(0, ...withoutTimes))} without; the schedule fell behind by ` +
        `${String(figures.behindWith.count)} steps with the log, ${String(figures.behindWithout.count)} without (a live feed would have skipped them)`,
    );
    const overlapping = withTimes.filter((_, index) => figures.overlapped[index]);
    const clear = withTimes.filter((_, index) => !figures.overlapped[index]);
    console.log(
      `  steps with the log that overlapped a seal: ${String(overlapping.length)} of ${String(withTimes.length)}, median ${show(percentile(overlapping, 0.5))}, ` +
        `longest ${show(Math.max(0, ...overlapping))}; the others' p99 ${show(percentile(clear, 0.99))} (${(percentile(clear, 0.99) / Math.max(p99Without, 1e-9)).toFixed(2)}x the log off)`,
    );
    rows.push({
      measure: `tick log: feed step p99 at ${String(pace)}x the feed's pace`,
      figure: `${ratio.toFixed(2)}x (${show(p99With)})`,
      baseline: `log off ${show(p99Without)}`,
      target: '<= 1.2x',
      met: ratio <= 1.2,
    });
  }
  return rows;
}
