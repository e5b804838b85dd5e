// Deterministic noise of time: the same seed and time always give the same value, and any time can be asked for
// directly. Summed over octaves it behaves like a random walk (its change over a lag grows with the square root of
// the lag), which is what a price does, without having to replay every step from some start.

/** A 32-bit integer hash of two numbers (a seed and a lattice point), well mixed. */
function hash(seed: number, n: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (n >>> 0), 0x85ebca6b);
  h = Math.imul(h ^ Math.floor(n / 4294967296), 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [-1, 1) at lattice point n. */
export function lattice(seed: number, n: number): number {
  return (hash(seed, n) / 4294967296) * 2 - 1;
}

/** Smoothly interpolated noise in [-1, 1] at position x (in lattice units). */
export function valueNoise(seed: number, x: number): number {
  const n = Math.floor(x);
  const f = x - n;
  const s = f * f * (3 - 2 * f);
  return lattice(seed, n) * (1 - s) + lattice(seed, n + 1) * s;
}

export interface Octaves {
  /** The finest wavelength, in ms. */
  finestMs: number;
  count: number;
  /** Amplitude per square root of ms, so the sum's variance grows linearly with the lag, like a random walk. */
  scale: number;
}

/** The sum of `count` octaves of noise at time t; amplitudes grow with the square root of the wavelength. */
export function fractal(seed: number, t: number, octaves: Octaves): number {
  let sum = 0;
  let wavelength = octaves.finestMs;
  for (let k = 0; k < octaves.count; k += 1) {
    sum += valueNoise(seed + k * 7919, t / wavelength) * Math.sqrt(wavelength);
    wavelength *= 2;
  }
  return sum * octaves.scale;
}
