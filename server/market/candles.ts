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
    return {
      Period: period,
      Time: start,
      Open: tick.price,
      High: tick.price,
      Low: tick.price,
      Close: tick.price,
      Volume: String(tick.volume),
    };
  }
  const price = Number(tick.price);
  // A new object each time (a pushed candle is never changed after it left), written out rather than spread: this
  // runs six times for every tick of every instrument.
  return {
    Period: period,
    Time: start,
    Open: candle.Open,
    High: price > Number(candle.High) ? tick.price : candle.High,
    Low: price < Number(candle.Low) ? tick.price : candle.Low,
    Close: tick.price,
    Volume: String(Number(candle.Volume) + tick.volume),
  };
}

/** One instrument's live candles, one per period in PERIODS' order, and which of them changed since the last flush. */
interface InstrumentCandles {
  live: (LiveCandle | undefined)[];
  dirty: boolean[];
}

/** The live candles of every period for every instrument, and which changed since the last flush. */
export class CandleBook {
  private readonly byInstrument = new Map<number, InstrumentCandles>();
  /** Candles whose bucket ended while they had unstored changes, in their final state. */
  private ended: { instrumentId: number; candle: LiveCandle }[] = [];

  private of(instrumentId: number): InstrumentCandles {
    let entry = this.byInstrument.get(instrumentId);
    if (!entry) {
      entry = { live: PERIODS.map(() => undefined), dirty: PERIODS.map(() => false) };
      this.byInstrument.set(instrumentId, entry);
    }
    return entry;
  }

  apply(tick: Tick): LiveCandle[] {
    const entry = this.of(tick.instrumentId);
    const applied: LiveCandle[] = [];
    for (let index = 0; index < PERIODS.length; index += 1) {
      const period = PERIODS[index] as Period;
      const previous = entry.live[index];
      const next = applyTick(previous, period, tick);
      // A candle that ended since the last flush is kept to be stored in its final state.
      if (previous && previous.Time !== next.Time && entry.dirty[index])
        this.ended.push({ instrumentId: tick.instrumentId, candle: previous });
      entry.live[index] = next;
      entry.dirty[index] = true;
      applied.push(next);
    }
    return applied;
  }

  current(instrumentId: number, period: Period): LiveCandle | undefined {
    return this.byInstrument.get(instrumentId)?.live[PERIODS.indexOf(period)];
  }

  /** Seeds a live candle (from storage, after a restart) so ticks continue it rather than start over. */
  restore(instrumentId: number, candle: LiveCandle): void {
    this.of(instrumentId).live[PERIODS.indexOf(candle.Period)] = candle;
  }

  /**
   * The candles changed since the last call, for storing: every one when `all`, else only those whose bucket has
   * ended (in their final state); the live ones stay changed for a later call.
   */
  takeChanged(all = true): { instrumentId: number; candle: LiveCandle }[] {
    const taken = this.ended;
    this.ended = [];
    if (!all) return taken;
    for (const [instrumentId, entry] of this.byInstrument) {
      entry.live.forEach((candle, index) => {
        if (!candle || !entry.dirty[index]) return;
        taken.push({ instrumentId, candle });
        entry.dirty[index] = false;
      });
    }
    return taken;
  }
}
