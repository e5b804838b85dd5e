// Delays between reconnect attempts: doubling from half a second up to a cap, each spread by a random factor so
// that thousands of phones dropped by the same server restart do not all come back in the same instant.

export const BACKOFF_FIRST_MS = 500;
/** The nominal delay stops growing here; jitter still spreads it (so a wait is at most 1.3 × this). */
export const BACKOFF_CAP_MS = 30_000;
/** Each delay is the nominal one times a factor drawn from [1 - JITTER, 1 + JITTER). */
export const BACKOFF_JITTER = 0.3;

export class Backoff {
  private step = 0;

  /** random returns a number in [0, 1), like Math.random; tests pass a fixed one. */
  constructor(private readonly random: () => number) {}

  next(): number {
    const nominal = Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** this.step);
    // Stop counting at the cap: the exponent stays small however long the server is away.
    if (nominal < BACKOFF_CAP_MS) this.step += 1;
    const factor = 1 + BACKOFF_JITTER * (2 * this.random() - 1);
    return Math.round(nominal * factor);
  }

  /** After a stable connection the next failure is treated as a fresh blip, not the tail of an outage. */
  reset(): void {
    this.step = 0;
  }
}
