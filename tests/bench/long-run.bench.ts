import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed/seed';
import { secretBox } from '../../server/security/secret-box';
import { buildApp } from '../../server/app';
import { loadServerI18n } from '../../server/i18n/catalogs';
import type { OutgoingCode } from '../../server/notify/notifier';
import { JOBS } from '../../server/scheduled-jobs';
import { marketRetention } from '../../server/market/retention-job';
import { RAW_TICKS_KEPT_MS } from '../../server/market/tick-store';
import { startJobs } from '../../server/jobs/scheduler';
import {
  printGrowth,
  printHeader,
  printRow,
  printRows,
  printTickLog,
  sample,
  tableRows,
  tickLogBytes,
  type Figures,
  type TickLogSize,
} from './long-run-figures';
import { LightUse } from './long-run-use';
import type { BenchRow } from './rows';

// The embedded server left running (issue 20, long runs), on a fast clock: the market feed, its flushes and the
// leader's jobs as main.ts starts them (copy-trading statistics, fund accrual, loan late fees, retention), on a
// PGlite data directory on disk, with light use (long-run-use.ts: websocket clients subscribed to quotes and
// klines, logins, demo accounts, lists read, orders and options placed and closed), for several simulated days.
// Printed at the start, every SAMPLE_HOURS and at the end: resident memory, heap used, memory outside the heap
// (PGlite's WebAssembly memory among it) and the data directory, each beside the start of the same run; then each
// figure's growth over the last simulated day against the first. A server whose memory and disk are bounded
// grows by about nothing over its last day once its retention windows are full.
//
// The feed runs at its real pace (a step every 250 ms, about two ticks a second per open instrument) and every tick
// is written, as on a live server; the clock moves STEP_MS at a time, so the flushes that fell due meanwhile run as
// one. LONG_RUN_DAYS (3 unless given; a fraction runs part of one) sets the length; LONG_RUN_HEAP=<dir> writes a
// heap snapshot there after the first round of use and at the end, to compare what is retained.
//
// The signed tick log (issue 37) runs as on the leader: the tick-log job (one of the app's jobs) seals every minute of
// every instrument into a block and signs a checkpoint; the market-retention job compacts it, its blocks kept
// LONG_RUN_TICK_LOG_HOURS (12 unless given) instead of the server's day, so that several simulated days pass its window
// more than once. The log's tables (ticks, tick_blocks, tick_checkpoints, tick_chain_heads, tick_proofs) are measured
// apart at every sample: once the window is passed the tables kept for a window must level off, the last day adding
// at most 10% of what the first did; the proofs of the ticks settled trades cite, kept for good as the orders are,
// grow with the trades and are printed apart.

