import { describe, expect, it } from 'vitest';
import { afterFrame } from '../../../../../src/lib/market/after-frame';

// A strip card's chart is drawn a task after the frame that paints its price; of several ticks before then, only
// the newest drawing is done.

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('drawing after the frame', () => {
  it('runs later, not within the caller, and only the newest drawing of each thing', async () => {
    const drawn: string[] = [];
    const chartA = {};
    const chartB = {};
    afterFrame(chartA, () => drawn.push('A 1'));
    afterFrame(chartB, () => drawn.push('B 1'));
    afterFrame(chartA, () => drawn.push('A 2'));
    expect(drawn).toEqual([]);
    await nextTask();
    expect(drawn).toEqual(['A 2', 'B 1']);

    afterFrame(chartA, () => drawn.push('A 3'));
    await nextTask();
    expect(drawn).toEqual(['A 2', 'B 1', 'A 3']);
  });
});
