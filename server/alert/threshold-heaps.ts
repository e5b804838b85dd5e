// The heaps a price alert's threshold waits in, as the contract engine's trigger index keeps its stops
// (server/contract/trigger-index.ts): a value (a price, or a move's percentage) crosses only the thresholds on top,
// so a tick pops exactly those it crossed, O(k log n) for k crossed of n, and looks at nothing else.
//
// Four ways to cross, each its own heap so that the top is always the first to cross:
// - reach_up: fires when the value rises to the threshold or above (an armed "above" alert; an armed move alert,
//   its threshold the percentage); lowest on top.
// - reach_down: fires when the value falls to it or below (an armed "below" alert); highest on top.
// - leave_up: fires when the value rises strictly above it (a "below" alert that fired, re-armed once the price is back
//   above its level); lowest on top.
// - leave_down: fires when the value falls strictly below it (an "above" alert back below its level; a move alert
//   whose move cleared); highest on top.
// Each entry carries the version of its alert: one replaced or removed leaves a stale entry, dropped when it reaches
// the top, and a group mostly stale is rebuilt, which keeps memory bounded by the live thresholds.

import { Heap } from '../engines/heap';

export type Crossing = 'reach_up' | 'reach_down' | 'leave_up' | 'leave_down';

export const CROSSINGS: readonly Crossing[] = ['reach_up', 'reach_down', 'leave_up', 'leave_down'];

export interface ThresholdEntry {
  id: number;
  /** The threshold as a number, for ordering: the caller decides in decimals where that matters. */
  level: number;
  version: number;
}

const CROSSED: Record<Crossing, (value: number, level: number) => boolean> = {
  reach_up: (value, level) => value >= level,
  reach_down: (value, level) => value <= level,
  leave_up: (value, level) => value > level,
  leave_down: (value, level) => value < level,
};

/** One group of thresholds crossed by one value (an instrument's price, or a window's move). */
export class ThresholdHeaps {
  private readonly heaps: Record<Crossing, Heap<ThresholdEntry>> = {
    reach_up: new Heap((a, b) => a.level < b.level),
    reach_down: new Heap((a, b) => a.level > b.level),
    leave_up: new Heap((a, b) => a.level < b.level),
    leave_down: new Heap((a, b) => a.level > b.level),
  };
  /** Live entries in this group (the caller counts them in and out). */
  live = 0;

  push(crossing: Crossing, entry: ThresholdEntry): void {
    this.heaps[crossing].push(entry);
  }

  /**
   * Pops every entry `value` crossed; calls `crossed` with each live one (`isLive` says which are) and answers how
   * many entries it looked at (the live and stale it popped and the tops it stopped at): the work of the tick.
   */
  take(value: number, isLive: (entry: ThresholdEntry) => boolean, crossed: (entry: ThresholdEntry, crossing: Crossing) => void): number {
    let visited = 0;
    for (const crossing of CROSSINGS) {
      const heap = this.heaps[crossing];
      const test = CROSSED[crossing];
      for (let top = heap.peek(); top; top = heap.peek()) {
        visited += 1;
        if (!test(value, top.level)) break;
        heap.pop();
        if (isLive(top)) crossed(top, crossing);
      }
    }
    return visited;
  }

  /** Entries held, live and stale. */
  get size(): number {
    let size = 0;
    for (const crossing of CROSSINGS) size += this.heaps[crossing].size;
    return size;
  }

  /** Rebuilds once stale entries outnumber live ones three to one: amortised O(1) a change. */
  compactIfStale(isLive: (entry: ThresholdEntry) => boolean): void {
    if (this.size <= 64 + 4 * this.live) return;
    for (const crossing of CROSSINGS) this.heaps[crossing].rebuild(isLive);
  }
}