const DAYS = Number(process.env.LONG_RUN_DAYS ?? 3);
const HEAP_DIR = process.env.LONG_RUN_HEAP;
const STEP_MS = 10_000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SAMPLE_MS = 6 * HOUR_MS;
/** How often the light use comes round. */
const ROUND_MS = 15 * 60 * 1000;
/** How long the tick log's blocks and checkpoints are kept here: shortened, so the bench passes the window. */
const TICK_LOG_KEPT_MS = Number(process.env.LONG_RUN_TICK_LOG_HOURS ?? 12) * HOUR_MS;
/** The log's last day may add at most this share of what its first day added. */
const TICK_LOG_LAST_DAY_SHARE = 0.1;

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'meridian-long-run-'));
  const db = await openPglite(dir);
  await migrate(db);
  await seed(db);
  // A Monday morning: the week's markets open.
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 6, 0, 0));
  const outbox: OutgoingCode[] = [];
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    notifier: { send: (message) => Promise.resolve(void outbox.push(message)) },
  });
  await app.http.listen({ host: '127.0.0.1', port: 0 });
  const address = app.http.server.address();
  const use = new LightUse(app, outbox, typeof address === 'object' && address ? address.port : 0);
  app.market.start();
  app.contracts.start();
  // The leader's jobs as main.ts runs them, the market retention keeping the tick log's blocks TICK_LOG_KEPT_MS.
  const jobs = [...JOBS.map((job) => (job.name === 'market-retention' ? marketRetention(TICK_LOG_KEPT_MS) : job)), ...app.jobs];
  if (!jobs.some((job) => job.name === 'tick-log')) throw new Error('the app has no tick-log job');
  const stopJobs = startJobs(jobs, { db, clock, fence: (tx) => app.leadership.fence(tx), log: app.http.log });
  await use.start();
  await use.run();
  if (HEAP_DIR) writeHeapSnapshot(path.join(HEAP_DIR, 'long-run-start.heapsnapshot'));

  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const total = Math.round((DAYS * DAY_MS) / STEP_MS) * STEP_MS;
  const samples = new Map<number, Figures>();
  const logSizes = new Map<number, TickLogSize>();
  const settle = async () => {
    // Let a job that started (the vacuum, the ranking) end, and the sockets read their frames, before measuring.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    await app.market.flushed();
  };
  await settle();
  const start = await sample(dir);
  samples.set(0, start);
  logSizes.set(0, await tickLogBytes(db));
  const rowsAtStart = await tableRows(db);
  console.log(`  light use every ${ROUND_MS / 60_000} simulated minutes; figures after a full garbage collection`);
  printHeader();
  printRow('start', start, start);
  let lastRound = 0;
  for (let moved = STEP_MS; moved <= total; moved += STEP_MS) {
    clock.advance(STEP_MS);
    // The flushes and jobs that fell due: one at a time, as the server's would.
    await app.market.flushed();
    // The websocket clients read what was pushed meanwhile (they run on real time, not on the clock).
    await new Promise((resolve) => setImmediate(resolve));
    if (moved - lastRound >= ROUND_MS) {
      lastRound = moved;
      await use.run();
    }
    const endOfDay = moved % DAY_MS === 0 && moved < total;
    if (moved % SAMPLE_MS !== 0 && moved !== total && !endOfDay) continue;
    await settle();
    const figures = await sample(dir);
    samples.set(moved, figures);
    logSizes.set(moved, await tickLogBytes(db));
    if (moved % SAMPLE_MS === 0 || moved === total) printRow(`${(moved / HOUR_MS).toFixed(0)} h`, figures, start);
  }
  const minutes = (performance.now() - started) / 60_000;
  const cpu = process.cpuUsage(cpuAtStart);
  // CPU time, unlike the minutes, does not depend on what else the machine runs: it says how long a day would take
  // on a quiet machine.
  console.log(
    `  ${DAYS} simulated days in ${minutes.toFixed(1)} real minutes, ${((cpu.user + cpu.system) / 1e6 / DAYS).toFixed(0)} s of CPU per simulated day ` +
      `(load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(`  websocket frames received ${use.framesReceived}; calls refused: ${use.refusals.size === 0 ? 'none' : ''}`);
  for (const [call, count] of use.refusals) console.log(`    ${count} x ${call}`);
  printRows(rowsAtStart, await tableRows(db));
  const [sealed] = await db.query<{ blocks: string; checkpoints: string; proofs: string }>(
    `SELECT (SELECT count(*) FROM tick_blocks) AS blocks, (SELECT count(*) FROM tick_checkpoints) AS checkpoints,
       (SELECT count(*) FROM tick_proofs) AS proofs`,
  );
  console.log(
    `  tick log at the end (blocks kept ${String(TICK_LOG_KEPT_MS / HOUR_MS)} h, raw ticks ${String(RAW_TICKS_KEPT_MS / HOUR_MS)} h): ` +
      `${sealed?.blocks ?? '?'} blocks, ${sealed?.checkpoints ?? '?'} checkpoints, ${sealed?.proofs ?? '?'} proofs kept`,
  );
  printTickLog(logSizes, HOUR_MS);
  const end = samples.get(total) ?? start;
  if (DAYS >= 2) {
    console.log('  growth per simulated day, first vs last:');
    printGrowth(start, samples.get(DAY_MS) ?? start, samples.get(total - DAY_MS) ?? start, end);
  }
  if (HEAP_DIR) writeHeapSnapshot(path.join(HEAP_DIR, 'long-run-end.heapsnapshot'));
  await use.stop();
  await stopJobs();
  await app.market.stop();
  await app.http.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
  const logAt = (at: number) => logSizes.get(at) ?? logSizes.get(0)!;
  return [
    longRunRow(start, samples.get(DAY_MS) ?? start, samples.get(total - DAY_MS) ?? start, end),
    tickLogRow(logAt(0), logAt(DAY_MS), logAt(total - DAY_MS), logAt(total)),
  ];
}

/** Memory is flat when the last simulated day adds next to nothing; the first day (windows filling) is the baseline. */
function longRunRow(start: Figures, afterFirstDay: Figures, beforeLastDay: Figures, end: Figures): BenchRow {
  const mb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const lastRss = end.rss - beforeLastDay.rss;
  const lastHeap = end.heapUsed - beforeLastDay.heapUsed;
  return {
    measure: `embedded server, ${String(DAYS)} simulated days of feed and light use`,
    figure: `last day: resident ${mb(lastRss)}, heap ${mb(lastHeap)}, disk ${mb(end.disk - beforeLastDay.disk)}; end resident ${(end.rss / 1024 / 1024).toFixed(0)} MB`,
    baseline: `first day: resident ${mb(afterFirstDay.rss - start.rss)}, disk ${mb(afterFirstDay.disk - start.disk)}`,
    target: 'memory flat; disk within the README retention',
    // Two days at least, to have a last day apart from the first; flat is within 5% of the start's resident memory.
    met: DAYS >= 2 ? lastRss < start.rss * 0.05 && lastHeap < 5 * 1024 * 1024 : undefined,
  };
}

/** The tick log levels off once its window is passed: the last day adds a small share of what the first added. The
 * proofs kept for good grow with the trades settled, as the orders do, and are shown apart. */
function tickLogRow(start: TickLogSize, afterFirstDay: TickLogSize, beforeLastDay: TickLogSize, end: TickLogSize): BenchRow {
  const mb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const first = afterFirstDay.windowed - start.windowed;
  const last = end.windowed - beforeLastDay.windowed;
  const share = last / Math.max(first, 1);
  return {
    measure: `tick log on disk, ${String(DAYS)} simulated days, blocks kept ${String(TICK_LOG_KEPT_MS / HOUR_MS)} h`,
    figure:
      `last day ${mb(last)} (${(share * 100).toFixed(0)}% of the first), end ${(end.windowed / 1024 / 1024).toFixed(1)} MB; ` +
      `proofs kept ${mb(end.tick_proofs - beforeLastDay.tick_proofs)} that day`,
    baseline: `first day ${mb(first)}`,
    target: `last day <= ${String(TICK_LOG_LAST_DAY_SHARE * 100)}% of the first`,
    // The window must be passed before the last day begins for the last day to say anything.
    met: DAYS >= 2 && DAYS * DAY_MS - DAY_MS >= TICK_LOG_KEPT_MS ? share <= TICK_LOG_LAST_DAY_SHARE : undefined,
  };
}
