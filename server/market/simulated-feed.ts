import type { Clock } from '../clock';
import type { Tick } from './candles';
import type { FeedFactory, MarketFeed } from './feed';
import { isOpen } from './hours';
import type { InstrumentSeed } from './instrument-data';
import { lattice } from './noise';
import { pricePath, type PricePath } from './price-path';
import { formatFloat } from '../../common/money';

// The default feed: every instrument's seeded price path, sampled a few times a second while its market is open.
// Which steps tick is itself decided by the seed, so two runs with the same seed and clock give the same ticks.

export const STEP_MS = 250;
/** About half the steps of an open market tick: two ticks a second on average. */
const TICK_SHARE = 0.5;

export class SimulatedFeed implements MarketFeed {
  private readonly paths = new Map<number, PricePath>();
  private cancel: (() => void) | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly seed: number,
    private readonly instruments: readonly InstrumentSeed[],
    private readonly sequences: Map<number, number>,
  ) {
    for (const instrument of instruments) this.paths.set(instrument.id, pricePath(seed, instrument));
  }

  path(instrumentId: number): PricePath | undefined {
    return this.paths.get(instrumentId);
  }

  /** The ticks of the step at `time`, for every instrument open then. */
  step(time: number): Tick[] {
    const stepIndex = Math.floor(time / STEP_MS);
    const ticks: Tick[] = [];
    for (const instrument of this.instruments) {
      if (!isOpen(instrument.session, time)) continue;
      if ((lattice(this.seed ^ instrument.id, stepIndex) + 1) / 2 > TICK_SHARE) continue;
      const path = this.paths.get(instrument.id);
      if (!path) continue;
      const seq = (this.sequences.get(instrument.id) ?? 0) + 1;
      this.sequences.set(instrument.id, seq);
      ticks.push({
        instrumentId: instrument.id,
        seq,
        time,
        price: formatFloat(path.priceAt(time), instrument.precision),
        volume: path.volumeAt(time),
      });
    }
    return ticks;
  }

  start(onTicks: (ticks: Tick[]) => void): void {
    const run = () => {
      const ticks = this.step(this.clock.now());
      if (ticks.length > 0) onTicks(ticks);
      const now = this.clock.now();
      this.cancel = this.clock.setTimer(run, STEP_MS - (now % STEP_MS));
    };
    this.cancel = this.clock.setTimer(run, STEP_MS - (this.clock.now() % STEP_MS));
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }
}

export function simulatedFeed(seed: number): FeedFactory {
  return ({ clock, instruments, sequences }) => new SimulatedFeed(clock, seed, instruments, sequences);
}
