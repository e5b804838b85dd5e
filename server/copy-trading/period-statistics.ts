import { STATS_PERIODS, type PeriodStats, type RiskInputs, type StatsPeriod } from '../../common/api/follow';
import { RISK_MIN_DAYS, RISK_WINDOW_DAYS, riskScore } from '../../common/follow-risk';
import { Decimal, formatAmount } from '../../common/money';
import { DAY_MS, equityIndex, firstAfter, indexAt, maxDrawdown, type CashFlow, type ClosedTrade, type IndexPoint } from './statistics';

// A trader's figures over the last 7, 30 and 90 days and over all time (issue 36), and their risk score, from the
// same closed orders and money movements as the three-week figures (statistics.ts) and the same time-weighted
// index, so a deposit moves no figure but the profit.
//
// Boundaries. A bounded period is (now - N days, now]: an order counts when it closed after its start and not after
// now. 'all' has no start: every order closed up to now counts and the index starts at 1.
//
// Daily returns (the Sharpe ratio and the risk score). Days are UTC days; a day's return is the index at its end
// (midnight, counting a close at that very instant) over the index at its start, less 1. A period's days are the N
// complete days that ended in it (today, still running, is not one), and only those from the day of the trader's
// first trade on: before it the trader had no record, and padding with zeros would make a three-day-old trader's
// 30-day Sharpe differ from their 7-day one for the same three days. Days on which nothing closed count as 0.
// 'all' runs from the first trade's day to yesterday.

/** How far back each bounded period reaches, in days. */
export const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const satisfies Record<Exclude<StatsPeriod, 'all'>, number>;
/** The 'all' chart has a point a day up to this many days, and a point a week beyond (a chart of years stays small). */
export const ALL_CHART_DAILY_POINTS = 365;
/** Daily figures are annualised over calendar days: the markets here (crypto among them) trade every day. */
export const DAYS_A_YEAR = 365;

export interface PeriodFigures {
  rate: Decimal;
  /** Net of fees. */
  profit: Decimal;
  winRate: Decimal;
  tradeNum: number;
  maxDrawdown: Decimal;
  sharpe: Decimal;
  avgHoldingMs: number;
  followersProfit: Decimal;
  equity: { time: number; value: Decimal }[];
}

export interface RiskFigures {
  /** Sample standard deviation of the risk window's daily returns, rounded to 8 places (the score is from this). */
  dailyVolatility: Decimal;
  days: number;
  /** Null with fewer than RISK_MIN_DAYS days. */
  score: number | null;
}

export interface PeriodsFigures {
  periods: Record<StatsPeriod, PeriodFigures>;
  risk: RiskFigures;
}

/** How many days back a period reaches, or null for 'all'. */
export function periodDays(period: StatsPeriod): number | null {
  return period === 'all' ? null : PERIOD_DAYS[period];
}

/** When a period starts (exclusive), or null for 'all'. The followers' profit query uses the same bounds. */
export function periodStart(period: StatsPeriod, now: number): number | null {
  const days = periodDays(period);
  return days === null ? null : now - days * DAY_MS;
}

const dayOf = (time: number) => Math.floor(time / DAY_MS);
const RETURN_PLACES = 12;

interface Spread {
  count: number;
  mean: Decimal;
  /** Sample standard deviation (n - 1); 0 with fewer than 2 values. */
  stdev: Decimal;
}

function spread(values: readonly Decimal[]): Spread {
  if (values.length < 2) return { count: values.length, mean: values[0] ?? new Decimal(0), stdev: new Decimal(0) };
  const mean = Decimal.sum(...values).dividedBy(values.length);
  let squares = new Decimal(0);
  for (const value of values) {
    const deviation = value.minus(mean);
    squares = squares.plus(deviation.times(deviation));
  }
  return { count: values.length, mean, stdev: squares.dividedBy(values.length - 1).sqrt() };
}

/** Sample standard deviation (n - 1); 0 with fewer than 2 values. */
export function sampleStdev(values: readonly Decimal[]): Decimal {
  return spread(values).stdev;
}

function sharpeOf({ mean, stdev }: Spread): Decimal {
  return stdev.isZero() ? new Decimal(0) : mean.dividedBy(stdev).times(new Decimal(DAYS_A_YEAR).sqrt());
}

