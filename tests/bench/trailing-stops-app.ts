import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SIDE } from '../../common/contract';
import { findOrCreateDemoUser } from '../../server/account/demo';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import type { ContractMemory } from '../../server/contract/memory';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadServerI18n } from '../../server/i18n/catalogs';
import type { Tick } from '../../server/market/candles';
import { secretBox } from '../../server/security/secret-box';
import { seed } from '../../server/seed/seed';
import { percentile } from './percentile';
import type { BenchRow } from './rows';
import { trailingFigures } from './trailing-stops-figures';

// Issue 35's measure of trailing stops on the whole app (BENCH_FULL_APP=1 npm run bench trailing): 100,000 open
// positions on the listed instruments, 50,000 of them trailing, on the leader's feed, with the database under it.
// Slow: the book takes minutes to build on PGlite, and every feed step values each holder's whole book for the
// stop-out check (the same in both books), so trailing-stops.bench.ts measures the engine's share by default.
// Two figures, against baselines of the same run:
// - the trigger work per feed step (a tick on each instrument): heap entries the index popped and pushed (trails that
//   moved, stops that fired, stale entries), against a full scan, which looks at every position every step
//   (target: at least 20x less);
// - the feed step's p99 (Market.receive: candles, pushes to open screens, the contract engine's fills, stops, trails
//   and stop-out checks) with the trailing stops, against the same book with every stop a plain one at the same level
//   (target: no more than 1.5x). Passes alternate, so drift in the machine's speed falls on both; between passes the
//   distances are switched in the database and the engine takes them as a new leader would (lead()).
// The moves' writes (one statement per batch, in the settle queue, after the step) are timed apart and printed.
//
// The stops sit 1% to 3% behind the best price each position has seen (0% to 0.3% beyond the price now): the walk
// (about 0.3% over the bench) makes new highs and lows that move thousands of stops over the run, and closes few.

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const USERS = 100;
const STEPS = Number(process.env.BENCH_STEPS ?? 150);
const STEP_MS = 500;
const STEP_MOVE = 0.0002;
const PASSES = 2;

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function runOnApp(): Promise<BenchRow[]> {
  const began = performance.now();
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
  const instruments = app.market.listedInstruments();
  const prices = new Map(instruments.map((instrument) => [instrument.id, instrument.base]));
  // The first prices, so the engine can value the book.
  let seq = 1;
  app.market.receive(
    instruments.map((instrument) => ({
      instrumentId: instrument.id,
      seq: seq++,
      time: clock.now(),
      price: instrument.base.toFixed(instrument.precision),
      volume: 1,
    })),
  );

  const stage = (what: string) => console.log(`  … ${what} (${((performance.now() - began) / 1000).toFixed(1)} s)`);
  stage('app built');
  const users: number[] = [];
  for (let i = 0; i < USERS; i += 1)
    users.push((await db.transaction((tx) => findOrCreateDemoUser(tx, clock, `bench-trailing-${i}`, '100000.00'))).id);
  // Each user holds positions on one instrument; every other position trails. Written straight to the table (the
  // submit path is another benchmark's); margins are small, so no stop-out intrudes.
  const next = random(35);
  const columns = { user: [] as number[], instrument: [] as number[], side: [] as number[], open: [] as string[], stop: [] as string[] };
  const distances: string[] = [];
  for (let i = 0; i < POSITIONS; i += 1) {
    const userIndex = i % USERS;
    const instrument = instruments[userIndex % instruments.length]!;
    const buy = next() < 0.5;
    const step = 10 ** -instrument.precision;
    const distance = Math.max(1, Math.round((instrument.base * (0.01 + next() * 0.02)) / step)) * step;
    const peak = instrument.base * (buy ? 1 + next() * 0.003 : 1 - next() * 0.003);
    columns.user.push(users[userIndex]!);
    columns.instrument.push(instrument.id);
    columns.side.push(buy ? SIDE.buy : SIDE.sell);
    columns.open.push(instrument.base.toFixed(instrument.precision));
    columns.stop.push((buy ? peak - distance : peak + distance).toFixed(instrument.precision));
    distances.push(i % 2 === 0 ? distance.toFixed(instrument.precision) : '0');
  }
  for (let start = 0; start < POSITIONS; start += 10_000) {
    const slice = <T>(values: T[]) => values.slice(start, start + 10_000);
    await db.query(
      `INSERT INTO contract_orders (user_id, instrument_id, side, lots, multiple, status, open_price, stop_loss, margin, fee, open_reason,
         open_seq, open_time, created_at)
       SELECT u, i, s, 0.01, 100, 1, o, l, 1.00, 0.00, 'market', 1, 0, 0
       FROM unnest($1::integer[], $2::integer[], $3::smallint[], $4::numeric[], $5::numeric[]) AS p (u, i, s, o, l)`,
      [slice(columns.user), slice(columns.instrument), slice(columns.side), slice(columns.open), slice(columns.stop)],
    );
  }
  // Each position's distance (0: a plain stop in both books) and first level, by id (the ids run from 1 in insert order).
  await db.query(
    `CREATE TABLE bench_trails AS SELECT id, d AS distance, l AS first_level
     FROM unnest($1::numeric[], $2::numeric[]) WITH ORDINALITY AS t (d, l, id)`,
    [distances, columns.stop],
  );
  stage('book written');
  const trailing = await db.query<{ count: string }>('SELECT count(*) AS count FROM bench_trails WHERE distance > 0');

  const memory = (app.contracts as unknown as { memory: ContractMemory }).memory;
  /** The book as the engine would take it on a change of leader: with the distances, or every stop a plain one. */
  const useBook = async (withTrailing: boolean) => {
    await app.contracts.settled();
    await db.query(
      `UPDATE contract_orders o SET trailing_distance = CASE WHEN $1 THEN t.distance ELSE 0 END FROM bench_trails t
       WHERE o.id = t.id AND o.status = 1`,
      [withTrailing],
    );
    app.contracts.follow();
    await app.contracts.lead();
    stage(withTrailing ? 'book with trailing stops taken' : 'book with plain stops taken');
  };

  const walk = random(7);
  const step = (): Tick[] => {
    clock.advance(STEP_MS);
    return instruments.map((instrument) => {
      const price = (prices.get(instrument.id) ?? instrument.base) * (1 + (walk() - 0.5) * STEP_MOVE);
      prices.set(instrument.id, price);
      return { instrumentId: instrument.id, seq: seq++, time: clock.now(), price: price.toFixed(instrument.precision), volume: 1 };
    });
  };
  const open = async () =>
    Number((await db.query<{ count: string }>('SELECT count(*) AS count FROM contract_orders WHERE status = 1'))[0]?.count);

  const timed = async (withTrailing: boolean, times: number[], writes: number[], steps = STEPS): Promise<number> => {
    await useBook(withTrailing);
    let work = 0;
    for (let i = 0; i < steps; i += 1) {
      const ticks = step();
      const before = memory.triggers.work;
      const started = performance.now();
      app.market.receive(ticks);
      times.push(performance.now() - started);
      const settling = performance.now();
      await app.contracts.settled();
      writes.push(performance.now() - settling);
      work += memory.triggers.work - before;
      collect({ type: i % 50 === 0 ? 'major' : 'minor' });
    }
    return work;
  };

  const withTimes: number[] = [];
  const withoutTimes: number[] = [];
  const withWrites: number[] = [];
  const withoutWrites: number[] = [];
  let work = 0;
  const startedAt = performance.now();
  // Warm-up of both paths, not measured.
  await timed(false, [], [], Math.ceil(STEPS / 5));
  await timed(true, [], [], Math.ceil(STEPS / 5));
  for (let pass = 0; pass < PASSES; pass += 1) {
    await timed(false, withoutTimes, withoutWrites);
    work += await timed(true, withTimes, withWrites);
  }
  const [{ moved } = { moved: '0' }] = await db.query<{ moved: string }>(
    `SELECT count(*) AS moved FROM contract_orders o JOIN bench_trails t ON t.id = o.id
     WHERE t.distance > 0 AND o.stop_loss <> t.first_level`,
  );
  const stillOpen = await open();
  const seconds = (performance.now() - startedAt) / 1000;
  await app.http.close();
  await db.close();

  const show = (value: number) => `${(value * 1000).toFixed(0)} µs`;
  console.log(
    `  ${POSITIONS} positions (${trailing[0]?.count ?? '?'} trailing) of ${USERS} users on ${instruments.length} instruments, ${STEPS * PASSES} feed steps per book; ${moved} stops moved, ${POSITIONS - stillOpen} positions closed (${seconds.toFixed(0)} s)`,
  );
  console.log(
    `  the settle queue after each step (the moves' one write, closes): median ${show(percentile(withWrites, 0.5))} / p99 ${show(percentile(withWrites, 0.99))} with, median ${show(percentile(withoutWrites, 0.5))} / p99 ${show(percentile(withoutWrites, 0.99))} without`,
  );
  const steps = STEPS * PASSES;
  return trailingFigures({ positions: POSITIONS, trailing: Number(trailing[0]?.count ?? 0), steps, work, withTimes, withoutTimes, show });
}
