import { describe, expect, it } from 'vitest';
import { levelField, levelParam, levelsProblem } from '../../../../../src/shared/stop-levels/stop-levels';
import { order } from '../../features/orders/fixtures';

describe('the stop-loss and take-profit sheet', () => {
  it('starts empty for a level not set, and sends 0 for an empty field', () => {
    expect(levelField('0')).toBe('');
    expect(levelField('66000.00')).toBe('66000.00');
    expect(levelParam(' ')).toBe('0');
    expect(levelParam('66000.5')).toBe('66000.5');
    expect(levelParam('66000.')).toBe('66000');
    expect(levelParam('abc')).toBeNull();
  });

  it('refuses levels on the wrong side of the current price for the direction', () => {
    const buy = order(1, { UpdatePrice: '67000.00' });
    expect(levelsProblem(buy, '66000', '68000')).toBeNull();
    expect(levelsProblem(buy, '', '')).toBeNull();
    expect(levelsProblem(buy, '68000', '')).toBe('stop-loss-side');
    expect(levelsProblem(buy, '', '66000')).toBe('take-profit-side');
    const sell = order(2, { OrderType: 2, UpdatePrice: '67000.00' });
    expect(levelsProblem(sell, '68000', '66000')).toBeNull();
    expect(levelsProblem(sell, '66000', '')).toBe('stop-loss-side');
  });
});
