// All server time comes from one clock, so tests move time forward instead of sleeping, and everything that runs
// later (the market feed, settlement, accrual) runs on the clock's timers.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `task` once after `ms`; returns a function that cancels it. */
  setTimer(task: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(task, ms) {
    const handle = setTimeout(task, Math.max(0, ms));
    // A pending timer must not keep a stopping process alive.
    handle.unref();
    return () => clearTimeout(handle);
  },
};

interface PendingTimer {
  at: number;
  order: number;
  task: () => void;
}

/** A clock that only moves when told to; its timers fire, in time order, as it moves past them. */
export class ManualClock implements Clock {
  private current: number;
  private timers: PendingTimer[] = [];
  private created = 0;

  constructor(start: number | Date = Date.UTC(2026, 0, 5, 12, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  setTimer(task: () => void, ms: number): () => void {
    const timer = { at: this.current + Math.max(0, ms), order: this.created++, task };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((pending) => pending !== timer);
    };
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`a clock only moves forward, not by ${ms} ms`);
    this.runUntil(this.current + ms);
  }

  set(to: number | Date): void {
    const next = typeof to === 'number' ? to : to.getTime();
    if (next < this.current) throw new RangeError('a clock only moves forward');
    this.runUntil(next);
  }

  private runUntil(end: number): void {
    // Timers set by a firing timer fire too, if they fall due before `end`.
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = due.at;
      due.task();
    }
    this.current = end;
  }
}
