import { Decimal } from '../../../../common/money';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, SIDE } from '../../../../common/contract';
import { reachesLevel } from '../../../../server/contract/trigger-check';

// The trigger index compares binary floats; the engine decides again in decimals before settling.

const holding = (side: 1 | 2, stopLoss: string, takeProfit: string) => ({
  status: ORDER_STATUS.holding,
  side,
  openPrice: new Decimal('1.1'),
  fillWhenAtOrAbove: null,
  stopLoss: new Decimal(stopLoss),
  takeProfit: new Decimal(takeProfit),
});

describe('a fired trigger re-checked in decimals', () => {
  it("fires a buy's stop at or below it and its target at or above it", () => {
    const buy = holding(SIDE.buy, '1.09900', '1.10500');
    expect([
      reachesLevel(buy, 'stop_loss', '1.09900'),
      reachesLevel(buy, 'stop_loss', '1.09800'),
      reachesLevel(buy, 'stop_loss', '1.09901'),
    ]).toEqual([true, true, false]);
    expect([reachesLevel(buy, 'take_profit', '1.10500'), reachesLevel(buy, 'take_profit', '1.10499')]).toEqual([true, false]);
  });

  it("fires a sell's stop at or above it and its target at or below it", () => {
    const sell = holding(SIDE.sell, '1.10100', '1.09500');
    expect([reachesLevel(sell, 'stop_loss', '1.10100'), reachesLevel(sell, 'stop_loss', '1.10099')]).toEqual([true, false]);
    expect([reachesLevel(sell, 'take_profit', '1.09500'), reachesLevel(sell, 'take_profit', '1.09501')]).toEqual([true, false]);
  });

  it('is not fooled where binary floats are: 0.1 + 0.2 is above 0.3 as a float, equal in decimals', () => {
    // In decimals each decision is exact, whatever the float of the level or the price.
    const sell = holding(SIDE.sell, '0.3', '0');
    expect(reachesLevel(sell, 'stop_loss', new Decimal('0.1').plus('0.2').toString())).toBe(true);
    const buy = holding(SIDE.buy, '0.30000000000000004', '0');
    expect(reachesLevel(buy, 'stop_loss', '0.3')).toBe(true);
    const buyBelow = holding(SIDE.buy, '0.29999999999999999', '0');
    // The float index reads that level as the number 0.3 and fires at a price of 0.3; decimals say it is not reached.
    expect(Number('0.29999999999999999')).toBe(Number('0.3'));
    expect(reachesLevel(buyBelow, 'stop_loss', '0.3')).toBe(false);
  });

  it('fills a pending order only on its side of the price, and never a stop that is not set', () => {
    const waitingBelow = {
      ...holding(SIDE.buy, '0', '0'),
      status: ORDER_STATUS.dealing,
      openPrice: new Decimal('1.09000'),
      fillWhenAtOrAbove: false,
    };
    expect([reachesLevel(waitingBelow, 'fill', '1.09000'), reachesLevel(waitingBelow, 'fill', '1.09001')]).toEqual([true, false]);
    const waitingAbove = { ...waitingBelow, fillWhenAtOrAbove: true };
    expect([reachesLevel(waitingAbove, 'fill', '1.09000'), reachesLevel(waitingAbove, 'fill', '1.08999')]).toEqual([true, false]);
    expect(reachesLevel(holding(SIDE.buy, '0', '0'), 'stop_loss', '0.5')).toBe(false);
    // A holding order has no fill, a pending one no stops.
    expect(reachesLevel(holding(SIDE.buy, '1', '0'), 'fill', '0.5')).toBe(false);
    expect(reachesLevel({ ...waitingBelow, stopLoss: new Decimal('1.2') }, 'stop_loss', '1.0')).toBe(false);
  });
});
