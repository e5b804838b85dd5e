import { describe, expect, it } from 'vitest';
import { dragStep, dropLevel, levelAtPixel, levelLines, pixelOfLevel, type PriceBand } from '../../../../../src/features/trade/level-lines';
import { order } from '../orders/fixtures';

// A plot 200px high from y=8, showing 66,000 to 68,000: 10 a pixel.
const BAND: PriceBand = { top: 8, height: 200, min: 66_000, max: 68_000 };

describe('the positions\u2019 lines', () => {
  it('draws each holding order\u2019s entry, and its stop-loss and take-profit where set, on the instrument shown', () => {
    const orders = [
      order(1, { OriginPrice: '67000.00', TargetLossPrice: '66500.00', TargetProfitPrice: '0' }),
      order(2, { OrderType: 2, Quantity: '0.07', OriginPrice: '67200.00', TargetLossPrice: '0', TargetProfitPrice: '66000.00' }),
      order(3, { ForexTradeLists: { Id: 1, ShowCode: 'EUR/USD', PricePrecision: 5 }, TargetLossPrice: '1.1' }),
    ];
    expect(levelLines(orders, 13)).toEqual([
      { key: '1:entry', orderId: 1, kind: 'entry', price: '67000.00', side: 1, lots: '0.01' },
      { key: '1:stop_loss', orderId: 1, kind: 'stop_loss', price: '66500.00', side: 1, lots: '0.01' },
      { key: '2:entry', orderId: 2, kind: 'entry', price: '67200.00', side: 2, lots: '0.07' },
      { key: '2:take_profit', orderId: 2, kind: 'take_profit', price: '66000.00', side: 2, lots: '0.07' },
    ]);
    expect(levelLines([], 13)).toEqual([]);
  });
});

describe('dragging a level', () => {
  it('maps a pixel of the plot to the price there, on a round step of about a pixel\u2019s worth', () => {
    expect(dragStep(BAND, 2)).toBe(10);
    expect(levelAtPixel(8, BAND, 2)).toBe('68000.00');
    expect(levelAtPixel(208, BAND, 2)).toBe('66000.00');
    expect(levelAtPixel(108, BAND, 2)).toBe('67000.00');
    // 3.4px below the middle is 34 lower, on the step of 10.
    expect(levelAtPixel(111.4, BAND, 2)).toBe('66970.00');
  });

  it('never moves finer than the instrument\u2019s decimals, and rounds a forex step cleanly', () => {
    const forex: PriceBand = { top: 0, height: 200, min: 1.12, max: 1.122 };
    expect(dragStep(forex, 5)).toBe(0.00001);
    expect(levelAtPixel(100, forex, 5)).toBe('1.12100');
    const wide: PriceBand = { top: 0, height: 100, min: 1.1, max: 1.13 };
    expect(dragStep(wide, 5)).toBeCloseTo(0.0005, 12);
    expect(levelAtPixel(50, wide, 5)).toBe('1.11500');
    expect(dragStep({ top: 0, height: 100, min: 100, max: 100.01 }, 0)).toBe(1);
  });

  it('holds a drag past the plot at its edge, and finds no price on an empty axis or below zero', () => {
    expect(levelAtPixel(-40, BAND, 2)).toBe('68000.00');
    expect(levelAtPixel(500, BAND, 2)).toBe('66000.00');
    expect(levelAtPixel(100, { top: 0, height: 0, min: 1, max: 2 }, 2)).toBeNull();
    expect(levelAtPixel(100, { top: 0, height: 200, min: 5, max: 5 }, 2)).toBeNull();
    expect(levelAtPixel(200, { top: 0, height: 200, min: -1, max: 1 }, 2)).toBeNull();
    expect(levelAtPixel(Number.NaN, BAND, 2)).toBeNull();
  });

  it('draws a level off the plot at the edge it is beyond', () => {
    expect(pixelOfLevel(67_000, BAND)).toEqual({ y: 108, off: null });
    expect(pixelOfLevel(69_000, BAND)).toEqual({ y: 8, off: 'above' });
    expect(pixelOfLevel(60_000, BAND)).toEqual({ y: 208, off: 'below' });
  });
});

describe('dropping a level', () => {
  // A buy at 67,000 now at 67,100, with a take-profit at 68,000 and no stop-loss.
  const buy = order(5, { UpdatePrice: '67100.00', TargetLossPrice: '0', TargetProfitPrice: '68000.00' });

  it('fills the sheet with the dropped level and the order\u2019s other one', () => {
    expect(dropLevel(buy, 'stop_loss', '66500.00')).toEqual({
      levels: { stopLoss: '66500.00', takeProfit: '68000.00' },
      problem: null,
    });
    expect(dropLevel(buy, 'take_profit', '69000.00')).toEqual({
      levels: { stopLoss: '', takeProfit: '69000.00' },
      problem: null,
    });
  });

  it('refuses a level on the wrong side of the current price, as the sheet does', () => {
    expect(dropLevel(buy, 'stop_loss', '67200.00').problem).toBe('stop-loss-side');
    expect(dropLevel(buy, 'take_profit', '67000.00').problem).toBe('take-profit-side');
    const sell = order(6, { OrderType: 2, UpdatePrice: '67100.00' });
    expect(dropLevel(sell, 'stop_loss', '67000.00').problem).toBe('stop-loss-side');
    expect(dropLevel(sell, 'stop_loss', '67300.00').problem).toBeNull();
    expect(dropLevel(sell, 'take_profit', '67300.00').problem).toBe('take-profit-side');
  });
});
