// Many pushes can arrive between two frames; the screen only needs the last value of each key, once per frame.
// Updates are collected here and handed over together on the next animation frame.

export class FrameBatcher<K, V> {
  private pending = new Map<K, V>();
  private scheduled = false;

  constructor(
    private readonly flush: (updates: Map<K, V>) => void,
    private readonly schedule: (run: () => void) => void = (run) => requestAnimationFrame(run),
  ) {}

  push(key: K, value: V): void {
    this.pending.set(key, value);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      const updates = this.pending;
      this.pending = new Map();
      this.flush(updates);
    });
  }
}
