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
  /** When the order filled (its open_time), for the holding time. */
  openedAt: number;
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

export interface IndexPoint {
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
  // A close multiplies the index by (value + profit) / value, and the value by the same: their ratio stands still
  // between flows. So the index is the value times that ratio, one division a flow rather than one a close (the
  // statistics job runs this for every trader every few minutes; bench: trader-stats).
  let perUnit: Decimal | null = null;
  const points: IndexPoint[] = [];
  for (const event of events) {
    if (event.isFlow) {
      value = value.plus(event.amount);
      perUnit = null;
      continue;
    }
    const after = value.plus(event.amount);
    if (value.greaterThan(0)) {
      perUnit ??= index.dividedBy(value);
      // Losing everything (or more) leaves the index at 0.
      index = after.greaterThan(0) ? perUnit.times(after) : new Decimal(0);
    }
    // With nothing (or less than nothing) in the account the return is undefined: the index stands still.
    if (!after.greaterThan(0)) perUnit = null;
    value = after;
    points.push({ at: event.at, index });
  }
  return points;
}

/** The first of `items` (in time order) later than `after`, by binary search; items.length when none is. */
export function firstAfter<T>(items: readonly T[], after: number, at: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (at(items[middle] as T) <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The largest fall of the index from a peak to a later trough, as a share of the peak, over the points after
 * `start` (null: all) up to `now`, the index standing at `startIndex` when it begins.
 */
export function maxDrawdown(points: readonly IndexPoint[], start: number | null, startIndex: Decimal, now: number): Decimal {
  // The lowest point since each peak, divided once when the next peak (or the end) closes that fall.
  let peak = startIndex;
  let trough = startIndex;
  let worst = new Decimal(0);
  const fall = () => {
    if (trough.lessThan(peak) && peak.greaterThan(0)) worst = Decimal.max(worst, peak.minus(trough).dividedBy(peak));
  };
  for (let at = start === null ? 0 : firstAfter(points, start, (point) => point.at); at < points.length; at += 1) {
    const point = points[at] as IndexPoint;
    if (point.at > now) break;
    if (point.index.greaterThan(peak)) {
      fall();
      peak = point.index;
      trough = point.index;
    } else if (point.index.lessThan(trough)) trough = point.index;
  }
  fall();
  return worst;
}

/** The index as it stood at `at` (after every close up to and including it); `points` in time order. */
export function indexAt(points: readonly IndexPoint[], at: number): Decimal {
  // Binary search: the period statistics look up hundreds of instants per trader on every run of the job.
  return points[firstAfter(points, at, (point) => point.at) - 1]?.index ?? new Decimal(1);
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

/** `points` is equityIndex(trades, flows), passed in when the caller computed it already (the job does). */
export function traderFigures(
  trades: readonly ClosedTrade[],
  flows: readonly CashFlow[],
  now: number,
  points: readonly IndexPoint[] = equityIndex(trades, flows),
): TraderFigures {
  const windowStart = now - WINDOW_MS;
  const startIndex = indexAt(points, windowStart);
  const endIndex = indexAt(points, now);
  const inWindow = trades.filter((trade) => trade.closedAt > windowStart && trade.closedAt <= now);
  const wins = inWindow.filter((trade) => new Decimal(trade.net).greaterThan(0)).length;
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
    maxDrawdown: maxDrawdown(points, windowStart, startIndex, now),
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
