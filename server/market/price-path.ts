import { fractal, lattice, type Octaves } from './noise';
import type { InstrumentSeed } from './instrument-data';

// An instrument's simulated price at any moment: its typical price moved by seeded fractal noise whose volatility
// matches the instrument's. History, live ticks and a restarted server all ask the same function, so they agree.

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
/** From 2 s up to about two years. */
const FINEST_MS = 2_000;
const OCTAVES = 25;
/** Measured: the variance of the octave sum over a lag is about this many times lag x scale², steady from a
 * minute to a day (1.59 to 1.68), which is what makes it behave like a random walk. */
const VARIANCE_PER_MS = 1.65;

export interface PricePath {
  priceAt(ms: number): number;
  /** A deterministic trade size for a tick or a candle, for the volume column. */
  volumeAt(ms: number): number;
}

export function pricePath(seed: number, instrument: InstrumentSeed): PricePath {
  const perMsVolatility = instrument.volatility / Math.sqrt(YEAR_MS);
  const octaves: Octaves = { finestMs: FINEST_MS, count: OCTAVES, scale: perMsVolatility / Math.sqrt(VARIANCE_PER_MS) };
  const instrumentSeed = (seed * 1_000_003 + instrument.id * 7_919) >>> 0;
  return {
    priceAt: (ms) => instrument.base * Math.exp(fractal(instrumentSeed, ms, octaves)),
    volumeAt: (ms) => Math.round(1 + (lattice(instrumentSeed ^ 0xabcdef, Math.floor(ms / 1000)) + 1) * 50),
  };
}
