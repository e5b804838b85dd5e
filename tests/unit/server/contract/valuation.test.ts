import { Decimal } from '../../../../common/money';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, SIDE } from '../../../../common/contract';
import { belowStopOut, positionProfit, bookStopOutLevel, summaryOf, valueBook, type PriceOf } from '../../../../server/contract/valuation';
import type { OpenOrder } from '../../../../server/contract/open-orders';

// EUR/USD, 100,000 units a lot. A buy of 0.1 at 1.10000 valued at 1.09500: (1.09500 - 1.10000) x 0.1 x 100000 =
// -50.00; a sell of 0.2 at 1.10000 valued at 1.09500: +100.00. Margins 110.00 and 220.00.

const order = (overrides: Partial<OpenOrder>): OpenOrder => ({
  id: 1,
  userId: 7,
  instrumentId: 1,
  side: SIDE.buy,
  lots: new Decimal('0.1'),
  status: ORDER_STATUS.holding,
  margin: new Decimal('110.00'),
  openPrice: new Decimal('1.10000'),
  fillWhenAtOrAbove: null,
  stopLoss: new Decimal(0),
  takeProfit: new Decimal(0),
  ...overrides,
});

const at =
  (price: string): PriceOf =>
  () => ({ price, unitsPerLot: '100000', usdRate: new Decimal(1) });

describe('contract valuation', () => {
  it('values a position to the cent, a buy losing and a sell gaining as the price falls', () => {
    expect(positionProfit(order({}), '100000', '1.09500', new Decimal(1)).toFixed(2)).toBe('-50.00');
    expect(positionProfit(order({ side: SIDE.sell, lots: new Decimal('0.2') }), '100000', '1.09500', new Decimal(1)).toFixed(2)).toBe(
      '100.00',
    );
    // A third of a cent is not money: rounded once, to the cent.
    expect(positionProfit(order({ lots: new Decimal('0.01') }), '100000', '1.100033', new Decimal(1)).toFixed(2)).toBe('0.03');
  });

  it('sums equity, used margin and the floating result of holding positions only, newest first', () => {
    const book = [
      order({ id: 1 }),
      order({ id: 2, side: SIDE.sell, lots: new Decimal('0.2'), margin: new Decimal('220.00') }),
      order({ id: 3, status: ORDER_STATUS.dealing, margin: new Decimal('500.00') }),
    ];
    const value = valueBook(book, new Decimal('10000.00'), at('1.09500'));
    expect(value.floating.toFixed(2)).toBe('50.00');
    expect(value.usedMargin.toFixed(2)).toBe('330.00');
    expect(value.equity.toFixed(2)).toBe('10050.00');
    expect(value.positions.map((position) => [position.id, position.profit.toFixed(2)])).toEqual([
      [2, '100.00'],
      [1, '-50.00'],
    ]);
  });

  it('counts the margin of a position that has no price yet, but values nothing for it', () => {
    const value = valueBook([order({})], new Decimal('1000.00'), () => undefined);
    expect([value.usedMargin.toFixed(2), value.floating.toFixed(2), value.positions]).toEqual(['110.00', '0.00', []]);
  });

  it('is below stop-out when equity reaches the level share of the margin in use, and never without margin', () => {
    const book = (equity: string, usedMargin: string | number) => ({
      equity: new Decimal(equity),
      usedMargin: new Decimal(usedMargin),
      closeOutLevel: null,
    });
    expect(belowStopOut(book('55.00', '110.00'), '0.5')).toBe(true);
    expect(belowStopOut(book('55.01', '110.00'), '0.5')).toBe(false);
    expect(belowStopOut(book('-5.00', 0), '0.5')).toBe(false);
  });

  it('holds an account to the highest close-out level its holding positions keep, when above the platform’s', () => {
    const book = [
      order({ id: 1, closeOutLevel: new Decimal('0.5') }),
      order({ id: 2, closeOutLevel: null }),
      // A pending order's level counts once it fills, not before: it has no margin in use.
      order({ id: 3, status: ORDER_STATUS.dealing, closeOutLevel: new Decimal('0.9') }),
    ];
    // Margin in use 220.00; at 1.09500 both buys lose 50.00: equity is the cash 160.00 less 100.00, 60.00 (27%).
    const value = valueBook(book, new Decimal('160.00'), at('1.09500'));
    expect(value.closeOutLevel?.toFixed()).toBe('0.5');
    expect(bookStopOutLevel(value, '0.2').toFixed()).toBe('0.5');
    expect(bookStopOutLevel(value, '0.8').toFixed()).toBe('0.8');
    // 60.00 is below 50% of 220.00 (110.00), above 20% (44.00): a position placed under a 50% rule closes it.
    expect(belowStopOut(value, '0.2')).toBe(true);
    expect(belowStopOut({ ...value, closeOutLevel: null }, '0.2')).toBe(false);
  });

  it('makes the FOREX_TRADE summary from the same valuation', () => {
    const summary = summaryOf(valueBook([order({})], new Decimal('1000.00'), at('1.09500')));
    expect(summary).toMatchObject({
      ProfitsTotal: '-50.00',
      CautionMoneyAll: '110.00',
      Equity: '950.00',
      TransOrder: [{ Id: 1, UpdatePrice: '1.09500', FactProfits: '-50.00' }],
    });
  });
});
