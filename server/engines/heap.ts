// A binary heap: the entry `before` puts first is on top. The engines' trigger index (server/contract/trigger-index.ts)
// and the price alerts' thresholds (server/alert/threshold-heaps.ts) keep their levels in these, so a tick looks only
// at the tops it crossed. Entries are never removed from the middle: their owners mark them stale and `rebuild` drops
// them once they pile up.

export class Heap<T> {
  private items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(entry: T): void {
    const items = this.items;
    items.push(entry);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const child = items[index] as T;
      const up = items[parent] as T;
      if (!this.before(child, up)) break;
      items[index] = up;
      items[parent] = child;
      index = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let best = index;
      if (left < items.length && this.before(items[left] as T, items[best] as T)) best = left;
      if (right < items.length && this.before(items[right] as T, items[best] as T)) best = right;
      if (best === index) return top;
      [items[index], items[best]] = [items[best] as T, items[index] as T];
      index = best;
    }
  }

  /** Keeps only the entries `keep` accepts, in heap order again. */
  rebuild(keep: (entry: T) => boolean): void {
    const live = this.items.filter(keep);
    this.items = [];
    for (const entry of live) this.push(entry);
  }
}
