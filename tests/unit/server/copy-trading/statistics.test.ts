import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  equityIndex,
  isRankable,
  traderFigures,
  type CashFlow,
  type ClosedTrade,
} from '../../../../server/copy-trading/statistics';

// The trader statistics against examples worked by hand. Times are days from a fixed start; the window is the 21
// days up to `now`.

const T0 = 1_700_000_000_000 - (1_700_000_000_000 % DAY_MS);
const day = (n: number, hours = 12) => T0 + n * DAY_MS + hours * 3_600_000;
const trade = (n: number, net: string, code = 'EURUSD', multiple = 100): ClosedTrade => ({
  openedAt: day(n, 1),
  closedAt: day(n),
  net,
  code,
  multiple,
});
const deposit = (n: number, amount: string, hours = 6): CashFlow => ({ at: day(n, hours), amount });

describe('time-weighted return', () => {
  it('chains each close on the money in the account', () => {
    // 1000 in; +100 (x1.1); +220 on 1100 (x1.2) -> 1.32
    const points = equityIndex([trade(1, '100'), trade(2, '220')], [deposit(0, '1000')]);
    expect(points.map((point) => point.index.toString())).toEqual(['1.1', '1.32']);
  });

  it('is not changed by a deposit in the middle of the window', () => {
    const now = day(20);
    // 1000; +100 (10 %); deposit 1100 -> 2200; +220 (10 %): 1.1 x 1.1 - 1 = 21 %
    const withDeposit = traderFigures([trade(3, '100'), trade(10, '220')], [deposit(0, '1000'), deposit(5, '1100')], now);
    expect(withDeposit.threeWeekRate.toString()).toBe('0.21');
    // The same two 10 % closes without the deposit: the same 21 %, though the second profit is half as large.
    const without = traderFigures([trade(3, '100'), trade(10, '110')], [deposit(0, '1000')], now);
    expect(without.threeWeekRate.toString()).toBe('0.21');
    // A naive profit / first capital would have said 32 % with the deposit; the deposit bought no return.
    expect(withDeposit.threeWeekProfit.toString()).toBe('320');
  });

  it('does not count a withdrawal as a loss', () => {
    // 1000; +100 -> 1100; withdraw 600 -> 500; -50 (-10 %): 1.1 x 0.9 = 0.99
    const figures = traderFigures([trade(2, '100'), trade(6, '-50')], [deposit(0, '1000'), deposit(4, '-600')], day(20));
    expect(figures.threeWeekRate.toString()).toBe('-0.01');
  });

  it('counts only closes inside the window for the three-week rate, all of them for the total', () => {
    const now = day(40);
    // Day 10 (outside the window from day 19 on): +10 %; day 30: +5 % on 1100 = 55
    const figures = traderFigures([trade(10, '100'), trade(30, '55')], [deposit(0, '1000')], now);
    expect(figures.threeWeekRate.toString()).toBe('0.05');
    expect(figures.totalRate.toString()).toBe('0.155');
    expect(figures.totalTradeNum).toBe(2);
    expect(figures.windowTradeNum).toBe(1);
  });
});

describe('win rate, profit, activity and drawdown', () => {
  it('are counted from the closes in the window', () => {
    const trades = [trade(1, '50'), trade(1, '-20'), trade(2, '30', 'XAUUSD', 20), trade(4, '-10'), trade(4, '0')];
    const figures = traderFigures(trades, [deposit(0, '1000', 0)], day(20));
    // 2 winners of 5 (a zero is not a win)
    expect(figures.threeWeekWin.toString()).toBe('0.4');
    expect(figures.threeWeekProfit.toString()).toBe('50');
    expect(figures.activeDays).toBe(3);
    expect(figures.topCode).toBe('EURUSD');
    expect(figures.topMultiple).toBe(100);
  });

  it('measures the largest fall from a peak of the index', () => {
    // 1000: +200 (1.2), -300 on 1200 (0.75 -> 0.9), +100 on 900 (-> 1.0): from 1.2 to 0.9 is 25 %
    const figures = traderFigures([trade(1, '200'), trade(2, '-300'), trade(3, '100')], [deposit(0, '1000', 0)], day(20));
    expect(figures.maxDrawdown.toString()).toBe('0.25');
    expect(figures.equity.at(-1)?.value.toDecimalPlaces(8).toString()).toBe('1');
  });

  it('gives a daily equity series over the window ending now', () => {
    const figures = traderFigures([trade(5, '100')], [deposit(0, '1000', 0)], day(20));
    expect(figures.equity).toHaveLength(22);
    expect(figures.equity.at(-1)?.value.toString()).toBe('1.1');
  });
});

describe('ranking eligibility', () => {
  it('needs 10 closed orders on 5 days, and never a demo user', () => {
    expect(isRankable({ windowTradeNum: 10, activeDays: 5 }, false)).toBe(true);
    expect(isRankable({ windowTradeNum: 9, activeDays: 9 }, false)).toBe(false);
    expect(isRankable({ windowTradeNum: 30, activeDays: 4 }, false)).toBe(false);
    expect(isRankable({ windowTradeNum: 30, activeDays: 9 }, true)).toBe(false);
  });
});
