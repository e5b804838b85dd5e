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

/**
 * A clock that only moves when told to. `advance` replays the time it moves over: its timers fire in time order, each
 * at the moment it fell due. `set` and `leap` move it as a machine's clock moves after a sleep: each timer that fell
 * due fires once, in the order it fell due, with the clock already at the new time, so a timer that re-arms itself
 * lands after it. Placing a test at a date, or skipping months, then costs a firing per timer instead of one per
 * second of the span: a one-second timer over a year fired 31 million times, most of a minute on a busy machine.
 */
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

  /** Moves forward by `ms`, firing each timer at the moment it falls due (and those they set, while due). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`a clock only moves forward, not by ${ms} ms`);
    this.runUntil(this.current + ms, true);
  }

  /** Moves forward to `to` as after a sleep: each timer due by then fires once, at `to`. */
  set(to: number | Date): void {
    const next = typeof to === 'number' ? to : to.getTime();
    if (next < this.current) throw new RangeError('a clock only moves forward');
    this.current = next;
    this.runUntil(next, false);
  }

  /** Moves forward by `ms` as after a sleep (see set). */
  leap(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`a clock only moves forward, not by ${ms} ms`);
    this.set(this.current + ms);
  }

  /** Fires the timers due by `end`, earliest first; `stepping`: the clock shows each one's own moment as it fires. */
  private runUntil(end: number, stepping: boolean): void {
    // Timers set by a firing timer fire too, if they fall due before `end`.
    for (let due = this.nextDue(end); due; due = this.nextDue(end)) {
      this.timers.splice(this.timers.indexOf(due), 1);
      if (stepping) this.current = due.at;
      due.task();
    }
    this.current = end;
  }

  /** The earliest timer due by `end` (the first set, of those due at once). */
  private nextDue(end: number): PendingTimer | undefined {
    let next: PendingTimer | undefined;
    for (const timer of this.timers) {
      if (timer.at > end) continue;
      if (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order)) next = timer;
    }
    return next;
  }
}
