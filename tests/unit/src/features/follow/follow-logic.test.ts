import { describe, expect, it } from 'vitest';
import { equityPaths } from '../../../../../src/features/follow/equity-path';
import { holdingTime, initials, multipleText, ratePercent, sharePercent } from '../../../../../src/features/follow/follow-format';
import { followValues, formStopLossLimit, initialForm } from '../../../../../src/features/follow/follow-form';
import { typicalOrder } from '../../../../../src/features/follow/follow-preview';
import { applyProblems } from '../../../../../src/features/follow/apply-validation';
import { closedOrder, followSetting } from './fixtures';

describe('copy trading figures', () => {
  it('writes a return ratio as a signed percent with its tone', () => {
    expect(ratePercent('0.1234', 'en')).toEqual({ text: '+12.34%', tone: 'up' });
    expect(ratePercent('-0.05', 'en')).toEqual({ text: '-5.00%', tone: 'down' });
    expect(ratePercent('0', 'en')).toEqual({ text: '0.00%', tone: 'flat' });
    expect(ratePercent('12.5', 'de')).toEqual({ text: '+1.250,00%', tone: 'up' });
    expect(ratePercent('n/a', 'en')).toEqual({ text: '--', tone: 'flat' });
  });

  it('writes a share as a plain percent, and a copy ratio with its times sign', () => {
    expect(sharePercent('0.6', 'en')).toBe('60.00%');
    expect(sharePercent('0.33333', 'en')).toBe('33.33%');
    expect(multipleText('0.50')).toBe('×0.5');
    expect(multipleText(2)).toBe('×2');
  });

  it('makes an avatar of the nickname\u2019s first letters', () => {
    expect(initials('trend rider')).toBe('TR');
    expect(initials('  Émile ')).toBe('É');
    expect(initials('')).toBe('?');
  });
});

describe('the typical order', () => {
  it('is the one with the median lots, so one outsized order does not stand for the trader', () => {
    const orders = [closedOrder(1, '0.10'), closedOrder(2, '5.00'), closedOrder(3, '0.20'), closedOrder(4, '0.30')];
    expect(typicalOrder(orders)?.Id).toBe(3);
    expect(typicalOrder([closedOrder(9, '1')])?.Id).toBe(9);
    expect(typicalOrder([])).toBeNull();
  });
});

describe('the equity chart', () => {
  it('scales the index between its extremes and the starting level, and says whether it rose', () => {
    const paths = equityPaths(
      [
        { time: 1, value: '1' },
        { time: 2, value: '1.1' },
        { time: 3, value: '1.05' },
      ],
      100,
      50,
      5,
    );
    expect(paths).toEqual({ line: 'M0 45 L50 5 L100 25', area: 'M0 45 L50 5 L100 25 L100 50 L0 50 Z', baseY: 45, rising: true });
  });

  it('keeps the starting level in view when the index only fell', () => {
    const paths = equityPaths(
      [
        { time: 1, value: '0.9' },
        { time: 2, value: '0.8' },
      ],
      100,
      50,
      5,
    );
    expect(paths?.baseY).toBe(5);
    expect(paths?.rising).toBe(false);
  });

  it('draws nothing without points', () => {
    expect(equityPaths([], 100, 50)).toBeNull();
  });
});

describe('the trader application check (the server\u2019s schema)', () => {
  const draft = { nickname: 'Steady Hand', bio: 'Swing trades on majors.', avatar: '/api/common/upload/a.png', agree: true };
  it('accepts a complete application', () => {
    expect(applyProblems(draft).size).toBe(0);
  });
  it('names every field the server would refuse', () => {
    expect([...applyProblems({ ...draft, agree: false })]).toEqual(['agree']);
    expect([...applyProblems({ ...draft, nickname: 'A' })]).toEqual(['nickname']);
    expect([...applyProblems({ ...draft, nickname: 'x'.repeat(31), bio: '', avatar: '' })]).toEqual(['nickname', 'bio', 'avatar']);
  });
});

describe("issue 36's figures and form", () => {
  it('cuts an average holding time into the units it is written with', () => {
    expect(holdingTime(0)).toEqual({ unit: 'none' });
    expect(holdingTime(30_000)).toEqual({ unit: 'under_minute' });
    expect(holdingTime(45 * 60_000)).toEqual({ unit: 'minutes', minutes: 45 });
    expect(holdingTime(3 * 3_600_000 + 20 * 60_000 + 59_000)).toEqual({ unit: 'hours', hours: 3, minutes: 20 });
    expect(holdingTime(2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000)).toEqual({ unit: 'days', days: 2, hours: 4 });
  });

  it('rounds a percentage stop-loss down to the cent, as the server does', () => {
    const form = { ...initialForm(null, ['1']), allocation: '333', stopLoss: 'percent' as const, stopLossPercent: '10' };
    expect(formStopLossLimit(form)?.toFixed(2)).toBe('33.30');
    expect(formStopLossLimit({ ...form, allocation: '0.99', stopLossPercent: '5' })?.toFixed(2)).toBe('0.04');
    expect(formStopLossLimit({ ...form, stopLoss: 'off' })).toBeNull();
  });

  it('sends only the controls that are on, and copy_open only for a new follow', () => {
    const form = initialForm(followSetting({ stop_loss_amount: '50.00', max_per_order: '20.00' }), ['1', '2']);
    expect(followValues(form, false)).toEqual({
      multiple: '2',
      max_amount: '500.00',
      max_per_order: '20.00',
      stop_loss_amount: '50.00',
      max_slippage_percent: '0.5',
    });
    expect(followValues({ ...form, stopLoss: 'off', maxPerOrder: ' ' }, true)).toEqual({
      multiple: '2',
      max_amount: '500.00',
      max_slippage_percent: '0.5',
      copy_open: 0,
    });
  });
});
