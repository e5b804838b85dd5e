import { describe, expect, it } from 'vitest';
import { closeAllTakes, partialCloseProblem, partialCloseRange } from '../../../common/contract';

// Issue 35's shared rules (common/contract.ts): the partial close the detail's form and the server both check, and
// which positions close_all takes.

describe('partialCloseProblem', () => {
  // 0.10 lots open, minimum 0.02, step 0.01.
  const check = (lots: string) => partialCloseProblem('0.10', lots, '0.02', '0.01');

  it('accepts a part from the minimum to what leaves the minimum open, and the whole', () => {
    expect(['0.02', '0.05', '0.08', '0.10'].map(check)).toEqual([null, null, null, null]);
  });

  it('refuses nothing, more than is open, off the step, under the minimum, or leaving too few', () => {
    expect(check('0')).toBe('not_positive');
    expect(check('0.11')).toBe('too_many');
    expect(check('0.055')).toBe('off_step');
    expect(check('0.01')).toBe('below_min');
    expect(check('0.09')).toBe('leaves_too_few');
  });

  it('takes the whole even when it is off the step (what is open is what the server holds)', () => {
    expect(partialCloseProblem('0.105', '0.105', '0.02', '0.01')).toBeNull();
  });
});

describe('partialCloseRange', () => {
  it('runs from the minimum to the open lots less the minimum, down to the step', () => {
    const range = partialCloseRange('0.105', '0.02', '0.01');
    expect([range?.min.toFixed(2), range?.max.toFixed(2)]).toEqual(['0.02', '0.08']);
  });

  it('is null for a position under twice the minimum', () => {
    expect(partialCloseRange('0.03', '0.02', '0.01')).toBeNull();
    expect(partialCloseRange('0.04', '0.02', '0.01')?.max.toFixed(2)).toBe('0.02');
  });
});

describe('closeAllTakes', () => {
  it('takes every position for all, the ones above 0 for profit, below 0 for loss; flat ones only for all', () => {
    const profits = ['12.50', '-3.00', '0.00'];
    expect(profits.map((profit) => closeAllTakes('all', profit))).toEqual([true, true, true]);
    expect(profits.map((profit) => closeAllTakes('profit', profit))).toEqual([true, false, false]);
    expect(profits.map((profit) => closeAllTakes('loss', profit))).toEqual([false, true, false]);
  });
});
