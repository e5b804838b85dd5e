import { describe, expect, it } from 'vitest';
import type { MicroOptions } from '@common/api/micro';
import { microExpectedIncome, percentOfRatio } from '@common/micro';
import {
  breakEvenPercent,
  chosenOption,
  initialMicroDraft,
  keptMicroDraft,
  microProblem,
  microSubmitParams,
  presetOf,
} from '../../../../../src/features/trade/micro-form';

// The seed's options: 30 s at 80 % from 10, up to 300 s at 88 % from 100.
const options: MicroOptions = {
  sec: [
    { Id: 1, Seconds: 30, ProfitRatio: '0.8', LimitAmount: '10.00' },
    { Id: 2, Seconds: 60, ProfitRatio: '0.82', LimitAmount: '10.00' },
    { Id: 3, Seconds: 120, ProfitRatio: '0.85', LimitAmount: '50.00' },
    { Id: 4, Seconds: 300, ProfitRatio: '0.88', LimitAmount: '100.00' },
  ],
  number: ['10', '50', '100', '500', '1000'],
  loss_level: 0,
};

describe('a fresh micro form', () => {
  it('starts at the first expiry and the first preset amount it accepts', () => {
    expect(initialMicroDraft(options)).toEqual({ seconds: 30, amount: '10' });
    const larger = { ...options, sec: [{ Id: 4, Seconds: 300, ProfitRatio: '0.88', LimitAmount: '100.00' }] };
    expect(initialMicroDraft(larger)).toEqual({ seconds: 300, amount: '100' });
  });

  it('starts at the minimum when no preset is large enough, and empty when nothing is offered', () => {
    expect(initialMicroDraft({ ...options, number: ['5'] })).toEqual({ seconds: 30, amount: '10.00' });
    expect(initialMicroDraft({ ...options, sec: [] })).toEqual({ seconds: null, amount: '' });
  });
});

describe('a micro form kept on the device', () => {
  it('opens with the kept expiry and amount while they are offered', () => {
    expect(keptMicroDraft(options, { seconds: 120, amount: '75' })).toEqual({ seconds: 120, amount: '75' });
    expect(keptMicroDraft(options, { seconds: 60, amount: ' 12.50 ' })).toEqual({ seconds: 60, amount: '12.50' });
  });

  it('falls back to a fresh form without a kept one, or for an expiry no longer offered', () => {
    expect(keptMicroDraft(options, null)).toEqual(initialMicroDraft(options));
    expect(keptMicroDraft(options, { seconds: 45, amount: '75' })).toEqual(initialMicroDraft(options));
    expect(keptMicroDraft({ ...options, sec: [] }, { seconds: 30, amount: '10' })).toEqual({ seconds: null, amount: '' });
  });

  it('starts the kept expiry at its own amount when the kept one does not fit it', () => {
    // 120 s takes 50 at least: its first preset from 50 up.
    expect(keptMicroDraft(options, { seconds: 120, amount: '20' })).toEqual({ seconds: 120, amount: '50' });
    for (const amount of ['', 'ten', '0', '60.005']) {
      expect(keptMicroDraft(options, { seconds: 300, amount })).toEqual({ seconds: 300, amount: '100' });
    }
  });
});

describe('the micro form figures', () => {
  it('shows the profit ratio times 100 as a percent', () => {
    expect(percentOfRatio('0.8')).toBe('80');
    expect(percentOfRatio('0.85')).toBe('85');
    expect(percentOfRatio('0.825')).toBe('82.5');
  });

  it('shows how often orders must win to break even', () => {
    // Winning 0.8 against losing 1: 1 / 1.8 of orders must win.
    expect(breakEvenPercent('0.8', 0)).toBe('55.56');
    // When a loss costs amount x ratio, wins and losses are the same size.
    expect(breakEvenPercent('0.8', 1)).toBe('50');
  });

  it('expects amount x ratio, and 0 for an amount that is missing, not positive or not a number', () => {
    expect(microExpectedIncome('100', '0.85')).toBe('85.00');
    expect(microExpectedIncome('12.5', '0.8')).toBe('10.00');
    for (const amount of ['', '0', '-5', 'abc', '1.2.3', undefined]) expect(microExpectedIncome(amount, '0.8')).toBe('0.00');
  });

  it('marks the preset chip the typed amount equals', () => {
    expect(presetOf(options.number, '50')).toBe('50');
    expect(presetOf(options.number, '50.00')).toBe('50');
    expect(presetOf(options.number, '51')).toBeNull();
    expect(presetOf(options.number, '')).toBeNull();
  });
});

describe('a micro submit', () => {
  const option = chosenOption(options, 120);

  it('sends nothing without an expiry on offer', () => {
    expect(microProblem({ seconds: 45, amount: '100' }, chosenOption(options, 45))).toBe('no-option');
  });

  it('sends nothing for an amount that is missing, not positive or not a number', () => {
    for (const amount of ['', ' ', '0', '0.00', 'ten', '1e3']) expect(microProblem({ seconds: 120, amount }, option)).toBe('amount');
  });

  it('sends nothing for more than 2 decimals, or less than the expiry takes', () => {
    expect(microProblem({ seconds: 120, amount: '60.005' }, option)).toBe('amount-decimals');
    expect(microProblem({ seconds: 120, amount: '49.99' }, option)).toBe('below-limit');
  });

  it('sends the instrument, the direction, the trimmed amount and the expiry of a valid draft', () => {
    const draft = { seconds: 120, amount: ' 50 ' };
    expect(microProblem(draft, option)).toBeNull();
    expect(microSubmitParams(draft, 13, 2)).toEqual({ forex_id: 13, type: 2, number: '50', seconds: 120 });
    expect(microSubmitParams({ seconds: null, amount: '50' }, 13, 1)).toBeNull();
  });
});
