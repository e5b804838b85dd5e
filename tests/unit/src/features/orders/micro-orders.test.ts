import { describe, expect, it } from 'vitest';
import type { MicroOrder } from '@common/api/micro';
import {
  liveMicroProfit,
  microStatusOf,
  REFRESH_AFTER_ZERO_MS,
  refreshDelay,
  secondsLeft,
  untilNextSecond,
  withDueTimes,
} from '../../../../../src/features/orders/micro-orders';

/** A running 30 s up order of 100 at 80 % on BTC, opened at 67,000. */
function order(overrides: Partial<MicroOrder> = {}): MicroOrder {
  return {
    Id: 1,
    Type: 1,
    Status: 1,
    Number: '100.00',
    Seconds: 30,
    RemainMilliSeconds: 30_000,
    OpenPrice: '67000.00',
    EndPrice: '0',
    ProfitRatio: '0.8',
    FactProfits: '0.00',
    CreatedAtST: 1_795_000_000_000,
    CompleteAtST: 1_795_000_030_000,
    ForexTradeList: { Id: 13, ShowCode: 'BTC/USDT', PricePrecision: 2 },
    OpenTick: { Seq: 10, Time: 1_795_000_000_000, Price: '67000.00' },
    EndTick: null,
    ...overrides,
  };
}

describe('which option tab the address names', () => {
  it('is closed for type 3 and running for anything else', () => {
    expect(microStatusOf(3)).toBe(3);
    for (const type of [1, 0, undefined]) expect(microStatusOf(type)).toBe(1);
  });
});

describe("a running order's countdown", () => {
  const received = 1_000_000;
  const [listed] = withDueTimes({ data: [order({ RemainMilliSeconds: 29_400 })], total: 1 }, received).data;
  const dueAt = listed?.dueAt ?? 0;

  it('counts from the moment the list arrived, in whole seconds rounded up', () => {
    expect(dueAt).toBe(received + 29_400);
    expect(secondsLeft(dueAt, received)).toBe(30);
    expect(secondsLeft(dueAt, received + 400)).toBe(29);
    expect(secondsLeft(dueAt, received + 28_400)).toBe(1);
  });

  it('does not drift however late the clock is read, and stops at zero', () => {
    // A timer that fired 700 ms late shows what the clock says, not one less than last time.
    expect(secondsLeft(dueAt, received + 10_400 + 700)).toBe(19);
    expect(secondsLeft(dueAt, dueAt)).toBe(0);
    expect(secondsLeft(dueAt, dueAt + 5_000)).toBe(0);
  });

  it('repaints when the number changes, and no more once it shows zero', () => {
    expect(untilNextSecond(dueAt, received)).toBe(400);
    expect(untilNextSecond(dueAt, received + 400)).toBe(1000);
    expect(untilNextSecond(dueAt, dueAt)).toBeNull();
  });

  it('never counts a negative remainder as time left', () => {
    const [late] = withDueTimes({ data: [order({ RemainMilliSeconds: -50 })], total: 1 }, received).data;
    expect(secondsLeft(late?.dueAt ?? 0, received)).toBe(0);
  });
});

describe('when the running tab asks again', () => {
  it('waits until 1 s after the first order reaches zero', () => {
    expect(refreshDelay([{ dueAt: 5_000 }, { dueAt: 2_000 }], 0)).toBe(2_000 + REFRESH_AFTER_ZERO_MS);
  });

  it('asks each second while an order is due but not settled yet, and not at all with no running order', () => {
    expect(refreshDelay([{ dueAt: 2_000 }], 2_500)).toBe(REFRESH_AFTER_ZERO_MS);
    expect(refreshDelay([{ dueAt: 2_000 }], 60_000)).toBe(REFRESH_AFTER_ZERO_MS);
    expect(refreshDelay([], 0)).toBeNull();
  });
});

describe("a running order's expected profit at the live price", () => {
  it('pays amount x ratio when the price went its way, or stayed', () => {
    expect(liveMicroProfit(order(), '67000.01', 0)).toBe('80.00');
    expect(liveMicroProfit(order(), '67000.00', 0)).toBe('80.00');
    expect(liveMicroProfit(order({ Type: 2 }), '66999.99', 0)).toBe('80.00');
    expect(liveMicroProfit(order({ Type: 2 }), '67000.00', 0)).toBe('80.00');
  });

  it('loses the whole amount at loss level 0, and amount x ratio otherwise', () => {
    expect(liveMicroProfit(order(), '66999.99', 0)).toBe('-100.00');
    expect(liveMicroProfit(order({ Type: 2 }), '67000.01', 0)).toBe('-100.00');
    expect(liveMicroProfit(order(), '66999.99', 1)).toBe('-80.00');
  });

  it('rounds the payout to cents', () => {
    expect(liveMicroProfit(order({ Number: '10.55', ProfitRatio: '0.85' }), '67001', 0)).toBe('8.97');
  });

  it('is unknown without a price', () => {
    expect(liveMicroProfit(order(), null, 0)).toBeNull();
    expect(liveMicroProfit(order(), 'n/a', 0)).toBeNull();
  });
});
