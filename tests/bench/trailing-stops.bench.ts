import { Decimal } from '../../common/money';
import { ORDER_STATUS, SIDE } from '../../common/contract';
import { ManualClock } from '../../server/clock';
import type { ContractMarket } from '../../server/contract/book';
import { ContractBook } from '../../server/contract/book';
import { ContractMemory } from '../../server/contract/memory';
import type { MarginWarnings } from '../../server/contract/margin-warnings';
import { ContractNotices } from '../../server/contract/notices';
import type { OpenOrder } from '../../server/contract/open-orders';
import type { ContractSettlement } from '../../server/contract/settlement';
import { ContractStopOut } from '../../server/contract/stop-out';
import { ContractTicks } from '../../server/contract/ticks';
import { TrailMoves } from '../../server/contract/trail-moves';
import type { Database } from '../../server/db/database';
import type { SettleQueue } from '../../server/engines/settle-queue';
import { soleLinks } from '../../server/engines/engine-links';
import type { Log } from '../../server/log';
import type { Tick } from '../../server/market/candles';
import { INSTRUMENTS } from '../../server/market/instrument-data';
import type { BenchRow } from './rows';
import { runOnApp } from './trailing-stops-app';
import { trailingFigures } from './trailing-stops-figures';

// Issue 35's measure of trailing stops: 100,000 open positions on the listed instruments, 50,000 of them trailing.
// Two figures, against baselines of the same run:
// - the trigger work per feed step (a tick on each instrument): heap entries the index popped and pushed (trails that
//   moved, stops that fired, stale entries), against a full scan, which looks at every position every step
//   (target: at least 20x less);
// - the feed step's p99 with the trailing stops, against the same book with every stop a plain one at the same level
//   (target: no more than 1.5x). The step is the contract engine's tick work (server/contract/ticks.ts: the index,
//   the trails, fills and stops decided, every holder's book valued for the stop-out check), on the real engine parts
//   in memory; what it queues (the moves' one write per batch, the closes) runs after the step in the settle queue,
//   and is left out here, as the database is. The market's own share of a step (candles, pushes) is the same in both
//   books and is left out too, which makes the ratio stricter, not looser. Passes alternate, each book starting from
//   the same levels and walking the same prices, so drift in the machine's speed falls on both.
// BENCH_FULL_APP=1 runs the same measure on the whole app with its database instead (trailing-stops-app.ts): minutes.
//
// The stops sit 1% to 3% behind the best price each position has seen (0% to 0.3% beyond the price now): the walk
// makes new highs and lows that move thousands of stops over a pass, and closes few.

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const USERS = 1_000;
const STEPS = Number(process.env.BENCH_STEPS ?? 60);
const STEP_MS = 500;
const STEP_MOVE = 0.0002;
const PASSES = 2;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const instruments = INSTRUMENTS.filter((instrument) => instrument.listed !== false);

interface Seeded {
  order: OpenOrder;
  distance: Decimal;
}

function book(): Seeded[] {
  const next = random(35);
  return Array.from({ length: POSITIONS }, (_, index) => {
    const userIndex = index % USERS;
    const instrument = instruments[userIndex % instruments.length]!;
    const buy = next() < 0.5;
    const step = 10 ** -instrument.precision;
    const distance = Math.max(1, Math.round((instrument.base * (0.01 + next() * 0.02)) / step)) * step;
    const peak = instrument.base * (buy ? 1 + next() * 0.003 : 1 - next() * 0.003);
    return {
      order: {
        id: index + 1,
        userId: userIndex + 1,
        instrumentId: instrument.id,
        side: buy ? SIDE.buy : SIDE.sell,
        lots: new Decimal('0.01'),
        status: ORDER_STATUS.holding,
        margin: new Decimal('1.00'),
        openPrice: new Decimal(instrument.base.toFixed(instrument.precision)),
        fillWhenAtOrAbove: null,
        stopLoss: new Decimal((buy ? peak - distance : peak + distance).toFixed(instrument.precision)),
        takeProfit: new Decimal(0),
        expireAt: null,
      },
      // Every other position trails (in the book with trailing stops).
      distance: new Decimal(index % 2 === 0 ? distance.toFixed(instrument.precision) : 0),
    };
  });
}

