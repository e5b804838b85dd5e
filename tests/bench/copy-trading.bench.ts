import { randomUUID, randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findOrCreateDemoUser } from '../../server/account/demo';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed/seed';
import { secretBox } from '../../server/security/secret-box';
import { buildApp } from '../../server/app';
import { loadServerI18n } from '../../server/i18n/catalogs';
import type { SubmitRequest } from '../../server/contract/plan';

// Copy trading (issue 14): one trader with 1,000 followers opens and closes an order. Measured: the time from the
// trader's fill (its commit) to the last copy committed, against 1,000 independent submits of the same order by
// the same users in the same run (target: copying is not slower); the same for the close; and, while the copies
// are made, how late the tick loop runs for other instruments (a tick of another instrument 10 ms after the last,
// how long after it was due its processing ended; target p99 under 50 ms). Ratios and figures, no timed assertion.

const FOLLOWERS = 1_000;
const ORDER: SubmitRequest = {
  side: 1,
  lots: '0.01',
  instrumentId: 1,
  mode: 1,
  targetPrice: '0',
  stopLoss: '0',
  takeProfit: '0',
  multiple: 100,
};

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** User plus system CPU time of this process, in ms. */
function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1_000;
}

export async function run(): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const clock = new ManualClock();
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 10_000_000,
  });
  await app.http.ready();

  // Demo users as the demo login makes them (the login's per-address limit is not what is measured here).
  const demo = async (): Promise<number> => {
    const user = await db.transaction((tx) => findOrCreateDemoUser(tx, clock, `bench${randomUUID().replaceAll('-', '')}`, '10000.00'));
    return user.id;
  };
  const traderUser = await demo();
  const [trader] = await db.query<{ id: number }>(
    `INSERT INTO traders (user_id, nickname, created_at) VALUES ($1, 'Bench', 0) RETURNING id`,
    [traderUser],
  );
  const followers: number[] = [];
  for (let index = 0; index < FOLLOWERS; index += 1) followers.push(await demo());
  await db.query(
    `INSERT INTO follows (follower_user_id, trader_id, multiple, max_amount, active, created_at, updated_at)
     SELECT id, $2, 1, 5000, true, 0, 0 FROM unnest($1::integer[]) AS id`,
    [followers, trader?.id ?? 0],
  );
  await app.copying.traders.reload();
  const priced = () =>
    app.market.receive([
      { instrumentId: 1, seq: Math.floor(clock.now() / 10), time: clock.now(), price: '1.10000', volume: 1 },
      { instrumentId: 2, seq: Math.floor(clock.now() / 10), time: clock.now(), price: '1.27000', volume: 1 },
    ]);
  priced();

  // The tick loop for another instrument while the work runs: a GBP/USD tick every 10 ms of real time.
  let lateness: number[] = [];
  const watchTicks = () => {
    let stopped = false;
    let seq = 1_000_000;
    // Each tick is due 10 ms after the last one was handled; how much later its handling ended is its delay.
    const next = () => {
      const due = performance.now() + 10;
      setTimeout(() => {
        if (stopped) return;
        seq += 1;
        app.market.receive([{ instrumentId: 2, seq, time: clock.now(), price: seq % 2 === 0 ? '1.27010' : '1.27000', volume: 1 }]);
        lateness.push(performance.now() - due);
        next();
      }, 10);
    };
    next();
    return () => {
      stopped = true;
    };
  };
  const loop = monitorEventLoopDelay({ resolution: 5 });

  // The machine's own noise: the same ticks with nothing else running, for as long as copying takes about.
  const idleStop = watchTicks();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  idleStop();
  const idle = lateness;
  lateness = [];

  // Copying: the trader's fill, then every copy committed.
  loop.enable();
  const stopWatch = watchTicks();
  const origin = await app.contracts.submit(traderUser, ORDER);
  const copyStart = performance.now();
  const copyCpuStart = process.cpuUsage();
  await app.copying.idle();
  const copyOpen = performance.now() - copyStart;
  const copyOpenCpu = cpuMs(process.cpuUsage(copyCpuStart));
  const [copies] = await db.query<{ n: string }>('SELECT count(*) AS n FROM follow_copies WHERE origin_id = $1', [origin.Id]);
  priced();
  const closeStart = performance.now();
  await app.contracts.close(traderUser, origin.Id);
  const traderClose = performance.now() - closeStart;
  const copyCloseStart = performance.now();
  const copyCloseCpuStart = process.cpuUsage();
  await app.copying.idle();
  const copyClose = performance.now() - copyCloseStart;
  const copyCloseCpu = cpuMs(process.cpuUsage(copyCloseCpuStart));
  stopWatch();
  loop.disable();
  const [closed] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id WHERE c.origin_id = $1 AND o.status = 3`,
    [origin.Id],
  );

  const copying = lateness;
  lateness = [];

  // The baseline: the same users submit the same order themselves, then close it, in the same run.
  priced();
  const submitWatch = watchTicks();
  const submitStart = performance.now();
  const submitCpuStart = process.cpuUsage();
  const own = await Promise.all(followers.map((userId) => app.contracts.submit(userId, ORDER)));
  const submits = performance.now() - submitStart;
  const submitsCpu = cpuMs(process.cpuUsage(submitCpuStart));
  submitWatch();
  const submitting = lateness;
  priced();
  const closesStart = performance.now();
  const closesCpuStart = process.cpuUsage();
  await Promise.all(own.map((order, index) => app.contracts.close(followers[index] ?? 0, order.Id)));
  const closes = performance.now() - closesStart;
  const closesCpu = cpuMs(process.cpuUsage(closesCpuStart));

  // The copy stop-loss (issue 36): every follow gets a limit of 5.00, the trader opens again, and one losing tick
  // crosses every limit at once: from that tick to the last copy closed (and every follow ended and told), against
  // the same 1,000 independent closes above.
  await db.query('UPDATE follows SET stop_loss_amount = 5 WHERE trader_id = $1', [trader?.id ?? 0]);
  priced();
  const second = await app.contracts.submit(traderUser, ORDER);
  await app.copying.idle();
  await app.copying.stopLosses.load();
  const stopStart = performance.now();
  const stopCpuStart = process.cpuUsage();
  // 0.01 lots at 1.10000 lose 5.00 at a fall of 0.00500: the tick at 1.09400 crosses every limit.
  app.market.receive([{ instrumentId: 1, seq: Math.floor(clock.now() / 10) + 1, time: clock.now(), price: '1.09400', volume: 1 }]);
  await app.contracts.settled();
  await app.copying.idle();
  const stopped = performance.now() - stopStart;
  const stoppedCpu = cpuMs(process.cpuUsage(stopCpuStart));
  const [stopClosed] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
     WHERE c.origin_id = $1 AND o.status = 3 AND o.close_reason = 'copy_stop_loss' AND o.close_price = 1.09400`,
    [second.Id],
  );
  const [ended] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM follows WHERE ended_reason = 'stop_loss'`);

  console.log(`  ${FOLLOWERS} followers: ${copies?.n} copies opened, ${closed?.n} closed with the trader`);
  console.log(
    `  open:  trader fill -> last copy committed ${copyOpen.toFixed(0)} ms; ${FOLLOWERS} independent submits ${submits.toFixed(0)} ms; ratio ${(copyOpen / submits).toFixed(2)}`,
  );
  console.log(
    `  close: trader close ${traderClose.toFixed(0)} ms, then -> last copy closed ${copyClose.toFixed(0)} ms; ${FOLLOWERS} independent closes ${closes.toFixed(0)} ms; ratio ${(copyClose / closes).toFixed(2)}`,
  );
  console.log(
    `  copy stop-loss: losing tick -> last copy closed ${stopped.toFixed(0)} ms (${stopClosed?.n} closed at that tick, ${ended?.n} follows ended); ${FOLLOWERS} independent closes ${closes.toFixed(0)} ms; ratio ${(stopped / closes).toFixed(2)} (target 1.5); CPU ratio ${(stoppedCpu / closesCpu).toFixed(2)}`,
  );
  // CPU time moves less than wall time on a machine others load: the same ratios by this process's CPU time.
  console.log(
    `  CPU time: open ${copyOpenCpu.toFixed(0)} ms vs ${submitsCpu.toFixed(0)} ms, ratio ${(copyOpenCpu / submitsCpu).toFixed(2)}; close ${copyCloseCpu.toFixed(0)} ms vs ${closesCpu.toFixed(0)} ms, ratio ${(copyCloseCpu / closesCpu).toFixed(2)}`,
  );
  const line = (label: string, values: readonly number[]) =>
    console.log(
      `  ${label.padEnd(44)} ${String(values.length).padStart(5)} ticks, delay p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms, p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms, max ${Math.max(
        ...values,
      )
        .toFixed(1)
        .padStart(6)} ms`,
    );
  line("other instrument's ticks, idle (machine noise)", idle);
  line("other instrument's ticks while copying", copying);
  line("other instrument's ticks during the submits", submitting);
  console.log(
    `  event-loop delay while copying: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms (load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`,
  );
  await app.http.close();
  await db.close();
}
