import { describe, expect, it } from 'vitest';
import { MAX_EXPIRY_AHEAD_MS, PRICE_MODE } from '@common/contract';
import { expiryTime, extraParams, extrasProblem, localInputValue, NO_EXTRAS } from '../../../../../src/features/trade/contract-extras';

// The contract form's optional fields (issue 35): what stops a submit and what it adds to one.

const now = new Date(2026, 10, 30, 8, 0).getTime();

describe('extrasProblem', () => {
  it('accepts nothing set, and a trailing distance on the price step', () => {
    expect(extrasProblem(NO_EXTRAS, PRICE_MODE.market, 2, now)).toBeNull();
    expect(extrasProblem({ ...NO_EXTRAS, trailing: '12.50' }, PRICE_MODE.market, 2, now)).toBeNull();
    expect(extrasProblem({ ...NO_EXTRAS, trailing: '0' }, PRICE_MODE.market, 2, now)).toBeNull();
  });

  it('refuses a distance off the step or not a number, and a deviation that is none', () => {
    expect(extrasProblem({ ...NO_EXTRAS, trailing: '0.005' }, PRICE_MODE.market, 2, now)).toBe('trailing-step');
    expect(extrasProblem({ ...NO_EXTRAS, trailing: '1.' }, PRICE_MODE.market, 2, now)).toBe('trailing');
    expect(extrasProblem({ ...NO_EXTRAS, maxDeviation: '0' }, PRICE_MODE.market, 2, now)).toBe('deviation');
    // A pending order has no deviation: it is not checked.
    expect(extrasProblem({ ...NO_EXTRAS, maxDeviation: '0' }, PRICE_MODE.pending, 2, now)).toBeNull();
  });

  it('checks a pending order’s expiry: a time, not passed, at most six months ahead', () => {
    const at = (time: number) => ({ ...NO_EXTRAS, expires: true, expiry: localInputValue(time) });
    expect(extrasProblem({ ...NO_EXTRAS, expires: true }, PRICE_MODE.pending, 2, now)).toBe('expiry-date');
    expect(extrasProblem(at(now - 60_000), PRICE_MODE.pending, 2, now)).toBe('expiry-past');
    expect(extrasProblem(at(now + 60_000), PRICE_MODE.pending, 2, now)).toBeNull();
    expect(extrasProblem(at(now + MAX_EXPIRY_AHEAD_MS + 60_000), PRICE_MODE.pending, 2, now)).toBe('expiry-far');
    // At the market an expiry is not asked for, and not checked.
    expect(extrasProblem(at(now - 60_000), PRICE_MODE.market, 2, now)).toBeNull();
  });
});

describe('extraParams', () => {
  it('sends the seen price and the deviation at the market, the expiry when pending, the distance in both', () => {
    const extras = { trailing: '5', expires: true, expiry: localInputValue(now + 3_600_000), maxDeviation: '2' };
    expect(extraParams(extras, PRICE_MODE.market, '67000.00')).toEqual({
      trailing_distance: '5',
      seen_price: '67000.00',
      max_deviation: '2',
    });
    expect(extraParams(extras, PRICE_MODE.pending, '67000.00')).toEqual({ trailing_distance: '5', expire_at: now + 3_600_000 });
    expect(extraParams(NO_EXTRAS, PRICE_MODE.market, '67000.00')).toEqual({ seen_price: '67000.00' });
    expect(extraParams(NO_EXTRAS, PRICE_MODE.pending, '67000.00')).toEqual({});
  });

  it('reads a datetime-local value in the device’s zone', () => {
    expect(expiryTime('2026-12-24T18:00')).toBe(new Date(2026, 11, 24, 18, 0).getTime());
    expect(expiryTime('tomorrow')).toBeNull();
  });
});