/** Mean over sample standard deviation of daily returns, times the square root of 365; 0 under 2 days or no spread. */
export function annualisedSharpe(dailyReturns: readonly Decimal[]): Decimal {
  return sharpeOf(spread(dailyReturns));
}

interface DailyReturns {
  firstDay: number;
  byDay: Map<number, Decimal>;
  spreads: Map<string, Spread>;
}

/** The returns of UTC days `from` to `to` (day numbers, inclusive), from the index at each midnight. */
function dailyReturns(points: readonly IndexPoint[], from: number, to: number): DailyReturns {
  const byDay = new Map<number, Decimal>();
  let before = indexAt(points, from * DAY_MS);
  for (let day = from; day <= to; day += 1) {
    const after = indexAt(points, (day + 1) * DAY_MS);
    // An account worth nothing has no return; its index stands still at 0 (statistics.ts). A return is kept to 12
    // places (a millionth of a basis point), far finer than any figure shown, so the sums and squares of the Sharpe
    // ratio and the volatility work on short numbers rather than 40 digits.
    byDay.set(day, before.isZero() ? new Decimal(0) : after.dividedBy(before).minus(1).toDecimalPlaces(RETURN_PLACES));
    before = after;
  }
  return { firstDay: from, byDay, spreads: new Map() };
}

/**
 * The spread of the daily returns of days `from` to `to` that `returns` holds (it starts at the first trade's day),
 * worked out once per distinct run of days: 90 days, the risk window and often 'all' are the same days, and a square
 * root at the money's 40 digits is the dearest step of the job.
 */
function spreadBetween(returns: DailyReturns, from: number, to: number): Spread {
  const first = Math.max(from, returns.firstDay);
  const key = `${first}:${to}`;
  const known = returns.spreads.get(key);
  if (known) return known;
  const found: Decimal[] = [];
  for (let day = first; day <= to; day += 1) {
    const value = returns.byDay.get(day);
    if (value) found.push(value);
  }
  const made = spread(found);
  returns.spreads.set(key, made);
  return made;
}

function chart(points: readonly IndexPoint[], start: Decimal, midnights: readonly number[], now: number): PeriodFigures['equity'] {
  // Divisions are most of the job's arithmetic (bench: trader-stats): none when the period starts at 1.
  const relative = (index: Decimal) => (start.eq(1) ? index : start.isZero() ? new Decimal(0) : index.dividedBy(start));
  return [
    ...midnights.map((time) => ({ time, value: relative(indexAt(points, time)) })),
    { time: now, value: relative(indexAt(points, now)) },
  ];
}

/** The midnights strictly between the period's start and now; for 'all' from the first trade's day's end, thinned. */
function chartMidnights(start: number | null, firstDay: number | null, now: number): number[] {
  const first = start === null ? (firstDay === null ? null : firstDay + 1) : dayOf(start) + 1;
  if (first === null) return [];
  const days: number[] = [];
  for (let day = first; day * DAY_MS < now; day += 1) days.push(day);
  if (start !== null || days.length <= ALL_CHART_DAILY_POINTS) return days.map((day) => day * DAY_MS);
  // Weekly, counted back from the latest midnight so the chart always ends on the most recent day.
  const last = days.at(-1) ?? 0;
  return days.filter((day) => (last - day) % 7 === 0).map((day) => day * DAY_MS);
}

interface ClosedSums {
  /** Closed orders in time order of their close. */
  closes: number[];
  /** Running totals before each order (and after the last): net profit, winners, time held. */
  net: Decimal[];
  wins: number[];
  held: number[];
}

/** Running totals of the orders in close order, so each period's totals are two lookups, not a pass over them. */
function closedSums(trades: readonly ClosedTrade[]): ClosedSums {
  const sorted = [...trades].sort((a, b) => a.closedAt - b.closedAt);
  const sums: ClosedSums = { closes: [], net: [new Decimal(0)], wins: [0], held: [0] };
  for (const trade of sorted) {
    const net = new Decimal(trade.net);
    sums.closes.push(trade.closedAt);
    sums.net.push((sums.net.at(-1) as Decimal).plus(net));
    sums.wins.push((sums.wins.at(-1) as number) + (net.greaterThan(0) ? 1 : 0));
    sums.held.push((sums.held.at(-1) as number) + (trade.closedAt - trade.openedAt));
  }
  return sums;
}

