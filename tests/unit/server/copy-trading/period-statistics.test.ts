import { describe, expect, it } from 'vitest';
import type { StatsPeriod } from '../../../../common/api/follow';
import {
  ALL_CHART_DAILY_POINTS,
  annualisedSharpe,
  periodFigures,
  periodStart,
  periodStatsWire,
  riskInputsWire,
  sampleStdev,
} from '../../../../server/copy-trading/period-statistics';
import { DAY_MS, type CashFlow, type ClosedTrade } from '../../../../server/copy-trading/statistics';
import { Decimal } from '../../../../common/money';

// The period statistics and the risk score against series worked by hand. Times are UTC days from a fixed
// midnight; an order opens at 01:00 and closes at 12:00 of its day unless told otherwise.

const T0 = 1_700_000_000_000 - (1_700_000_000_000 % DAY_MS);
const HOUR = 3_600_000;
const day = (n: number, hours = 12) => T0 + n * DAY_MS + hours * HOUR;
const trade = (n: number, net: Decimal.Value, openedAt = day(n, 1)): ClosedTrade => ({
  openedAt,
  closedAt: day(n),
  net,
  code: 'EURUSD',
  multiple: 100,
});
const deposit = (amount: string): CashFlow => ({ at: day(0, 0), amount });
const NO_FOLLOWERS: Record<StatsPeriod, Decimal.Value> = { '7d': 0, '30d': 0, '90d': 0, all: 0 };

/** Orders closing one a day from day `from`, each making the account's value move by the next of `returns`. */
function tradesFor(returns: readonly string[], from = 1, capital = '1000'): ClosedTrade[] {
  let value = new Decimal(capital);
  return returns.map((rate, index) => {
    const net = value.times(rate);
    value = value.plus(net);
    return trade(from + index, net);
  });
}

