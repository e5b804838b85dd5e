import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  formatDecimal,
  normalizeStepperValue,
  parseDecimal,
  sanitizeDecimalInput,
  selectionInRaw,
  stepDown,
  stepUp,
} from '../../../../src/ui/stepper-math';

describe('parseDecimal', () => {
  it('accepts plain non-negative decimals', () => {
    expect(parseDecimal('12')?.toString()).toBe('12');
    expect(parseDecimal('0.50')?.toString()).toBe('0.5');
    expect(parseDecimal('.5')?.toString()).toBe('0.5');
    expect(parseDecimal('3.')?.toString()).toBe('3');
  });

  it('rejects everything else', () => {
    for (const bad of ['', '.', '-1', '1e3', 'abc', '1.2.3', 'Infinity', 'NaN', '0x10']) {
      expect(parseDecimal(bad)).toBeNull();
    }
    expect(parseDecimal(undefined)).toBeNull();
  });
});

describe('stepping is exact decimal arithmetic', () => {
  it('0.1 + 0.2 is exactly 0.3', () => {
    const once = stepUp('0.1', '0.1', { precision: 1 });
    expect(once).toBe('0.2');
    expect(stepUp('0.1', '0.2', { precision: 1 })).toBe('0.3');
    expect(stepUp(once, '0.1', { precision: 1 })).toBe('0.3');
  });

  it('many small steps do not drift', () => {
    let value = '0.00';
    for (let i = 0; i < 1000; i += 1) value = stepUp(value, '0.01', { precision: 2 });
    expect(value).toBe('10.00');
    for (let i = 0; i < 990; i += 1) value = stepDown(value, '0.01', { precision: 2 });
    expect(value).toBe('0.10');
  });

  it('pads to the precision', () => {
    expect(stepUp('1', '1', { precision: 2 })).toBe('2.00');
    expect(stepDown('0.3', '0.1', { precision: 3 })).toBe('0.200');
  });

  it('truncates extra typed decimals instead of rounding up', () => {
    expect(stepUp('1.239', '0.01', { precision: 2 })).toBe('1.24');
    const d = parseDecimal('0.999');
    expect(d).not.toBeNull();
    if (d) expect(formatDecimal(d, 2)).toBe('0.99');
  });

  it('starts from 0 when the field is empty', () => {
    expect(stepUp('', '0.01', { precision: 2 })).toBe('0.01');
  });

  it('clamps into [min, max]', () => {
    expect(stepUp('9.5', '1', { precision: 1, max: '10' })).toBe('10.0');
    expect(stepUp('0', '0.01', { precision: 2, min: '0.5' })).toBe('0.50');
    expect(stepDown('30', '1', { precision: 0, max: '10' })).toBe('10');
  });

  it('stepDown leaves the value alone when minus is not allowed', () => {
    expect(stepDown('0.01', '0.01', { precision: 2 })).toBe('0.01');
    expect(stepDown('', '0.01', { precision: 2 })).toBe('');
  });
});

describe('canDecrease (spec: disabled when value minus the step is <= 0)', () => {
  it('is disabled at value 0.01 with step 0.01', () => {
    expect(canDecrease('0.01', '0.01')).toBe(false);
  });

  it('is disabled when value - step is negative, enabled when positive', () => {
    expect(canDecrease('0.005', '0.01')).toBe(false);
    expect(canDecrease('0.02', '0.01')).toBe(true);
    expect(canDecrease('1', '0.1')).toBe(true);
  });

  it('is disabled when value - step would go below min', () => {
    expect(canDecrease('1.00', '0.5', '1')).toBe(false);
    expect(canDecrease('1.50', '0.5', '1')).toBe(true);
    expect(canDecrease('1.40', '0.5', '1')).toBe(false);
  });

  it('is disabled for an empty or invalid value or step', () => {
    expect(canDecrease('', '0.01')).toBe(false);
    expect(canDecrease('abc', '0.01')).toBe(false);
    expect(canDecrease('1', '0')).toBe(false);
    expect(canDecrease('1', '')).toBe(false);
  });
});

