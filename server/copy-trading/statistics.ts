import { FOLLOW_WINDOW_DAYS, RANK_MIN_ACTIVE_DAYS, RANK_MIN_CLOSED_ORDERS } from '../../common/follow';
import { Decimal } from '../../common/money';

// A trader's statistics (issue 14), from their closed orders and the money that entered or left their contract
// account, never typed in. The return is time-weighted: the account's value is the money put in plus the profit
// of every order closed so far, and each close multiplies an index by (value + profit) / value. Money in or out
// changes the value, not the index, so a deposit can neither raise nor lower the rate; the same profit on more
// money is a smaller return, as it should be. Profit is net of the order's fee, counted when the order closes.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WINDOW_MS = FOLLOW_WINDOW_DAYS * DAY_MS;

export interface ClosedTrade {
  closedAt: number;
  /** Realised profit less the order's fee, USD. */
  net: Decimal.Value;
  code: string;
  multiple: number;
}

/** Money into (positive) or out of (negative) the contract account other than trading: deposits, transfers. */
export interface CashFlow {
  at: number;
  amount: Decimal.Value;
}

export interface TraderFigures {
  threeWeekRate: Decimal;
  totalRate: Decimal;
  threeWeekWin: Decimal;
  threeWeekProfit: Decimal;
  totalProfit: Decimal;
  totalTradeNum: number;
  windowTradeNum: number;
  activeDays: number;
  maxDrawdown: Decimal;
  /** The index at the end of each UTC day of the window (and now), relative to the window's start. */
  equity: { time: number; value: Decimal }[];
  topMultiple: number;
  topCode: string;
}

interface IndexPoint {
  at: number;
  index: Decimal;
}

/** The time-weighted index after each close, starting at 1 (flows before closes at the same moment). */
export function equityIndex(trades: readonly ClosedTrade[], flows: readonly CashFlow[]): IndexPoint[] {
  const events = [
    ...flows.map((flow) => ({ at: flow.at, isFlow: true, amount: new Decimal(flow.amount) })),
    ...trades.map((trade) => ({ at: trade.closedAt, isFlow: false, amount: new Decimal(trade.net) })),
  ].sort((a, b) => a.at - b.at || Number(b.isFlow) - Number(a.isFlow));
  let value = new Decimal(0);
  let index = new Decimal(1);
  const points: IndexPoint[] = [];
  for (const event of events) {
    if (event.isFlow) {
      value = value.plus(event.amount);
      continue;
    }
    // With nothing (or less than nothing) in the account the return is undefined: the index stands still.
    if (value.greaterThan(0)) index = index.times(Decimal.max(0, value.plus(event.amount)).dividedBy(value));
    value = value.plus(event.amount);
    points.push({ at: event.at, index });
  }
  return points;
}

/** The index as it stood at `at` (after every close up to and including it). */
function indexAt(points: readonly IndexPoint[], at: number): Decimal {
  let found = new Decimal(1);
  for (const point of points) {
    if (point.at > at) break;
    found = point.index;
  }
  return found;
}

function mostCommon<T>(values: readonly T[], fallback: T): T {
  const counts = new Map<T, number>();
  let best = fallback;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

export function traderFigures(trades: readonly ClosedTrade[], flows: readonly CashFlow[], now: number): TraderFigures {
  const windowStart = now - WINDOW_MS;
  const points = equityIndex(trades, flows);
  const startIndex = indexAt(points, windowStart);
  const endIndex = indexAt(points, now);
  const inWindow = trades.filter((trade) => trade.closedAt > windowStart && trade.closedAt <= now);
  const wins = inWindow.filter((trade) => new Decimal(trade.net).greaterThan(0)).length;
  let peak = startIndex;
  let maxDrawdown = new Decimal(0);
  for (const point of points) {
    if (point.at <= windowStart || point.at > now) continue;
    if (point.index.greaterThan(peak)) peak = point.index;
    else if (peak.greaterThan(0)) maxDrawdown = Decimal.max(maxDrawdown, peak.minus(point.index).dividedBy(peak));
  }
  const equity: { time: number; value: Decimal }[] = [];
  const firstDay = Math.floor(windowStart / DAY_MS) + 1;
  for (let day = firstDay; day * DAY_MS < now; day += 1) {
    equity.push({ time: day * DAY_MS, value: startIndex.isZero() ? new Decimal(0) : indexAt(points, day * DAY_MS).dividedBy(startIndex) });
  }
  equity.push({ time: now, value: startIndex.isZero() ? new Decimal(0) : endIndex.dividedBy(startIndex) });
  return {
    threeWeekRate: startIndex.isZero() ? new Decimal(0) : endIndex.dividedBy(startIndex).minus(1),
    totalRate: endIndex.minus(1),
    threeWeekWin: inWindow.length === 0 ? new Decimal(0) : new Decimal(wins).dividedBy(inWindow.length),
    threeWeekProfit: inWindow.reduce((sum, trade) => sum.plus(trade.net), new Decimal(0)),
    totalProfit: trades.filter((trade) => trade.closedAt <= now).reduce((sum, trade) => sum.plus(trade.net), new Decimal(0)),
    totalTradeNum: trades.filter((trade) => trade.closedAt <= now).length,
    windowTradeNum: inWindow.length,
    activeDays: new Set(inWindow.map((trade) => Math.floor(trade.closedAt / DAY_MS))).size,
    maxDrawdown,
    equity,
    topMultiple: mostCommon(
      inWindow.map((trade) => trade.multiple),
      0,
    ),
    topCode: mostCommon(
      inWindow.map((trade) => trade.code),
      '',
    ),
  };
}

/** The ranking's rule: approved, not demo, at least 10 orders closed on at least 5 days of the window. */
export function isRankable(figures: Pick<TraderFigures, 'windowTradeNum' | 'activeDays'>, isDemo: boolean): boolean {
  return !isDemo && figures.windowTradeNum >= RANK_MIN_CLOSED_ORDERS && figures.activeDays >= RANK_MIN_ACTIVE_DAYS;
}
