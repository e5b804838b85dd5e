import { describe, expect, it } from 'vitest';
import { MoveWindow } from '../../../../server/alert/move-window';

// The rolling low and high against a scan of the window's ticks, on a random walk with random gaps in time.

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('move window', () => {
  it('answers the move a scan of the window would', () => {
    for (let run = 0; run < 10; run += 1) {
      const next = random(run + 3);
      const window = new MoveWindow(60_000);
      const seen: { time: number; price: number }[] = [];
      let time = 0;
      let price = 100;
      for (let step = 0; step < 2_000; step += 1) {
        time += Math.floor(next() * 5_000);
        price = Math.max(1, price + (next() - 0.5) * 2);
        seen.push({ time, price });
        const inWindow = seen.filter((point) => point.time >= time - 60_000).map((point) => point.price);
        const low = Math.min(...inWindow);
        const high = Math.max(...inWindow);
        window.push({ time, price });
        expect(window.up).toBeCloseTo(((price - low) / low) * 100, 9);
        expect(window.down).toBeCloseTo(((high - price) / high) * 100, 9);
      }
    }
  });

  it('reads no move from a single tick', () => {
    const window = new MoveWindow(60_000);
    window.push({ time: 0, price: 100 });
    expect([window.up, window.down]).toEqual([0, 0]);
  });
});
