// Which orders a tick sets off, without scanning every open order: per instrument, two heaps of price levels. One
// holds levels that fire when the price falls to them or below (a buy's stop-loss, a sell's take-profit, a pending
// order waiting for a lower price), topped by the highest; the other holds levels that fire when the price rises to
// them or above, topped by the lowest. A tick pops only the levels it crossed: O(k log n) for k fired of n.
//
// Removing an order (closed by hand, stops changed) would cost a search in a heap; instead each order carries a
// version and stale entries are dropped when they reach the top. A heap that is mostly stale is rebuilt, which keeps
// memory bounded by the live levels.

import { Heap } from '../engines/heap';

/** 'trail': the price at which a trailing stop's level next moves (the stop itself waits as 'stop_loss'). */
export type TriggerKind = 'stop_loss' | 'take_profit' | 'fill' | 'trail';

export interface Trigger {
  orderId: number;
  kind: TriggerKind;
  /** The level as a number, for ordering only: the engine decides with decimals once a trigger fires. */
  level: number;
}

interface Entry extends Trigger {
  version: number;
}

interface InstrumentTriggers {
  /** Fires when the price is at or below the level: highest level on top. */
  falling: Heap<Entry>;
  /** Fires when the price is at or above the level: lowest level on top. */
  rising: Heap<Entry>;
}

interface LiveOrder {
  version: number;
  instrumentId: number;
  entries: number;
}

export class TriggerIndex {
  private readonly byInstrument = new Map<number, InstrumentTriggers>();
  /** Each order's current version; heap entries of another version are stale. */
  private readonly live = new Map<number, LiveOrder>();
  private readonly liveByInstrument = new Map<number, number>();
  private nextVersion = 1;
  /** Heap entries pushed and popped so far (live or stale): the work the ticks and changes cost, for the benchmark. */
  work = 0;

  /** Replaces every trigger of the order with these (none removes it). */
  set(
    orderId: number,
    instrumentId: number,
    triggers: readonly { kind: TriggerKind; level: number; when: 'at_or_below' | 'at_or_above' }[],
  ): void {
    this.remove(orderId);
    if (triggers.length === 0) return;
    const version = this.nextVersion++;
    this.live.set(orderId, { version, instrumentId, entries: triggers.length });
    this.liveByInstrument.set(instrumentId, (this.liveByInstrument.get(instrumentId) ?? 0) + triggers.length);
    const heaps = this.heapsOf(instrumentId);
    this.work += triggers.length;
    for (const trigger of triggers) {
      const entry = { orderId, kind: trigger.kind, level: trigger.level, version };
      (trigger.when === 'at_or_below' ? heaps.falling : heaps.rising).push(entry);
    }
    this.compactIfStale(instrumentId, heaps);
  }

  /** Forgets the order's triggers; their heap entries go stale. */
  remove(orderId: number): void {
    const order = this.live.get(orderId);
    if (!order) return;
    this.live.delete(orderId);
    this.liveByInstrument.set(order.instrumentId, (this.liveByInstrument.get(order.instrumentId) ?? 0) - order.entries);
  }

  /**
   * The triggers a price sets off on an instrument, removed from the index with the rest of their order's (an order
   * fills or closes once; the engine sets its new triggers after).
   */
  fire(instrumentId: number, price: number): Trigger[] {
    const heaps = this.byInstrument.get(instrumentId);
    if (!heaps) return [];
    const fired: Trigger[] = [];
    const take = (heap: Heap<Entry>, crossed: (level: number) => boolean) => {
      for (let top = heap.peek(); top && crossed(top.level); top = heap.peek()) {
        heap.pop();
        this.work += 1;
        if (this.live.get(top.orderId)?.version !== top.version) continue;
        fired.push({ orderId: top.orderId, kind: top.kind, level: top.level });
        this.remove(top.orderId);
      }
    };
    take(heaps.falling, (level) => price <= level);
    take(heaps.rising, (level) => price >= level);
    return fired;
  }

  /** Orders with live triggers. */
  get size(): number {
    return this.live.size;
  }

  private heapsOf(instrumentId: number): InstrumentTriggers {
    let heaps = this.byInstrument.get(instrumentId);
    if (!heaps) {
      heaps = { falling: new Heap((a, b) => a.level > b.level), rising: new Heap((a, b) => a.level < b.level) };
      this.byInstrument.set(instrumentId, heaps);
    }
    return heaps;
  }

  /** Rebuilds an instrument's heaps once stale entries outnumber live ones three to one: amortised O(1) a change. */
  private compactIfStale(instrumentId: number, heaps: InstrumentTriggers): void {
    const liveCount = this.liveByInstrument.get(instrumentId) ?? 0;
    if (heaps.falling.size + heaps.rising.size <= 64 + 4 * liveCount) return;
    const keep = (entry: Entry) => this.live.get(entry.orderId)?.version === entry.version;
    heaps.falling.rebuild(keep);
    heaps.rising.rebuild(keep);
  }
}
