import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../common/money';
import type { MarginWarningStep } from '../../../../common/notify';
import { marginLevel, stepLevel } from '../../../../common/margin-level';
import { MARGIN_REARM_GAP, percentText, stepChange } from '../../../../server/contract/margin-steps';

// The margin warning's steps with a stop-out at 0.5: step 100 at a margin level of 1 (100%), step 75 at 0.875, step
// 50 at 0.75; a spent step re-arms above its level plus MARGIN_REARM_GAP (0.05).

const STOP_OUT = new Decimal('0.5');
const spent = (...steps: MarginWarningStep[]) => new Set<MarginWarningStep>(steps);
const at = (level: string) => new Decimal(level);

describe('margin warning steps', () => {
  it('places each step on the stop-out distance, for any stop-out level', () => {
    expect(stepLevel(100, STOP_OUT).toString()).toBe('1');
    expect(stepLevel(75, STOP_OUT).toString()).toBe('0.875');
    expect(stepLevel(50, STOP_OUT).toString()).toBe('0.75');
    expect(stepLevel(50, '0.3').toString()).toBe('0.65');
    expect(MARGIN_REARM_GAP.toString()).toBe('0.05');
  });

  it('measures the margin level as equity over used margin, none without margin in use', () => {
    expect(marginLevel('824', '1000')?.toString()).toBe('0.824');
    expect(marginLevel('-10', '1000')?.toString()).toBe('-0.01');
    expect(marginLevel('500', '0')).toBeNull();
    expect(percentText(at('0.824'))).toBe('82.40');
    expect(percentText(at('0.87555'))).toBe('87.56');
  });

  it('fires each step as the level falls to it, and nothing between steps', () => {
    expect(stepChange(spent(), at('1.0001'), STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [] });
    expect(stepChange(spent(), at('1'), STOP_OUT)).toEqual({ fire: 100, spent: [100], rearmed: [] });
    expect(stepChange(spent(100), at('0.9'), STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [] });
    expect(stepChange(spent(100), at('0.875'), STOP_OUT)).toEqual({ fire: 75, spent: [75], rearmed: [] });
    expect(stepChange(spent(100, 75), at('0.74'), STOP_OUT)).toEqual({ fire: 50, spent: [50], rearmed: [] });
    expect(stepChange(spent(100, 75, 50), at('0.6'), STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [] });
  });

  it('warns once of the deepest step a single fall passed, spending the shallower ones with it', () => {
    expect(stepChange(spent(), at('0.8'), STOP_OUT)).toEqual({ fire: 75, spent: [100, 75], rearmed: [] });
    expect(stepChange(spent(), at('0.51'), STOP_OUT)).toEqual({ fire: 50, spent: [100, 75, 50], rearmed: [] });
  });

  it('re-arms a spent step only once the level rose clear of it by the gap', () => {
    expect(stepChange(spent(100), at('1.05'), STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [] });
    expect(stepChange(spent(100), at('1.0501'), STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [100] });
    expect(stepChange(spent(100, 75, 50), at('0.93'), STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [75, 50] });
    expect(stepChange(spent(100, 75), null, STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [100, 75] });
  });

  it('never fires without margin in use', () => {
    expect(stepChange(spent(), null, STOP_OUT)).toEqual({ fire: null, spent: [], rearmed: [] });
  });
});
