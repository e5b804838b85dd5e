// The micro engine's memory: the running options of each instrument, soonest expiry first, so a tick takes only
// what fell due.

export interface RunningOption {
  id: number;
  instrumentId: number;
  expiresAt: number;
}

export class RunningOptions {
  private readonly byInstrument = new Map<number, RunningOption[]>();

  track(order: RunningOption): void {
    this.untrack(order.id);
    let queue = this.byInstrument.get(order.instrumentId);
    if (!queue) this.byInstrument.set(order.instrumentId, (queue = []));
    // Expiries mostly arrive in order: search from the end.
    let index = queue.length;
    while (index > 0 && (queue[index - 1]?.expiresAt ?? 0) > order.expiresAt) index -= 1;
    queue.splice(index, 0, order);
  }

  untrack(orderId: number): void {
    for (const queue of this.byInstrument.values()) {
      const index = queue.findIndex((order) => order.id === orderId);
      if (index !== -1) queue.splice(index, 1);
    }
  }

  clear(): void {
    this.byInstrument.clear();
  }

  /** The instrument's options that expired at or before `time`, taken out, soonest first. */
  takeDue(instrumentId: number, time: number): RunningOption[] {
    const queue = this.byInstrument.get(instrumentId);
    const due: RunningOption[] = [];
    // Bounded by the orders due: each leaves the queue once.
    while (queue?.[0] && queue[0].expiresAt <= time) {
      const next = queue.shift();
      if (next) due.push(next);
    }
    return due;
  }
}
