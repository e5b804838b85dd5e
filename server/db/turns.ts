// Turns on a connection that runs one thing at a time (PGlite's one backend). What a user waits for (an order, a
// transfer, a page) goes before background writes (the market's flushes): a flush that arrives while orders wait
// lets them go first, so an order queues behind at most the one flush already running rather than behind every
// write the market has. Background work is not starved: after BACKGROUND_PASSED_AT_MOST user turns taken past a
// waiting background one, it goes next.

export type Priority = 'user' | 'background';

/** User turns that may overtake a waiting background one before it runs: a bound on how stale the market's writes
 * may get under a flood of orders (each turn is one transaction of a few milliseconds). */
export const BACKGROUND_PASSED_AT_MOST = 32;

export class Turns {
  private held = false;
  private readonly waiting: Record<Priority, (() => void)[]> = { user: [], background: [] };
  /** User turns given while background work waited, since background work last ran. */
  private passed = 0;

  /** Runs `work` once it is this caller's turn, and gives the turn on when it ends. */
  async run<T>(priority: Priority, work: () => Promise<T>): Promise<T> {
    if (this.held) await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    else this.held = true;
    try {
      return await work();
    } finally {
      this.giveOn();
    }
  }

  /** How many wait, by priority (for tests and the benchmark's notes). */
  queued(): Record<Priority, number> {
    return { user: this.waiting.user.length, background: this.waiting.background.length };
  }

  private giveOn(): void {
    const { user, background } = this.waiting;
    let next: (() => void) | undefined;
    if (background.length > 0 && (user.length === 0 || this.passed >= BACKGROUND_PASSED_AT_MOST)) {
      this.passed = 0;
      next = background.shift();
    } else if (user.length > 0) {
      if (background.length > 0) this.passed += 1;
      next = user.shift();
    }
    // The turn stays held while handed on, so nothing arriving meanwhile slips in ahead of the one woken.
    if (next) next();
    else this.held = false;
  }
}
