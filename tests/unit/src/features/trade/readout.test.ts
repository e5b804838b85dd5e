import { describe, expect, it } from 'vitest';
import type { KlinePoint } from '@common/market';
import { candleAt, readoutOf } from '../../../../../src/features/trade/readout';

function candle(time: number, open: string, high: string, low: string, close: string): KlinePoint {
  return { Time: time, Open: open, High: high, Low: low, Close: close, Volume: '1' };
}

// 24 November 2026, 17:00 UTC: 18:00 in Berlin (winter time, UTC+1).
const AT = Date.UTC(2026, 10, 24, 17, 0);

describe('the chart readout', () => {
  it('writes the candle\u2019s open, high, low and close at the instrument\u2019s decimals, grouped for the language', () => {
    const readout = readoutOf(candle(AT, '67000.1', '67250.456', '66990', '67100.00'), '5M', 2, 'en');
    expect(readout).toEqual({
      time: '11/24/2026, 18:00',
      open: '67,000.10',
      high: '67,250.46',
      low: '66,990.00',
      close: '67,100.00',
      tone: 'up',
    });
  });

  it('writes the time in Berlin whatever the device\u2019s zone, the date alone for day candles', () => {
    expect(readoutOf(candle(AT, '1', '1', '1', '1'), '1H', 5, 'de').time).toBe('24.11.2026, 18:00');
    // Summer time: 17:00 UTC is 19:00 in Berlin.
    expect(readoutOf(candle(Date.UTC(2026, 6, 1, 17, 0), '1', '1', '1', '1'), '1H', 5, 'en').time).toBe('07/01/2026, 19:00');
    expect(readoutOf(candle(Date.UTC(2026, 10, 23, 23, 0), '1', '1', '1', '1'), '1D', 5, 'en').time).toBe('11/24/2026');
  });

  it('groups and writes the figures as the language does, in Latin digits', () => {
    const readout = readoutOf(candle(AT, '1.12345', '1.1239', '1.12', '1.12001'), '1M', 5, 'de');
    expect([readout.open, readout.high, readout.low, readout.close]).toEqual(['1,12345', '1,12390', '1,12000', '1,12001']);
    expect(readout.tone).toBe('down');
    expect(readoutOf(candle(AT, '67000', '67000', '67000', '67000'), '1M', 2, 'ar').open).toMatch(/^67.000.00$/);
  });

  it('finds the candle under the crosshair by its start', () => {
    const points = [1000, 2000, 3000, 4000].map((time) => candle(time, '1', '1', '1', '1'));
    expect(candleAt(points, 3000)).toBe(points[2]);
    expect(candleAt(points, 1000)).toBe(points[0]);
    expect(candleAt(points, 2500)).toBeUndefined();
    expect(candleAt([], 1000)).toBeUndefined();
  });
});
