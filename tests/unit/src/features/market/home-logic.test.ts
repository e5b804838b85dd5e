import { describe, expect, it } from 'vitest';
import {
  changeText,
  FAVOURITES,
  filterByCategory,
  filterInstruments,
  priceText,
  signedText,
  sortInstruments,
  sortOf,
  SORTS,
  STRIP_SIZE,
  toggleCategory,
  toneOf,
  type SortFigures,
} from '../../../../../src/features/market/home-logic';
import { profitPercent } from '../../../../../src/features/market/profit-percent';

describe('profit percent (profit / total balance × 100, 2 decimals)', () => {
  it('divides and scales to percent', () => {
    expect(profitPercent('25', '1000')).toBe('2.50');
    expect(profitPercent('-12.5', '500')).toBe('-2.50');
    expect(profitPercent('1', '3')).toBe('33.33');
  });

  it('rounds half up once, on the exact quotient', () => {
    // 1 / 8 × 100 = 12.5; 0.0125 / 1 × 100 = 1.25; 0.00125 → 0.125 → 0.13
    expect(profitPercent('0.00125', '1')).toBe('0.13');
    expect(profitPercent('2', '3')).toBe('66.67');
  });

  it('is 0 when the total is 0, whatever the profit', () => {
    expect(profitPercent('10', '0')).toBe('0.00');
    expect(profitPercent('10', '0.00')).toBe('0.00');
    expect(profitPercent('0', '0')).toBe('0.00');
  });

  it('is 0 for figures that are not decimals, and never "-0.00"', () => {
    expect(profitPercent('abc', '100')).toBe('0.00');
    expect(profitPercent('5', '')).toBe('0.00');
    expect(profitPercent('-0.001', '1000')).toBe('0.00');
  });
});

describe('signs and colours of changes', () => {
  it('tells up, down and flat after rounding to 2 places', () => {
    expect(toneOf('0.01')).toBe('up');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('0')).toBe('flat');
    expect(toneOf('-0.004')).toBe('flat');
    expect(toneOf('0.005')).toBe('up');
    expect(toneOf('n/a')).toBe('flat');
  });

  it('writes a percent change with an explicit sign and 2 decimals', () => {
    expect(changeText('1.234', 'en')).toEqual({ text: '+1.23%', tone: 'up' });
    expect(changeText('-0.5', 'en')).toEqual({ text: '-0.50%', tone: 'down' });
    expect(changeText('0.00', 'en')).toEqual({ text: '0.00%', tone: 'flat' });
    expect(changeText('-0.001', 'en')).toEqual({ text: '0.00%', tone: 'flat' });
    expect(changeText('', 'en')).toEqual({ text: '--', tone: 'flat' });
  });

  it('groups a signed amount for the language with Latin digits', () => {
    expect(signedText('12345.6', 'en').text).toBe('+12,345.60');
    expect(signedText('-12345.6', 'de').text).toBe('-12.345,60');
    expect(signedText('-12345.6', 'ar').text).toMatch(/^-12.345.60$/);
    expect(signedText('-12345.6', 'ar').text).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('the category filter', () => {
  const list = [
    { Id: 1, CategoryId: 1 },
    { Id: 2, CategoryId: 2 },
    { Id: 3, CategoryId: 1 },
  ];

  it('chooses a category, and tapping the active one clears it', () => {
    expect(toggleCategory(null, 2)).toBe(2);
    expect(toggleCategory(2, 1)).toBe(1);
    expect(toggleCategory(2, 2)).toBeNull();
    expect(toggleCategory(2, null)).toBeNull();
    expect(toggleCategory(null, null)).toBeNull();
  });

  it('shows everything without a category, else only that category', () => {
    expect(filterByCategory(list, null)).toBe(list);
    expect(filterByCategory(list, 1).map((item) => item.Id)).toEqual([1, 3]);
    expect(filterByCategory(list, 9)).toEqual([]);
  });
});

describe('prices and the strip', () => {
  it("groups a price and writes it with the instrument's decimals, as the trade header does", () => {
    expect(priceText('64231.5', 2, 'en')).toBe('64,231.50');
    expect(priceText('1.08523', 5, 'en')).toBe('1.08523');
    expect(priceText('1.085236', 5, 'fr')).toBe('1,08524');
    expect(priceText('', 2, 'en')).toBe('--');
  });

  it('has 4 instruments (spec section 9)', () => {
    expect(STRIP_SIZE).toBe(4);
  });
});

describe('Favourites and the order of the list (issue 41)', () => {
  const list = [
    { Id: 1, CategoryId: 1, name: 'EUR/USD', close: '1.08412', change: '0.12' },
    { Id: 13, CategoryId: 4, name: 'BTC/USDT', close: '67000.5', change: '-1.5' },
    { Id: 10, CategoryId: 2, name: 'XAU/USD', close: '2345.1', change: '2.25' },
    { Id: 14, CategoryId: 4, name: 'ETH/USDT', close: '3012', change: '-1.5' },
    { Id: 7, CategoryId: 1, name: 'eur/jpy', close: '--', change: '' },
  ];
  type Row = (typeof list)[number];
  const figures = (row: Row): SortFigures => row;
  const collator = new Intl.Collator('en', { numeric: true });
  const ids = (rows: readonly Row[]) => rows.map((row) => row.Id);

  it('shows the starred instruments under Favourites, and toggles it like a category', () => {
    expect(ids(filterInstruments(list, FAVOURITES, new Set([13, 10, 99])))).toEqual([13, 10]);
    expect(filterInstruments(list, FAVOURITES, new Set())).toEqual([]);
    expect(ids(filterInstruments(list, 4, new Set([1])))).toEqual([13, 14]);
    expect(filterInstruments(list, null, new Set([1]))).toBe(list);
    expect(toggleCategory(2, FAVOURITES)).toBe(FAVOURITES);
    expect(toggleCategory(FAVOURITES, FAVOURITES)).toBeNull();
    expect(toggleCategory(FAVOURITES, 3)).toBe(3);
  });

  it('keeps the list’s own order unless another is chosen', () => {
    expect(sortInstruments(list, 'list', figures, collator)).toBe(list);
  });

  it('sorts by name as the language does, either way', () => {
    expect(ids(sortInstruments(list, 'name-asc', figures, collator))).toEqual([13, 14, 7, 1, 10]);
    expect(ids(sortInstruments(list, 'name-desc', figures, collator))).toEqual([10, 1, 7, 14, 13]);
  });

  it('sorts by the day’s change and by price as numbers, ties in the list’s order, the unreadable last either way', () => {
    expect(ids(sortInstruments(list, 'change-desc', figures, collator))).toEqual([10, 1, 13, 14, 7]);
    expect(ids(sortInstruments(list, 'change-asc', figures, collator))).toEqual([13, 14, 1, 10, 7]);
    expect(ids(sortInstruments(list, 'price-desc', figures, collator))).toEqual([13, 14, 10, 1, 7]);
    expect(ids(sortInstruments(list, 'price-asc', figures, collator))).toEqual([1, 10, 14, 13, 7]);
    // The list itself is left as it was.
    expect(ids(list)).toEqual([1, 13, 10, 14, 7]);
  });

  it('reads a stored order back, or the list’s own for anything else', () => {
    for (const sort of SORTS) expect(sortOf(sort)).toBe(sort);
    expect(sortOf('price')).toBe('list');
    expect(sortOf(null)).toBe('list');
    expect(sortOf(3)).toBe('list');
  });
});
