import { describe, expect, it } from 'vitest';
import { Heap } from '../../../../server/engines/heap';

// The binary heap the stops' trigger index and the price alerts' thresholds keep their levels in: the entry the
// order puts first is always on top, whatever the order of pushes, and a rebuild keeps only the entries still wanted.

function drain<T>(heap: Heap<T>): T[] {
  const out: T[] = [];
  for (let top = heap.pop(); top !== undefined; top = heap.pop()) out.push(top);
  return out;
}

describe('a binary heap', () => {
  it('gives its entries back lowest first for a "lower first" order, however they came in', () => {
    const heap = new Heap<number>((a, b) => a < b);
    const values = [5, 3, 9, 1, 1, 8, 2, 7, 6, 4, 0, 9];
    for (const value of values) heap.push(value);
    expect(heap.size).toBe(values.length);
    expect(heap.peek()).toBe(0);
    expect(drain(heap)).toEqual([...values].sort((a, b) => a - b));
    expect(heap.peek()).toBeUndefined();
    expect(heap.pop()).toBeUndefined();
  });

  it('gives them back highest first for a "higher first" order, over many random values', () => {
    const heap = new Heap<number>((a, b) => a > b);
    let seed = 42;
    const values = Array.from({ length: 500 }, () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % 1_000);
    for (const value of values) heap.push(value);
    expect(drain(heap)).toEqual([...values].sort((a, b) => b - a));
  });

  it('keeps only the entries a rebuild accepts, still in order', () => {
    const heap = new Heap<{ level: number; live: boolean }>((a, b) => a.level < b.level);
    for (const level of [4, 2, 8, 6, 1, 9]) heap.push({ level, live: level % 2 === 0 });
    heap.rebuild((entry) => entry.live);
    expect(heap.size).toBe(4);
    expect(drain(heap).map((entry) => entry.level)).toEqual([2, 4, 6, 8]);
  });
});