describe('canIncrease', () => {
  it('is enabled without a max', () => {
    expect(canIncrease('1000000', '1')).toBe(true);
  });

  it('is disabled when value + step would go above max', () => {
    expect(canIncrease('9', '1', '10')).toBe(true);
    expect(canIncrease('10', '1', '10')).toBe(false);
    expect(canIncrease('9.5', '1', '10')).toBe(false);
    expect(canIncrease('0.29', '0.01', '0.3')).toBe(true);
  });

  it('counts an empty value as 0 and refuses a bad step', () => {
    expect(canIncrease('', '0.01', '1')).toBe(true);
    expect(canIncrease('', '2', '1')).toBe(false);
    expect(canIncrease('1', '-1')).toBe(false);
  });
});

describe('sanitizeDecimalInput', () => {
  it('keeps a plain decimal and a trailing dot while typing', () => {
    expect(sanitizeDecimalInput('12.5', 2)).toBe('12.5');
    expect(sanitizeDecimalInput('12.', 2)).toBe('12.');
    expect(sanitizeDecimalInput('', 2)).toBe('');
  });

  it('cuts decimals beyond the precision and drops the dot at precision 0', () => {
    expect(sanitizeDecimalInput('1.23456', 2)).toBe('1.23');
    expect(sanitizeDecimalInput('7.9', 0)).toBe('7');
  });

  it('drops letters, signs, spaces and extra dots', () => {
    expect(sanitizeDecimalInput('-1a2 .3.4', 3)).toBe('12.34');
  });

  it('adds a leading zero and strips redundant ones', () => {
    expect(sanitizeDecimalInput('.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('007', 2)).toBe('7');
    expect(sanitizeDecimalInput('00.5', 2)).toBe('0.5');
  });

  it('accepts a comma and local digits (Arabic-Indic, full-width)', () => {
    expect(sanitizeDecimalInput('1,5', 2)).toBe('1.5');
    expect(sanitizeDecimalInput('\u0661\u066b\u0662\u0665', 2)).toBe('1.25');
    expect(sanitizeDecimalInput('\uff13\uff0e\uff14', 1)).toBe('3.4');
  });
});

describe('normalizeStepperValue (on blur)', () => {
  it('formats to the precision and clamps into range', () => {
    expect(normalizeStepperValue('1.', { precision: 2 })).toBe('1.00');
    expect(normalizeStepperValue('0', { precision: 2, min: '0.01' })).toBe('0.01');
    expect(normalizeStepperValue('500', { precision: 0, max: '100' })).toBe('100');
  });

  it('leaves an empty field empty', () => {
    expect(normalizeStepperValue('', { precision: 2, min: '1' })).toBe('');
  });
});

describe('selectionInRaw: a selection in the formatted value, in the value itself', () => {
  it('keeps all of it selected when all was', () => {
    expect(selectionInRaw('3,455.21', '3455.21', 0, 8)).toEqual([0, 7]);
    expect(selectionInRaw('3.455,21', '3455.21', 0, 8)).toEqual([0, 7]);
    expect(selectionInRaw('', '', 0, 0)).toEqual([0, 0]);
  });

  it('keeps a caret between the same digits, past group separators', () => {
    expect(selectionInRaw('1,234,567.25', '1234567.25', 0, 0)).toEqual([0, 0]);
    expect(selectionInRaw('1,234,567.25', '1234567.25', 2, 2)).toEqual([1, 1]);
    expect(selectionInRaw('1,234,567.25', '1234567.25', 7, 7)).toEqual([5, 5]);
    expect(selectionInRaw('1,234,567.25', '1234567.25', 12, 12)).toEqual([10, 10]);
  });

  it('puts a caret before the decimal point when it was, and after it when it was', () => {
    expect(selectionInRaw('1,234.25', '1234.25', 5, 5)).toEqual([4, 4]);
    expect(selectionInRaw('1,234.25', '1234.25', 6, 6)).toEqual([5, 5]);
    expect(selectionInRaw('1.234,25', '1234.25', 6, 6)).toEqual([5, 5]);
  });

  it('maps both ends of a part selected', () => {
    expect(selectionInRaw('1,234,567.25', '1234567.25', 2, 9)).toEqual([1, 7]);
  });
});
