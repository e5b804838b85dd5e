import { Decimal } from '../../common/money';
import { SIDE } from '../../common/contract';
import { OpenOrders, type OpenOrder } from '../../server/contract/open-orders';
import { TriggerIndex } from '../../server/contract/trigger-index';

// The work a tick costs the engine with 100,000 open positions on one instrument, each with a stop-loss and a
// take-profit: the trigger index (pop only what the tick crossed) against a full scan of every position's levels,
// in the same run, over the same random walk. Both must find the same orders; the index's time should not grow
// with the number of positions, the scan's does.

const POSITIONS = 100_000;
const TICKS = 2_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function positions(): OpenOrder[] {
  const next = random(42);
  return Array.from({ length: POSITIONS }, (_, index) => {
    const open = 1.1 + (next() - 0.5) * 0.01;
    const buy = index % 2 === 0;
    const distance = 0.002 + next() * 0.05;
    return {
      id: index + 1,
      userId: 1 + (index % 5_000),
      instrumentId: 1,
      side: buy ? SIDE.buy : SIDE.sell,
      lots: new Decimal('0.01'),
      status: 1,
      margin: new Decimal('11'),
      openPrice: new Decimal(open.toFixed(5)),
      fillWhenAtOrAbove: null,
      stopLoss: new Decimal((buy ? open - distance : open + distance).toFixed(5)),
      takeProfit: new Decimal((buy ? open + distance : open - distance).toFixed(5)),
    } satisfies OpenOrder;
  });
}

function walk(): number[] {
  const next = random(7);
  let price = 1.1;
  return Array.from({ length: TICKS }, () => (price += (next() - 0.5) * 0.0004));
}

export async function run(): Promise<void> {
  const orders = positions();
  const prices = walk();

  const index = new TriggerIndex();
  const book = new OpenOrders(index);
  for (const order of orders) book.put(order);
  let indexed = 0;
  const indexTimes: number[] = [];
  for (const price of prices) {
    const started = performance.now();
    indexed += index.fire(1, price).length;
    indexTimes.push(performance.now() - started);
  }

  // The scan keeps its own copy of the levels as numbers (the fairest scan: no Decimal work), and drops what fires.
  const live = orders.map((order) => ({
    buy: order.side === SIDE.buy,
    stop: order.stopLoss.toNumber(),
    target: order.takeProfit.toNumber(),
    open: true,
  }));
  let scanned = 0;
  const scanTimes: number[] = [];
  for (const price of prices) {
    const started = performance.now();
    for (const order of live) {
      if (!order.open) continue;
      const stopHit = order.buy ? price <= order.stop : price >= order.stop;
      const targetHit = order.buy ? price >= order.target : price <= order.target;
      if (stopHit || targetHit) {
        order.open = false;
        scanned += 1;
      }
    }
    scanTimes.push(performance.now() - started);
  }

  // Per-tick figures: a mean would be all first tick (which crosses the levels the walk starts among) and JIT warm-up.
  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) => (sorted[Math.floor((sorted.length - 1) * share)] ?? 0) * 1000;
    return { median: at(0.5), p99: at(0.99) };
  };
  const indexStats = stats(indexTimes);
  const scanStats = stats(scanTimes);
  console.log(`  ${POSITIONS} positions with stop-loss and take-profit, ${TICKS} ticks; ${indexed} fired (scan: ${scanned})`);
  console.log(`  trigger index: median ${indexStats.median.toFixed(2)} µs, p99 ${indexStats.p99.toFixed(1)} µs per tick`);
  console.log(`  full scan:     median ${scanStats.median.toFixed(2)} µs, p99 ${scanStats.p99.toFixed(1)} µs per tick`);
  console.log(`  median ratio (scan / index): ${(scanStats.median / Math.max(indexStats.median, 0.001)).toFixed(0)}x`);
  await Promise.resolve();
}
