import { describe, expect, it } from 'vitest';
import { multiplesFor, offeredMultiples } from '../../../../../src/shared/protection/multiples';
import { instrument } from '../../features/trade/fixtures';
import { profile } from './fixtures';

// The leverage multiples a client may choose (issue 38): those the instrument offers, at most the cap of its asset
// class in the client's rules; all of them without rules to apply.

const btc = instrument({ HasForexMultiple: [{ Value: 2 }, { Value: 5 }, { Value: 10 }, { Value: 0 }] });

describe('the multiples a client may choose', () => {
  it('are the whole, positive multiples offered, in their order, without a profile', () => {
    expect(offeredMultiples(btc)).toEqual([2, 5, 10]);
    expect(multiplesFor(btc, null)).toEqual([2, 5, 10]);
  });

  it('stop at the cap of the instrument asset class, the cap itself included', () => {
    expect(multiplesFor(btc, profile())).toEqual([2, 5]);
    expect(multiplesFor(btc, profile({ leverage_caps: { crypto: 2 } }))).toEqual([2]);
  });

  it('are all offered when the class is not capped (a professional client) or the instrument not classed', () => {
    expect(multiplesFor(btc, profile({ leverage_caps: {} }))).toEqual([2, 5, 10]);
    expect(multiplesFor(btc, profile({ asset_classes: {} }))).toEqual([2, 5, 10]);
  });
});
