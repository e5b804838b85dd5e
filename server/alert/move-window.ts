// The lowest and highest price of an instrument over the last `windowMs`, kept as two monotonic deques of ticks: the
// "min" deque holds ticks whose prices rise from front to back (a tick is dropped once a later tick is as low, as it
// can never be the minimum again), the "max" deque the other way round. Each tick enters and leaves each deque once,
// so a tick costs amortised O(1) whatever the window's length, and the extremes are the fronts. Memory is bounded by
// the window's ticks in the worst case (a price that only rises), and is far smaller for a price that wanders.

interface Point {
  readonly time: number;
  readonly price: number;
}

/** A bounded deque on an array with a moving head: shifting an array is O(n), moving an index is O(1). */
class Deque {
  private items: WindowPoint[] = [];
  private head = 0;

  get front(): WindowPoint | undefined {
    return this.items[this.head];
  }

  get back(): WindowPoint | undefined {
    return this.items.length > this.head ? this.items[this.items.length - 1] : undefined;
  }

  popFront(): void {
    this.head += 1;
    // Drop the spent prefix once it is half the array: amortised O(1), memory bounded by twice the live points.
    if (this.head > 32 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }

  popBack(): void {
    this.items.pop();
    if (this.items.length <= this.head) {
      this.items = [];
      this.head = 0;
    }
  }

  pushBack(point: WindowPoint): void {
    this.items.push(point);
  }
}

/** A tick as the window keeps it (one object shared by every window of its instrument). */
export type WindowPoint = Readonly<Point>;

/**
 * After each push: how far the latest price moved within the window, in percent, each way (0 when it did not). `up`
 * is from the window's lowest price up to the latest, (price - low) / low x 100; `down` from its highest down to the
 * latest, (high - price) / high x 100. Kept as fields rather than returned, so a tick allocates nothing here.
 */
export class MoveWindow {
  private readonly lows = new Deque();
  private readonly highs = new Deque();
  up = 0;
  down = 0;

  constructor(readonly windowMs: number) {}

  /** Takes a tick (in time order); `up` and `down` then say the move up to it within the window, itself included. */
  push(point: WindowPoint): void {
    const { time, price } = point;
    for (let back = this.lows.back; back && back.price >= price; back = this.lows.back) this.lows.popBack();
    this.lows.pushBack(point);
    for (let back = this.highs.back; back && back.price <= price; back = this.highs.back) this.highs.popBack();
    this.highs.pushBack(point);
    const since = time - this.windowMs;
    for (let front = this.lows.front; front && front.time < since; front = this.lows.front) this.lows.popFront();
    for (let front = this.highs.front; front && front.time < since; front = this.highs.front) this.highs.popFront();
    const low = this.lows.front?.price ?? price;
    const high = this.highs.front?.price ?? price;
    this.up = low > 0 ? ((price - low) / low) * 100 : 0;
    this.down = high > 0 ? ((high - price) / high) * 100 : 0;
  }
}
