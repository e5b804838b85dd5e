import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../common/money';
import { ORDER_STATUS, SIDE, type Side } from '../../../../common/contract';
import { levelBehind, trailedLevel } from '../../../../common/trailing';
import { OpenOrders, type OpenOrder } from '../../../../server/contract/open-orders';
import { reachesLevel, trailTo } from '../../../../server/contract/trigger-check';
import { TriggerIndex } from '../../../../server/contract/trigger-index';

// Trailing stops carried by the trigger index (open-orders.ts adds a 'trail' trigger where the level next moves;
// trigger-check.ts decides in decimals). Checked against a model that scans every order on every tick, on random
// walks with gaps, for buys and sells: the same stops fire on the same ticks, the levels agree, and a tick that moves
// nothing pops nothing.

const PRECISION = 5;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function position(id: number, side: Side, price: string, distance: string, stopLoss = '0'): OpenOrder {
  const level = stopLoss === '0' ? levelBehind(side, price, distance, PRECISION) : new Decimal(stopLoss);
  return {
    id,
    userId: 1,
    instrumentId: 1,
    side,
    lots: new Decimal('0.1'),
    status: ORDER_STATUS.holding,
    margin: new Decimal('110'),
    openPrice: new Decimal(price),
    fillWhenAtOrAbove: null,
    stopLoss: level,
    takeProfit: new Decimal(0),
    trailingDistance: new Decimal(distance),
    expireAt: null,
  };
}

/** What the engine's tick does with the index (server/contract/ticks.ts fire, trail-moves.ts follow), without money. */
function tickIndex(book: OpenOrders, index: TriggerIndex, price: string): { stops: number[]; moved: number[] } {
  const stops: number[] = [];
  const moved: number[] = [];
  const heldBack: OpenOrder[] = [];
  for (let fired = index.fire(1, Number(price)); fired.length > 0; fired = index.fire(1, Number(price))) {
    for (const trigger of fired) {
      const order = book.get(trigger.orderId)!;
      if (trigger.kind === 'trail') {
        const level = trailTo(order, price, PRECISION);
        if (level === null) heldBack.push(order);
        else {
          book.put({ ...order, stopLoss: level });
          moved.push(order.id);
        }
      } else if (reachesLevel(order, trigger.kind, price)) {
        book.remove(order.id);
        stops.push(order.id);
      } else heldBack.push(order);
    }
  }
  for (const order of heldBack) book.put(order);
  return { stops: stops.sort((a, b) => a - b), moved };
}

