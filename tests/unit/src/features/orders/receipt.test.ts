import { describe, expect, it } from 'vitest';
import { SIDE } from '@common/contract';
import { priceInFavour, slippageText } from '../../../../../src/features/orders/receipt';

// The receipt (issue 35): the server's price slippage is the tick less the price seen; the detail shows it signed in
// the user's favour, as the money already is.

describe('priceInFavour', () => {
  it('is better for a buy opened lower or closed higher, and for a sell the other way round', () => {
    // The tick came 0.50 above the price seen.
    expect(priceInFavour('0.50', SIDE.buy, 'open')).toBe('-0.5');
    expect(priceInFavour('0.50', SIDE.buy, 'close')).toBe('0.5');
    expect(priceInFavour('0.50', SIDE.sell, 'open')).toBe('0.5');
    expect(priceInFavour('0.50', SIDE.sell, 'close')).toBe('-0.5');
  });
});

describe('slippageText', () => {
  it('writes both figures with their sign at the decimals, toned by the money', () => {
    expect(slippageText({ Price: '-0.00020', Money: '2.00' }, SIDE.buy, 'open', 5, 'en')).toEqual({
      price: '+0.00020',
      money: '+2.00',
      tone: 'up',
    });
    expect(slippageText({ Price: '1.5', Money: '-15.00' }, SIDE.sell, 'close', 2, 'en')).toEqual({
      price: '-1.50',
      money: '-15.00',
      tone: 'down',
    });
  });

  it('shows no slippage as 0 at the decimals, flat; a money rounded to 0 takes the price tone', () => {
    expect(slippageText({ Price: '0.00', Money: '0.00' }, SIDE.buy, 'open', 2, 'en')).toEqual({
      price: '0.00',
      money: '0.00',
      tone: 'flat',
    });
    expect(slippageText({ Price: '0.01', Money: '0.00' }, SIDE.buy, 'close', 2, 'en').tone).toBe('up');
  });
});
