import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/db/seed';
import { buildApp } from '../../server/http/app';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { JOBS } from '../../server/jobs/registry';
import { startJobs } from '../../server/jobs/scheduler';

// The embedded server left running with the market feed only (issue 20, long runs), on a fast clock: the feed,
// the market's flushes and the leader's jobs as main.ts starts them, on a PGlite data directory on disk, for
// several simulated days in a few minutes. Printed: resident memory and the data directory's size at the start and
// every six simulated hours, and the growth of the last six hours against the first six's (the baseline of the same
// run): a server whose memory and disk are bounded grows by about nothing once its retention windows are full.
//
// The clock moves STEP_MS at a time and the flushes that fell due meanwhile run as one (a real server runs each
// second's); ticks are all written, as they would be.

/** LONG_RUN_DAYS=3 (the default) chooses how many simulated days (a fraction runs part of one). */
const DAYS = Number(process.env.LONG_RUN_DAYS ?? 3);
const STEP_MS = 10_000;
const HOUR_MS = 60 * 60 * 1000;
const SAMPLE_MS = 6 * HOUR_MS;

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await sizeOf(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).padStart(7)} MB`;

export async function run(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'meridian-long-run-'));
  const db = await openPglite(dir);
  await migrate(db);
  await seed(db);
  // A Monday morning: the week's markets open.
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 6, 0, 0));
  const app = await buildApp({ config: { logLevel: 'silent', publicOrigin: undefined }, db, clock, i18n: await loadServerI18n() });
  await app.http.ready();
  app.market.start();
  app.contracts.start();
  const stopJobs = startJobs([...JOBS, ...app.jobs], { db, clock, fence: (tx) => app.leadership.fence(tx), log: app.http.log });

  const sample = async () => {
    global.gc?.();
    return { rss: process.memoryUsage().rss, disk: await sizeOf(dir) };
  };
  const line = (label: string, figures: { rss: number; disk: number }) =>
    console.log(`  ${label.padEnd(14)} resident ${mb(figures.rss)}   data directory ${mb(figures.disk)}`);
  const started = performance.now();
  const samples = [await sample()];
  line('start', samples[0] ?? { rss: 0, disk: 0 });
  const total = Math.round((DAYS * 24 * HOUR_MS) / STEP_MS) * STEP_MS;
  for (let moved = STEP_MS; moved <= total; moved += STEP_MS) {
    clock.advance(STEP_MS);
    // The flushes and jobs that fell due: one at a time, as the server's would.
    await app.market.flushed();
    if (moved % SAMPLE_MS !== 0 && moved !== total) continue;
    // Let a job that started (the vacuum, the ranking) end before measuring.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    const figures = await sample();
    samples.push(figures);
    line(`${(moved / HOUR_MS).toFixed(0)} h`, figures);
  }
  const growth = (index: number, key: 'rss' | 'disk') => (samples[index]?.[key] ?? 0) - (samples[index - 1]?.[key] ?? 0);
  const last = samples.length - 1;
  console.log(`  ${DAYS} simulated days in ${((performance.now() - started) / 1000).toFixed(0)} s (load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`);
  console.log(
    `  growth over the last sample vs the first: resident ${mb(growth(last, 'rss'))} vs ${mb(growth(1, 'rss'))}; ` +
      `data directory ${mb(growth(last, 'disk'))} vs ${mb(growth(1, 'disk'))}, ratio ${(growth(last, 'disk') / Math.max(1, growth(1, 'disk'))).toFixed(2)}`,
  );
  await stopJobs();
  await app.market.stop();
  await app.http.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