describe('trailing stops in the trigger index', () => {
  it("fires a buy's trail one step beyond the distance, then its stop at the moved level", () => {
    const index = new TriggerIndex();
    const book = new OpenOrders(index, () => PRECISION);
    book.put(position(1, SIDE.buy, '1.10000', '0.00200'));
    expect(book.get(1)!.stopLoss.toFixed()).toBe('1.098');
    expect(tickIndex(book, index, '1.10000')).toEqual({ stops: [], moved: [] });
    expect(tickIndex(book, index, '1.10001')).toEqual({ stops: [], moved: [1] });
    expect(book.get(1)!.stopLoss.toFixed()).toBe('1.09801');
    expect(tickIndex(book, index, '1.10500')).toEqual({ stops: [], moved: [1] });
    expect(book.get(1)!.stopLoss.toFixed()).toBe('1.103');
    // Back down: nothing moves, until the level is crossed; a gap below closes it (at the tick's price, in the engine).
    expect(tickIndex(book, index, '1.10400')).toEqual({ stops: [], moved: [] });
    expect(book.get(1)!.stopLoss.toFixed()).toBe('1.103');
    expect(tickIndex(book, index, '1.10301')).toEqual({ stops: [], moved: [] });
    expect(tickIndex(book, index, '1.10100')).toEqual({ stops: [1], moved: [] });
    expect(index.size).toBe(0);
  });

  it("fires a sell's trail below and its stop above", () => {
    const index = new TriggerIndex();
    const book = new OpenOrders(index, () => PRECISION);
    book.put(position(2, SIDE.sell, '1.10000', '0.00200'));
    expect(book.get(2)!.stopLoss.toFixed()).toBe('1.102');
    expect(tickIndex(book, index, '1.09999')).toEqual({ stops: [], moved: [2] });
    expect(book.get(2)!.stopLoss.toFixed()).toBe('1.10199');
    expect(tickIndex(book, index, '1.09000')).toEqual({ stops: [], moved: [2] });
    expect(book.get(2)!.stopLoss.toFixed()).toBe('1.092');
    expect(tickIndex(book, index, '1.09199')).toEqual({ stops: [], moved: [] });
    expect(tickIndex(book, index, '1.09200')).toEqual({ stops: [2], moved: [] });
  });

  it('does no work on a flat price or one that moves against the position within the distance', () => {
    const index = new TriggerIndex();
    const book = new OpenOrders(index, () => PRECISION);
    for (let id = 1; id <= 100; id += 1) book.put(position(id, SIDE.buy, '1.10000', '0.00200'));
    const before = index.work;
    for (const price of ['1.10000', '1.10000', '1.09900', '1.09801', '1.10000'])
      expect(tickIndex(book, index, price)).toEqual({ stops: [], moved: [] });
    expect(index.work - before).toBe(0);
    // A tick in the position's favour: each order's trail pops (1), and its two new triggers are pushed (2).
    expect(tickIndex(book, index, '1.10001').moved).toHaveLength(100);
    expect(index.work - before).toBe(300);
  });

  it('fires exactly the stops a full scan of every order fires, tick after tick, with the same levels', () => {
    for (let run = 0; run < 4; run += 1) {
      const next = random(run + 11);
      const index = new TriggerIndex();
      const book = new OpenOrders(index, () => PRECISION);
      const model = new Map<number, { side: Side; level: Decimal; distance: Decimal }>();
      let price = new Decimal('1.10000');
      for (let id = 1; id <= 100; id += 1) {
        const side = next() < 0.5 ? SIDE.buy : SIDE.sell;
        const distance = new Decimal(1 + Math.floor(next() * 300)).times('0.00001');
        const order = position(id, side, price.toFixed(PRECISION), distance.toFixed());
        book.put(order);
        model.set(id, { side, level: order.stopLoss, distance });
      }
      for (let step = 0; step < 250; step += 1) {
        // Mostly small moves, sometimes a gap across many levels; prices at the instrument's precision.
        const move = Math.round((next() - 0.5) * (next() < 0.05 ? 1_000 : 60));
        price = Decimal.max(price.plus(new Decimal(move).times('0.00001')), '0.5');
        const at = price.toFixed(PRECISION);
        const expected: number[] = [];
        for (const [id, order] of model) {
          const hit = order.side === SIDE.buy ? price.lessThanOrEqualTo(order.level) : price.greaterThanOrEqualTo(order.level);
          if (hit) {
            expected.push(id);
            model.delete(id);
            continue;
          }
          order.level = trailedLevel(order.side, order.level, order.distance, at, PRECISION) ?? order.level;
        }
        const { stops } = tickIndex(book, index, at);
        expect(stops, `run ${run} step ${step}`).toEqual(expected.sort((a, b) => a - b));
        for (const [id, order] of model) expect(book.get(id)!.stopLoss.toFixed(), `order ${id}`).toBe(order.level.toFixed());
      }
    }
  });

  it('carries no trail for an order without a distance, nor for a pending one', () => {
    const index = new TriggerIndex();
    const book = new OpenOrders(index, () => PRECISION);
    book.put({ ...position(1, SIDE.buy, '1.10000', '0.00200'), trailingDistance: new Decimal(0) });
    book.put({
      ...position(2, SIDE.buy, '1.10000', '0.00200'),
      status: ORDER_STATUS.dealing,
      fillWhenAtOrAbove: true,
      openPrice: new Decimal('1.3'),
    });
    expect(tickIndex(book, index, '1.20000')).toEqual({ stops: [], moved: [] });
    expect(book.get(1)!.stopLoss.toFixed()).toBe('1.098');
  });
});
