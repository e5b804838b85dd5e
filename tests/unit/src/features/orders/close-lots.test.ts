import { describe, expect, it } from 'vitest';
import { closeLotsProblem, closeLotsRules, lotsLeft, seenPriceParam } from '../../../../../src/features/orders/close-lots';

// The detail's partial close form (issue 35): the stepper's range from the instrument, the field's refusal by the
// server's own rule, and the price sent with the close for its receipt.

const BTC = { ForexMinCont: '0.01', Pip: '0.01' };

describe('closeLotsRules', () => {
  it('offers the minimum to the open lots less the minimum, on the lot step', () => {
    expect(closeLotsRules('0.10', BTC)).toEqual({ open: '0.10', minLots: '0.01', step: '0.01', maxPart: '0.09', precision: 2 });
  });

  it('offers nothing for a position that cannot be split, or before the instrument is known', () => {
    expect(closeLotsRules('0.01', BTC)).toBeNull();
    expect(closeLotsRules('0.10', undefined)).toBeNull();
  });
});

describe('closeLotsProblem', () => {
  const rules = closeLotsRules('0.10', { ForexMinCont: '0.02', Pip: '0.01' })!;

  it('refuses what the server would, and takes an empty field or a dot halfway through typing as nothing yet', () => {
    expect(closeLotsProblem(rules, '')).toBe('not_positive');
    expect(closeLotsProblem(rules, '0.09')).toBe('leaves_too_few');
    expect(closeLotsProblem(rules, '0.05')).toBeNull();
    expect(closeLotsProblem(rules, '0.10')).toBeNull();
    expect(lotsLeft(rules, '0.05')).toBe('0.05');
    expect(lotsLeft(rules, '0.1')).toBe('0');
  });
});

describe('seenPriceParam', () => {
  it('sends the price the card shows, and nothing before there is one', () => {
    expect(seenPriceParam({ UpdatePrice: '67010.50' })).toEqual({ seen_price: '67010.50' });
    expect(seenPriceParam({ UpdatePrice: '0' })).toEqual({});
  });
});
