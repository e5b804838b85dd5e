import { describe, expect, it } from 'vitest';
import { formatAmountText as fromAccount } from '../../../../src/features/account/amount-format';
import {
  changeText,
  chartPriceText,
  dateTimeText,
  dayText,
  formatAmountText,
  priceText,
  roundedMagnitude,
} from '../../../../src/lib/format';

describe('amounts grouped for a language (src/lib/format.ts)', () => {
  it('groups and keeps the decimal places given', () => {
    expect(formatAmountText('12345.60', 'en')).toBe('12,345.60');
    expect(formatAmountText('12345.60', 'de')).toBe('12.345,60');
    expect(formatAmountText('-0.50', 'en')).toBe('-0.50');
    expect(formatAmountText('1000', 'en')).toBe('1,000');
  });

  it('uses Latin digits even where the language has its own', () => {
    expect(formatAmountText('1234.56', 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatAmountText('1234.56', 'hi')).toMatch(/^1,234\.56$/);
  });

  it('does not round: a long decimal stays exact', () => {
    expect(formatAmountText('12345678901234.123456789', 'en')).toBe('12,345,678,901,234.123456789');
  });

  it('leaves what is not a plain decimal unchanged', () => {
    expect(formatAmountText('--', 'en')).toBe('--');
    expect(formatAmountText('1e5', 'en')).toBe('1e5');
  });

  it('is the one the account centre uses', () => {
    expect(fromAccount).toBe(formatAmountText);
  });
});

describe('rounding for display without decimal.js', () => {
  it('rounds the exact decimal half up, where a binary float would round down', () => {
    // As floats, 1.005 and 2.675 sit just below their halves and would round to 1.00 and 2.67.
    expect(roundedMagnitude('1.005')).toEqual({ digits: '1.01', negative: false });
    expect(roundedMagnitude('2.675')).toEqual({ digits: '2.68', negative: false });
    expect(roundedMagnitude('-0.125')).toEqual({ digits: '0.13', negative: true });
  });

  it('keeps big values whole and tells a tiny negative apart from its rounded zero', () => {
    expect(roundedMagnitude('123456789012345678.994')).toEqual({ digits: '123456789012345678.99', negative: false });
    expect(roundedMagnitude('-0.004')).toEqual({ digits: '0.00', negative: true });
  });
});

describe('one formatting module for every screen (issue 19, items 3 and 4)', () => {
  it("writes a price with the instrument's decimals, the same on home and the trade header", () => {
    expect(priceText('59529.1', 2, 'en')).toBe('59,529.10');
    expect(priceText('1.12403', 5, 'de')).toBe('1,12403');
    expect(chartPriceText(1.126, 5, 'de')).toBe('1,12600');
    expect(priceText('0', 2, 'en')).toBe('--');
  });

  it('writes a change with its sign and two decimals', () => {
    expect(changeText('1.234', 'en')).toEqual({ text: '+1.23%', tone: 'up' });
    expect(changeText('-1234.5', 'de').text).toBe('-1.234,50%');
  });

  it("writes times in the zone asked for, the user's own by default, in one format", () => {
    const ms = Date.UTC(2026, 0, 15, 12, 0, 7);
    expect(dateTimeText(ms, 'en-GB', { timeZone: 'Europe/Berlin' })).toBe('15/01/2026, 13:00');
    expect(dateTimeText(ms, 'en-GB', { timeZone: 'Asia/Tokyo', seconds: true })).toBe('15/01/2026, 21:00:07');
    expect(dateTimeText(ms, 'de', { timeZone: 'UTC', dateOnly: true })).toBe('15.01.2026');
    const own = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
    expect(dateTimeText(ms, 'en-GB')).toContain(own);
    expect(dateTimeText(0, 'en-GB')).toBe('--');
  });

  it('writes a calendar day as that day in any zone', () => {
    expect(dayText('2026-11-21', 'en-GB')).toBe('21/11/2026');
    expect(dayText('not a day', 'en-GB')).toBe('not a day');
  });

  it('writes Arabic with Latin digits', () => {
    expect(dateTimeText(Date.UTC(2026, 0, 15), 'ar', { timeZone: 'UTC', dateOnly: true })).not.toMatch(/[\u0660-\u0669]/);
  });
});
