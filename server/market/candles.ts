import { PERIOD_MS, PERIODS, type KlinePoint, type Period } from '../../common/market';
import { startOfDay } from '../time';

// Candles: which bucket a moment falls in, and the live candles of each period built from ticks. Day candles start
// at midnight Europe/Berlin (spec section 9); shorter ones at whole multiples of their length, which are whole
// hours in Berlin too.

export function bucketStart(period: Period, ms: number): number {
  if (period === '1D') return startOfDay(ms);
  const length = PERIOD_MS[period];
  return Math.floor(ms / length) * length;
}

/** The bucket after the one starting at `start` (a Berlin day can be 23 or 25 hours long). */
export function nextBucket(period: Period, start: number): number {
  if (period !== '1D') return start + PERIOD_MS[period];
  return startOfDay(start + 30 * 60 * 60 * 1000);
}

export interface Tick {
  instrumentId: number;
  seq: number;
  time: number;
  /** The price as decimal text at the instrument's precision. */
  price: string;
  volume: number;
}

export interface LiveCandle extends KlinePoint {
  Period: Period;
}

/** Applies one tick to a candle: the same bucket updates it, a later one starts the next. */
export function applyTick(candle: LiveCandle | undefined, period: Period, tick: Tick): LiveCandle {
  const start = bucketStart(period, tick.time);
  if (!candle || candle.Time !== start) {
    return { Period: period, Time: start, Open: tick.price, High: tick.price, Low: tick.price, Close: tick.price, Volume: String(tick.volume) };
  }
  const price = Number(tick.price);
  return {
    ...candle,
    High: price > Number(candle.High) ? tick.price : candle.High,
    Low: price < Number(candle.Low) ? tick.price : candle.Low,
    Close: tick.price,
    Volume: String(Number(candle.Volume) + tick.volume),
  };
}

/** The live candles of every period for every instrument, and which changed since the last flush. */
export class CandleBook {
  private readonly candles = new Map<string, LiveCandle>();
  private readonly changed = new Map<string, { instrumentId: number; candle: LiveCandle }>();

  apply(tick: Tick): LiveCandle[] {
    return PERIODS.map((period) => {
      const key = `${tick.instrumentId}:${period}`;
      const next = applyTick(this.candles.get(key), period, tick);
      this.candles.set(key, next);
      // Keyed by the candle's time too: a candle that ended since the last flush is stored in its final state.
      this.changed.set(`${key}:${next.Time}`, { instrumentId: tick.instrumentId, candle: next });
      return next;
    });
  }

  current(instrumentId: number, period: Period): LiveCandle | undefined {
    return this.candles.get(`${instrumentId}:${period}`);
  }

  /** Seeds a live candle (from storage, after a restart) so ticks continue it rather than start over. */
  restore(instrumentId: number, candle: LiveCandle): void {
    this.candles.set(`${instrumentId}:${candle.Period}`, candle);
  }

  /**
   * The candles changed since the last call, for storing: every one when `all`, else only those whose bucket has
   * ended (in their final state); the live ones stay changed for a later call.
   */
  takeChanged(all = true): { instrumentId: number; candle: LiveCandle }[] {
    const taken: { instrumentId: number; candle: LiveCandle }[] = [];
    for (const [key, entry] of this.changed) {
      if (!all && this.candles.get(`${entry.instrumentId}:${entry.candle.Period}`)?.Time === entry.candle.Time) continue;
      taken.push(entry);
      this.changed.delete(key);
    }
    return taken;
  }
}
