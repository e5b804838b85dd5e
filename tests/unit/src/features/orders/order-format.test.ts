import { describe, expect, it } from 'vitest';
import { moneyText, percentText, priceText, profitText, timeText, zoneText } from '../../../../../src/features/orders/order-format';

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

  it('times are in the user\'s own zone with seconds, no zone label (no "GMT+1"), and 0 is not yet', () => {
    const ms = Date.UTC(2026, 6, 1, 12, 3, 5);
    const own = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms);
    expect(timeText(ms, 'en-GB')).toMatch(new RegExp(`^\\d{2}/\\d{2}/2026, ${own}$`));
    expect(timeText(ms, 'en-GB')).not.toMatch(/GMT|CET|CEST|UTC/);
    expect(timeText(0, 'en-GB')).toBe('--');
  });

  it("names the device's zone by its offset from UTC at that moment (issue 41)", () => {
    const ms = Date.UTC(2026, 6, 1, 12, 0, 0);
    expect(zoneText(ms, 0)).toBe('UTC');
    expect(zoneText(ms, -60)).toBe('UTC+1');
    expect(zoneText(ms, -120)).toBe('UTC+2');
    expect(zoneText(ms, -330)).toBe('UTC+5:30');
    expect(zoneText(ms, 180)).toBe('UTC-3');
    expect(zoneText(ms, 570)).toBe('UTC-9:30');
    expect(zoneText(ms)).toBe(zoneText(ms, new Date(ms).getTimezoneOffset()));
  });
});
