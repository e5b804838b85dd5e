import { describe, expect, it } from 'vitest';
import { closedIds, isTradePush, withTradePush } from '../../../src/features/orders/risk-figures';
import { levelField, levelParam, levelsProblem } from '../../../src/features/orders/stop-levels';
import { order } from './fixtures';

const push = { ProfitsTotal: '1.00', HazardRate: '10.00', CautionMoneyAll: '5', Equity: '100', PrepaymentRatio: '1000.00', TransOrder: [] };

describe('socket data', () => {
  it('reads a FOREX_TRADE push and refuses anything else', () => {
    expect(isTradePush(push)).toBe(true);
    expect(isTradePush({ ...push, TransOrder: null })).toBe(false);
    expect(isTradePush(null)).toBe(false);
    expect(isTradePush([1, 2])).toBe(false);
  });

  it('reads the ids of a FOREX_CLOSED push', () => {
    expect(closedIds([3, 4])).toEqual([3, 4]);
    expect(closedIds([3, '4', 1.5, null])).toEqual([3]);
    expect(closedIds({ id: 3 })).toEqual([]);
  });

  it('updates the header figures from a push, the same object when nothing changed', () => {
    const first = withTradePush(null, push);
    expect(first).toEqual({ ProfitsTotal: '1.00', HazardRate: '10.00', PrepaymentRatio: '1000.00' });
    expect(withTradePush(first, { ...push })).toBe(first);
    expect(withTradePush(first, { ...push, HazardRate: '11.00' }).HazardRate).toBe('11.00');
  });
});

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
