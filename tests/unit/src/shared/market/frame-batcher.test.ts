import { describe, expect, it } from 'vitest';
import { FrameBatcher } from '../../../../../src/shared/market/frame-batcher';

describe('the frame batcher', () => {
  it('hands over only the last value per key, once per frame', () => {
    const frames: (() => void)[] = [];
    const flushed: [string, number][][] = [];
    const batcher = new FrameBatcher<string, number>(
      (updates) => flushed.push([...updates]),
      (run) => frames.push(run),
    );
    batcher.push('EURUSD', 1);
    batcher.push('BTCUSDT', 5);
    batcher.push('EURUSD', 2);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(flushed).toEqual([
      [
        ['EURUSD', 2],
        ['BTCUSDT', 5],
      ],
    ]);
    batcher.push('EURUSD', 3);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(flushed[1]).toEqual([['EURUSD', 3]]);
  });
});