describe('periods', () => {
  it('start N days before now, an order closed at the very start left out and one closed at now counted', () => {
    const now = day(20);
    expect(periodStart('7d', now)).toBe(now - 7 * DAY_MS);
    expect(periodStart('all', now)).toBeNull();
    const atStart: ClosedTrade = { ...trade(13, '10'), closedAt: now - 7 * DAY_MS };
    const justAfter: ClosedTrade = { ...trade(13, '20'), closedAt: now - 7 * DAY_MS + 1 };
    const atNow: ClosedTrade = { ...trade(20, '40'), closedAt: now };
    const later: ClosedTrade = { ...trade(21, '80') };
    const { periods } = periodFigures([atStart, justAfter, atNow, later], [deposit('1000')], NO_FOLLOWERS, now);
    expect(periods['7d'].tradeNum).toBe(2);
    expect(periods['7d'].profit.toString()).toBe('60');
    // 'all' is every order closed up to now; the one closing tomorrow is not yet history.
    expect(periods.all.tradeNum).toBe(3);
    expect(periods.all.profit.toString()).toBe('70');
  });

  it('measure the return and the drawdown from the index at the period start', () => {
    // 1000: day 1 +200 (index 1.2); day 2 -240 on 1200 (0.96); the 7 days start at day 5 noon;
    // day 10 +96 on 960 (1.056); day 11 -105.6 on 1056 (0.9504). Now: day 12 noon.
    const trades = [trade(1, '200'), trade(2, '-240'), trade(10, '96'), trade(11, '-105.6')];
    const { periods } = periodFigures(trades, [deposit('1000')], NO_FOLLOWERS, day(12));
    // 7d: from 0.96 up to 1.056, down to 0.9504: (1.056 - 0.9504) / 1.056 = 0.1; return 0.9504 / 0.96 - 1 = -0.01.
    expect(periods['7d'].maxDrawdown.toString()).toBe('0.1');
    expect(periods['7d'].rate.toString()).toBe('-0.01');
    expect(periods['7d'].tradeNum).toBe(2);
    expect(periods['7d'].winRate.toString()).toBe('0.5');
    // all: the peak is day 1's 1.2, the trough 0.9504: (1.2 - 0.9504) / 1.2 = 0.208; return 0.9504 - 1.
    expect(periods.all.maxDrawdown.toString()).toBe('0.208');
    expect(periods.all.rate.toString()).toBe('-0.0496');
    expect(periods['30d'].maxDrawdown.toString()).toBe('0.208');
  });

  it('chart the index at each midnight of the period and now, relative to the period start', () => {
    const trades = [trade(1, '200'), trade(2, '-240'), trade(10, '96'), trade(11, '-105.6')];
    const { periods } = periodFigures(trades, [deposit('1000')], NO_FOLLOWERS, day(12));
    // The midnights of days 6 to 12 (after the start at day 5 noon, before now at day 12 noon), then now.
    expect(periods['7d'].equity.map((point) => point.time)).toEqual([6, 7, 8, 9, 10, 11, 12].map((n) => day(n, 0)).concat(day(12)));
    expect(periods['7d'].equity.map((point) => point.value.toString())).toEqual(['1', '1', '1', '1', '1', '1.1', '0.99', '0.99']);
    // 'all' starts at the end of the first trade's day (day 1).
    expect(periods.all.equity[0]?.time).toBe(day(2, 0));
    expect(periods.all.equity[0]?.value.toString()).toBe('1.2');
    expect(periods.all.equity).toHaveLength(12);
  });

  it("thin the 'all' chart to a point a week beyond a year, ending on the latest midnight", () => {
    const now = day(500);
    const { periods } = periodFigures([trade(1, '10'), trade(499, '10')], [deposit('1000')], NO_FOLLOWERS, now);
    const midnights = periods.all.equity.slice(0, -1).map((point) => point.time);
    // Midnights of days 2 to 500 are 499 > 365 days: every 7th counted back from day 500's.
    expect(499).toBeGreaterThan(ALL_CHART_DAILY_POINTS);
    expect(midnights.at(-1)).toBe(day(500, 0));
    expect(midnights).toHaveLength(Math.ceil(499 / 7));
    expect(midnights.slice(1).every((time, index) => time - (midnights[index] ?? 0) === 7 * DAY_MS)).toBe(true);
    expect(periods.all.equity.at(-1)?.time).toBe(now);
    // The bounded periods keep a point a day.
    expect(periods['90d'].equity).toHaveLength(91);
  });

  it('have zero figures with no order closed in them', () => {
    const { periods } = periodFigures([trade(1, '200'), trade(2, '-300')], [deposit('1000')], NO_FOLLOWERS, day(40));
    for (const period of ['7d', '30d'] as const) {
      expect(periods[period]).toMatchObject({ tradeNum: 0, avgHoldingMs: 0 });
      expect([periods[period].rate, periods[period].maxDrawdown, periods[period].sharpe, periods[period].winRate].map(String)).toEqual([
        '0',
        '0',
        '0',
        '0',
      ]);
    }
    expect(periods['90d'].tradeNum).toBe(2);
    const empty = periodFigures([], [deposit('1000')], NO_FOLLOWERS, day(40));
    expect(periodStatsWire(empty.periods.all).equity).toEqual([{ time: day(40), value: '1' }]);
    expect(riskInputsWire(empty.risk)).toEqual({ daily_volatility: '0', days: 0 });
    expect(empty.risk.score).toBeNull();
  });
});

describe('holding time, win rate and followers', () => {
  it('averages close minus open of the period’s orders, and passes the followers’ profit through', () => {
    // Held 11 h (01:00 to 12:00), 2 h, and 3 days 12 h (opened day 1 at 00:00, closed day 4 at 12:00).
    const trades = [trade(3, '5'), trade(4, '-5', day(4, 10)), trade(4, '0', day(1, 0))];
    const followers = { '7d': '12.5', '30d': '30', '90d': '30', all: '31' };
    const { periods } = periodFigures(trades, [deposit('1000')], followers, day(6));
    // (11 + 2 + 84) h / 3 = 32 h 20 min
    expect(periods['7d'].avgHoldingMs).toBe(((11 + 2 + 84) * HOUR) / 3);
    // A zero is no win: 1 of 3.
    expect(periods['7d'].winRate.toDecimalPlaces(6).toString()).toBe('0.333333');
    expect(periods['7d'].followersProfit.toString()).toBe('12.5');
    expect(periods.all.followersProfit.toString()).toBe('31');
  });
});