/** The contract engine's tick work on `orders`, its queue's jobs dropped (they would run after the step). */
function engine(clock: ManualClock) {
  const last = new Map<number, Tick>();
  const market: ContractMarket = {
    instruments,
    instrument: (id) => instruments.find((instrument) => instrument.id === id),
    isOpen: () => true,
    lastTick: (id) => last.get(id),
  };
  const db = {} as Database;
  const memory = new ContractMemory(db, (id) => market.instrument(id)?.precision);
  const contracts = new ContractBook(market, memory);
  let queued = 0;
  const queue = {
    enqueue: (): void => {
      queued += 1;
    },
  } as unknown as SettleQueue;
  const silent: Pick<Log, 'info' | 'warn' | 'error'> = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const links = soleLinks(silent);
  const notices = new ContractNotices(links, { pushToUser: () => undefined }, (then) => then());
  // Never called: the closes it would settle are queued jobs, dropped here.
  const settlement = {} as unknown as ContractSettlement;
  const stopOut = new ContractStopOut(contracts, settlement, notices, links, new Decimal('0.5'));
  const warnings = { check: () => undefined } as unknown as MarginWarnings;
  const trails = new TrailMoves({ db, clock, book: contracts, memory, queue, notices, links });
  const ticks = new ContractTicks({
    db,
    clock,
    book: contracts,
    memory,
    queue,
    settlement,
    stopOut,
    warnings,
    notices,
    links,
    halted: () => false,
    trails,
  });
  return {
    memory,
    receive: (batch: readonly Tick[]) => {
      for (const tick of batch) last.set(tick.instrumentId, tick);
      ticks.onTicks(batch);
    },
    queued: () => queued,
  };
}

async function runInMemory(): Promise<BenchRow[]> {
  const seeded = book();
  const clock = new ManualClock();
  let seq = 1;
  /** One pass on a fresh engine holding the book: the same levels and, for pass `pass`, the same prices either way. */
  const timed = (withTrailing: boolean, pass: number, times: number[]) => {
    const { memory, receive, queued } = engine(clock);
    const prices = new Map(instruments.map((instrument) => [instrument.id, instrument.base]));
    const first = (): Tick[] =>
      instruments.map((instrument) => ({
        instrumentId: instrument.id,
        seq: seq++,
        time: clock.now(),
        price: instrument.base.toFixed(instrument.precision),
        volume: 1,
      }));
    receive(first());
    for (const { order, distance } of seeded) memory.open.put({ ...order, trailingDistance: withTrailing ? distance : new Decimal(0) });
    for (const order of seeded) memory.cash.set(order.order.userId, new Decimal('100000'));
    const walk = random(100 + pass);
    let work = 0;
    for (let i = 0; i < STEPS; i += 1) {
      clock.advance(STEP_MS);
      const ticks = instruments.map((instrument) => {
        const price = (prices.get(instrument.id) ?? instrument.base) * (1 + (walk() - 0.5) * STEP_MOVE);
        prices.set(instrument.id, price);
        return { instrumentId: instrument.id, seq: seq++, time: clock.now(), price: price.toFixed(instrument.precision), volume: 1 };
      });
      const before = memory.triggers.work;
      const started = performance.now();
      receive(ticks);
      times.push(performance.now() - started);
      work += memory.triggers.work - before;
    }
    const moved = seeded.filter(({ order }) => !memory.open.get(order.id)?.stopLoss.equals(order.stopLoss)).length;
    return { work, moved, queued: queued() };
  };

  const withTimes: number[] = [];
  const withoutTimes: number[] = [];
  let work = 0;
  let moved = 0;
  let queued = 0;
  // Warm-up of both paths, not measured.
  timed(false, 0, []);
  timed(true, 0, []);
  for (let pass = 1; pass <= PASSES; pass += 1) {
    timed(false, pass, withoutTimes);
    const outcome = timed(true, pass, withTimes);
    work += outcome.work;
    moved += outcome.moved;
    queued += outcome.queued;
  }
  await Promise.resolve();

  const trailing = seeded.filter((entry) => !entry.distance.isZero()).length;
  console.log(
    `  ${POSITIONS} positions (${trailing} trailing) of ${USERS} users on ${instruments.length} instruments, ${STEPS * PASSES} feed steps per book; ${moved} stops moved, ${queued} jobs queued (moves' writes, closes)`,
  );
  const show = (value: number) => `${value.toFixed(1)} ms`;
  return trailingFigures({ positions: POSITIONS, trailing, steps: STEPS * PASSES, work, withTimes, withoutTimes, show });
}

export function run(): Promise<BenchRow[]> {
  return process.env.BENCH_FULL_APP === '1' ? runOnApp() : runInMemory();
}