/**
 * Every period's figures and the risk score. `followersProfit` is the realised profit of copies closed in each
 * period (summed by the database between the same bounds, periodStart); `points` is equityIndex(trades, flows) when
 * the caller has it already.
 */
export function periodFigures(
  trades: readonly ClosedTrade[],
  flows: readonly CashFlow[],
  followersProfit: Readonly<Record<StatsPeriod, Decimal.Value>>,
  now: number,
  points: readonly IndexPoint[] = equityIndex(trades, flows),
): PeriodsFigures {
  const upToNow = trades.filter((trade) => trade.closedAt <= now);
  const firstTrade = upToNow.reduce<number | null>((first, trade) => Math.min(first ?? Infinity, trade.openedAt, trade.closedAt), null);
  const firstDay = firstTrade === null ? null : dayOf(firstTrade);
  // Yesterday: the last complete UTC day (today's return is not known until midnight).
  const lastDay = dayOf(now) - 1;
  const returns = dailyReturns(points, firstDay ?? lastDay + 1, lastDay);
  const endIndex = indexAt(points, now);
  const sums = closedSums(upToNow);

  const periods = {} as Record<StatsPeriod, PeriodFigures>;
  for (const period of STATS_PERIODS) {
    const start = periodStart(period, now);
    const startIndex = start === null ? new Decimal(1) : indexAt(points, start);
    const from = start === null ? 0 : firstAfter(sums.closes, start, (time) => time);
    const all = sums.closes.length;
    const tradeNum = all - from;
    const wins = (sums.wins[all] ?? 0) - (sums.wins[from] ?? 0);
    const held = (sums.held[all] ?? 0) - (sums.held[from] ?? 0);
    const days = periodDays(period);
    // `returns` starts at the first trade's day, so a bounded period's days before it are left out by themselves.
    const firstReturnDay = days === null ? returns.firstDay : lastDay - days + 1;
    periods[period] = {
      rate: startIndex.isZero() ? new Decimal(0) : endIndex.dividedBy(startIndex).minus(1),
      profit: (sums.net[all] ?? new Decimal(0)).minus(sums.net[from] ?? 0),
      winRate: tradeNum === 0 ? new Decimal(0) : new Decimal(wins).dividedBy(tradeNum),
      tradeNum,
      maxDrawdown: maxDrawdown(points, start, startIndex, now),
      sharpe: sharpeOf(spreadBetween(returns, firstReturnDay, lastDay)),
      avgHoldingMs: tradeNum === 0 ? 0 : Math.round(held / tradeNum),
      followersProfit: new Decimal(followersProfit[period]),
      equity: chart(points, startIndex, chartMidnights(start, firstDay, now), now),
    };
  }

  const window = spreadBetween(returns, lastDay - RISK_WINDOW_DAYS + 1, lastDay);
  const dailyVolatility = window.stdev.toDecimalPlaces(8);
  // The score is read from the rounded figure that is shown beside it, so anyone can check one against the other.
  const risk = { dailyVolatility, days: window.count, score: window.count >= RISK_MIN_DAYS ? riskScore(dailyVolatility) : null };
  return { periods, risk };
}

const ratio = (value: Decimal) => value.toDecimalPlaces(6).toString();

/** A period's figures as the API sends them (and trader_stats.periods stores them). */
export function periodStatsWire(figures: PeriodFigures): PeriodStats {
  return {
    rate: ratio(figures.rate),
    profit: formatAmount(figures.profit),
    win_rate: ratio(figures.winRate),
    trade_num: figures.tradeNum,
    max_drawdown: ratio(figures.maxDrawdown),
    sharpe: figures.sharpe.toDecimalPlaces(4).toString(),
    avg_holding_ms: figures.avgHoldingMs,
    followers_profit: formatAmount(figures.followersProfit),
    equity: figures.equity.map((point) => ({ time: point.time, value: ratio(point.value) })),
  };
}

export function riskInputsWire(risk: RiskFigures): RiskInputs {
  return { daily_volatility: risk.dailyVolatility.toString(), days: risk.days };
}

/** A period before the job's first run: zero figures, no chart. */
export function emptyPeriodStats(): PeriodStats {
  return {
    rate: '0',
    profit: formatAmount(0),
    win_rate: '0',
    trade_num: 0,
    max_drawdown: '0',
    sharpe: '0',
    avg_holding_ms: 0,
    followers_profit: formatAmount(0),
    equity: [],
  };
}
