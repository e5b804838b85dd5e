import { describe, expect, it } from 'vitest';
import { crashSteps } from './schedule';

describe('the crash schedule of a simulation run', () => {
  it('places exactly the crashes asked for, one in each stretch, never at the first step', () => {
    for (const [steps, crashes] of [
      [1_000_000, 100],
      [20_000, 2],
      [10, 9],
      [7, 3],
      [5, 0],
    ] as const) {
      const at = [...crashSteps(steps, crashes, 42)].sort((a, b) => a - b);
      expect(at).toHaveLength(crashes);
      for (const [index, step] of at.entries()) {
        expect(step).toBeGreaterThanOrEqual(1 + Math.floor((index * (steps - 1)) / crashes));
        expect(step).toBeLessThan(1 + Math.floor(((index + 1) * (steps - 1)) / crashes));
      }
    }
  });

  it('is the same for a seed and differs between seeds', () => {
    expect(crashSteps(1_000_000, 100, 7)).toEqual(crashSteps(1_000_000, 100, 7));
    expect(crashSteps(1_000_000, 100, 7)).not.toEqual(crashSteps(1_000_000, 100, 8));
  });

  it('refuses more crashes than steps after the first', () => {
    expect(() => crashSteps(10, 10, 1)).toThrow(/do not fit/);
  });
});