describe('the Sharpe ratio of daily returns', () => {
  it('is the mean over the sample deviation, times the square root of 365', () => {
    // 1000 in; day 1 +100 (+10 %), day 2 -110 (-10 %), day 3 +198 (+20 %); now day 4 noon, so days 1-3 are complete.
    // Returns 0.1, -0.1, 0.2: mean 0.2 / 3 = 0.0667; deviations 0.0333, -0.1667, 0.1333; squares sum 0.046667,
    // over n - 1 = 2: 0.023333; deviation sqrt(0.023333) = 0.152753; 0.0667 / 0.152753 = 0.436436 = sqrt(4 / 21);
    // times sqrt(365) = 19.104973: 8.338094 (= sqrt(1460 / 21)).
    const trades = [trade(1, '100'), trade(2, '-110'), trade(3, '198')];
    const { periods } = periodFigures(trades, [deposit('1000')], NO_FOLLOWERS, day(4));
    expect(periods['7d'].sharpe.toDecimalPlaces(6).toString()).toBe('8.338094');
    // Days before the first trade (day 1) are not the trader's record: 30 days give the same three returns.
    expect(periods['30d'].sharpe.toDecimalPlaces(6).toString()).toBe('8.338094');
    expect(periods.all.sharpe.toDecimalPlaces(6).toString()).toBe('8.338094');
    expect(periodStatsWire(periods['7d']).sharpe).toBe('8.3381');
  });

  it('counts a day without a close as a zero return, and leaves today out', () => {
    // Day 1 +10 %, day 2 nothing, day 3 +10 % (on 1100: +110); today's (day 4) close is not in a complete day.
    // Returns 0.1, 0, 0.1: mean 0.066667, squares of deviations 0.001111 + 0.004444 + 0.001111 = 0.006667,
    // over 2: 0.003333, deviation 0.057735; 0.066667 / 0.057735 = 1.154701 = 2 / sqrt(3); times sqrt(365): 22.060523.
    const trades = [trade(1, '100'), trade(3, '110'), trade(4, '-500')];
    const { periods } = periodFigures(trades, [deposit('1000')], NO_FOLLOWERS, day(4, 18));
    expect(periods['7d'].sharpe.toDecimalPlaces(6).toString()).toBe('22.060523');
  });

  it('is 0 with under two days or no spread', () => {
    expect(annualisedSharpe([new Decimal('0.1')]).toString()).toBe('0');
    expect(annualisedSharpe([new Decimal('0.1'), new Decimal('0.1')]).toString()).toBe('0');
    expect(
      sampleStdev([new Decimal('0.1'), new Decimal('0.3')])
        .toDecimalPlaces(8)
        .toString(),
    ).toBe('0.14142136');
  });
});

describe('the risk score', () => {
  it('is null before 5 days of returns', () => {
    const { risk } = periodFigures(tradesFor(['0.1', '-0.1', '0.1']), [deposit('1000')], NO_FOLLOWERS, day(4));
    expect(risk.days).toBe(3);
    expect(risk.score).toBeNull();
  });

  it('scores the sample deviation of the daily returns', () => {
    // Ten days of +10 %, -10 % alternating: mean 0, squares 10 x 0.01 = 0.1, over 9: 0.011111, deviation 0.105409
    // (10.5 %): score 10.
    const wild = periodFigures(
      tradesFor(Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? '0.1' : '-0.1'))),
      [deposit('1000')],
      NO_FOLLOWERS,
      day(11),
    );
    expect(wild.risk).toMatchObject({ days: 10, score: 10 });
    expect(riskInputsWire(wild.risk)).toEqual({ daily_volatility: '0.10540926', days: 10 });
    // The same at +/-0.1 %: 0.105 % daily, score 1.
    const calm = periodFigures(
      tradesFor(Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? '0.001' : '-0.001'))),
      [deposit('1000')],
      NO_FOLLOWERS,
      day(11),
    );
    expect(calm.risk).toMatchObject({ days: 10, score: 1 });
    expect(calm.risk.dailyVolatility.toString()).toBe('0.00105409');
  });

  it('looks back 90 days only', () => {
    // Wild days 1-10, then calm days 101-120; now day 121: the window is days 31-120, so only calm days and the idle
    // days between count (90 days, the first trade being long before).
    const wild = tradesFor(Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? '0.1' : '-0.1')));
    const calm = tradesFor(
      Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? '0.001' : '-0.001')),
      101,
    );
    const { risk } = periodFigures([...wild, ...calm], [deposit('1000')], NO_FOLLOWERS, day(121));
    expect(risk.days).toBe(90);
    expect(risk.score).toBe(1);
  });
});
