// All server time comes from one clock, so tests move time forward instead of sleeping and schedulers can be
// driven deterministically.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: number | Date = Date.UTC(2026, 0, 5, 12, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`a clock only moves forward, not by ${ms} ms`);
    this.current += ms;
  }

  set(to: number | Date): void {
    const next = typeof to === 'number' ? to : to.getTime();
    if (next < this.current) throw new RangeError('a clock only moves forward');
    this.current = next;
  }
}
