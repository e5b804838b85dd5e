import { describe, expect, it } from 'vitest';
import { moneyText, percentText, priceText, profitText, timeText } from '../../../../../src/features/orders/order-format';

describe('order figures', () => {
  it('money has 2 decimals, grouped for the language', () => {
    expect(moneyText('1234.5', 'en')).toBe('1,234.50');
    expect(moneyText('0.005', 'en')).toBe('0.01');
    expect(moneyText('1234.5', 'de')).toBe('1.234,50');
    expect(moneyText('', 'en')).toBe('--');
  });

  it('a profit carries its sign and tone', () => {
    expect(profitText('12.3', 'en')).toEqual({ text: '+12.30', tone: 'up' });
    expect(profitText('-4', 'en')).toEqual({ text: '-4.00', tone: 'down' });
    expect(profitText('-0.001', 'en')).toEqual({ text: '0.00', tone: 'flat' });
  });

  it("prices have the instrument's decimals; a stop of 0 is not set", () => {
    expect(priceText('1.085', 5, 'en')).toBe('1.08500');
    expect(priceText('67000.123', 2, 'en')).toBe('67,000.12');
    expect(priceText('0', 2, 'en')).toBe('--');
    expect(priceText('0.00', 2, 'en')).toBe('--');
  });

  it('percent figures', () => {
    expect(percentText('12.5', 'en')).toBe('12.50%');
    expect(percentText('x', 'en')).toBe('--');
  });

  it('times are in Europe/Berlin, with the zone, and 0 is not yet', () => {
    // 2026-07-01 12:00:00 UTC is 14:00 summer time in Berlin; 2026-01-15 12:00 UTC is 13:00 winter time.
    expect(timeText(Date.UTC(2026, 6, 1, 12), 'en-GB')).toBe('01/07/2026, 14:00:00 CEST');
    expect(timeText(Date.UTC(2026, 0, 15, 12), 'en-GB')).toBe('15/01/2026, 13:00:00 CET');
    expect(timeText(0, 'en-GB')).toBe('--');
  });
});
