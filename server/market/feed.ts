import type { Clock } from '../clock';
import type { Tick } from './candles';
import type { InstrumentSeed } from './instrument-data';
import type { PricePath } from './price-path';

// The one interface every market feed implements, and what the market hands a feed when it builds one. The
// market neither knows nor cares whether prices are simulated, replayed from files, or come from a bench.

export interface MarketFeed {
  /** Calls `onTicks` with each batch of ticks, in time order, until stopped. */
  start(onTicks: (ticks: Tick[]) => void): void;
  stop(): void;
  /** The price path history is drawn from, for instruments whose past the feed can compute; none otherwise. */
  path(instrumentId: number): PricePath | undefined;
  /** Ticks from before the feed was built that it knows but never played (recorded history), stored as candles. */
  recordedHistory?(): Tick[];
}

export interface FeedContext {
  clock: Clock;
  instruments: readonly InstrumentSeed[];
  /** Each instrument's last tick sequence; a feed numbers its ticks on from here and keeps this map current. */
  sequences: Map<number, number>;
}

export type FeedFactory = (context: FeedContext) => MarketFeed;
