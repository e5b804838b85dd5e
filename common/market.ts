// Market facts both sides use: chart periods, their lengths, and the product's day (spec section 9).

export const PERIODS = ['1M', '5M', '15M', '30M', '1H', '1D'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_MS: Readonly<Record<Period, number>> = {
  '1M': 60_000,
  '5M': 5 * 60_000,
  '15M': 15 * 60_000,
  '30M': 30 * 60_000,
  '1H': 60 * 60_000,
  '1D': 24 * 60 * 60_000,
};

/** The trade screen opens on this period. */
export const DEFAULT_PERIOD: Period = '5M';

/** How many candles one kline call answers at most, and without a limit. */
export const KLINE_LIMIT_MAX = 1000;
export const KLINE_LIMIT_DEFAULT = 300;

/** Charts show times, and day candles start at midnight, in this zone. */
export const CHART_TIME_ZONE = 'Europe/Berlin';

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}

/** One candle (spec section 3, "Kline point"); Time is the candle's start in ms. Prices are decimal strings. */
export interface KlinePoint {
  Time: number;
  Open: string;
  High: string;
  Low: string;
  Close: string;
  Volume: string;
}

/** A live candle pushed on KLINE.<code>. */
export interface KlinePush extends KlinePoint {
  Period: Period;
}

/** A DAY_MARKET push: the latest price of an instrument and its change over the day, in percent. */
export interface DayMarketPush {
  symbol: string;
  quotation: { close: string; change: string };
}

/** A DAY_MARKET step (common/socket.ts, StepPayloads): every instrument that changed in one feed step, once each. */
export type DayMarketStep = readonly DayMarketPush[];

/** The instruments a DAY_MARKET frame carries, whichever form it came in (one push, or a whole step). */
export function dayMarketQuotes(data: DayMarketPush | DayMarketStep): DayMarketStep {
  return isStep(data) ? data : [data];
}

// Array.isArray does not narrow a union holding a readonly array: this says what it means.
function isStep(data: DayMarketPush | DayMarketStep): data is DayMarketStep {
  return Array.isArray(data);
}
