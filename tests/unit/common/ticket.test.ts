import { describe, expect, it } from 'vitest';
import { contractProfit, orderCost, SIDE, MARGIN_MODE } from '../../../common/contract';
import { Decimal } from '../../../common/money';
import { profitAtLevel, SPREAD_PAID, stopOutPrice } from '../../../common/ticket';

// The order ticket's figures (issue 35): the profit at a stop level, and the price at which the position alone is
// stopped out, checked against the engine's rule (equity <= stop-out level x margin).

const BTC_BUY = { side: SIDE.buy, lots: '0.01', unitsPerLot: '1', openPrice: '67000', usdRate: '1' } as const;

describe('profitAtLevel', () => {
  it('is contractProfit at the level, rounded once to the cent', () => {
    // 0.01 x (66000 - 67000) = -10; a take-profit at 68123.456: 11.23456 -> 11.23.
    expect(profitAtLevel(BTC_BUY, '66000').toFixed(2)).toBe('-10.00');
    expect(profitAtLevel(BTC_BUY, '68123.456').toFixed(2)).toBe('11.23');
    expect(profitAtLevel({ ...BTC_BUY, side: SIDE.sell }, '66000').toFixed(2)).toBe('10.00');
  });

  it('converts a non-USD quote with its rate', () => {
    // 0.1 lot of 100000 units of USDJPY, 150.000 -> 149.000 on a buy: -10000 JPY at 1/150 USD each.
    const terms = { side: SIDE.buy, lots: '0.1', unitsPerLot: '100000', openPrice: '150', usdRate: new Decimal(1).dividedBy(150) };
    expect(profitAtLevel(terms, '149').toFixed(2)).toBe('-66.67');
  });
});

describe('stopOutPrice', () => {
  const cost = orderCost({
    marginMode: MARGIN_MODE.leverage,
    lots: '0.01',
    unitsPerLot: '1',
    price: '67000',
    multiple: 2,
    usdRate: 1,
    feeType: 1,
    feeRate: '0.0005',
  });
  const input = { ...BTC_BUY, cash: '1000', margin: cost.margin, fee: cost.fee, stopOutLevel: '0.5', precision: 2 };

  it('solves equity = stop-out level x margin for a buy, rounded down to a quotable price', () => {
    // Margin 335.00, fee 0.00; room = 1000 - 0 - 167.50 = 832.50 USD over 0.01 per point: 83250 below 67000.
    expect([cost.margin.toFixed(2), cost.fee.toFixed(2)]).toEqual(['335.00', '0.00']);
    expect(stopOutPrice(input)).toBeNull();
    const small = stopOutPrice({ ...input, cash: '500' });
    // 500 - 167.50 = 332.50 -> 33250 below: 33750.
    expect(small?.toFixed(2)).toBe('33750.00');
  });

  it('is above the open for a sell, rounded up', () => {
    expect(stopOutPrice({ ...input, side: SIDE.sell })?.toFixed(2)).toBe('150250.00');
    expect(stopOutPrice({ ...input, side: SIDE.sell, cash: '500.00003' })?.toFixed(2)).toBe('100250.01');
  });

  it('is where the engine would stop out: equity at that price is at or below the level, a step before above it', () => {
    for (const side of [SIDE.buy, SIDE.sell]) {
      const terms = { ...input, side, cash: '400', fee: '0.37' };
      const price = stopOutPrice(terms);
      expect(price).not.toBeNull();
      const equity = (at: Decimal) => new Decimal('400').minus('0.37').plus(contractProfit(side, '0.01', '1', '67000', at, '1'));
      const floor = new Decimal('0.5').times(terms.margin);
      expect(equity(price!).lessThanOrEqualTo(floor)).toBe(true);
      const before = side === SIDE.buy ? price!.plus('0.01') : price!.minus('0.01');
      expect(equity(before).greaterThan(floor)).toBe(true);
    }
  });

  it('has no price for a position without size', () => {
    expect(stopOutPrice({ ...input, lots: '0' })).toBeNull();
  });
});

describe('the spread', () => {
  it('is none: one price for a buy and a sell', () => {
    expect(SPREAD_PAID.isZero()).toBe(true);
  });
});
