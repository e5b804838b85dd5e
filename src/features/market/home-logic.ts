export { changeText, priceText, signedText, toneOf, type SignedText, type Tone } from '@/lib/format';

// The home screen's choices; pure, so it is tested without a browser. Its figures are written by the one
// formatting module (lib/format.ts), as the trade screen's are, so a price reads the same on both.

/** The strip above the shortcut tiles shows this many instruments (spec section 9). */
export const STRIP_SIZE = 4;

/** The category filter toggles: tapping the active category (or "All", null) clears it (spec, Home). */
export function toggleCategory(active: HomeCategory | null, tapped: HomeCategory | null): HomeCategory | null {
  return tapped === active ? null : tapped;
}

/** The instruments of one category, or all of them when no category is chosen. */
export function filterByCategory<T extends { CategoryId: number }>(list: readonly T[], category: number | null): readonly T[] {
  return category === null ? list : list.filter((item) => item.CategoryId === category);
}

// The list's Favourites and its order (issue 41).

/** The category row's Favourites chip: the instruments the user starred (src/shared/watchlist). */
export const FAVOURITES = 'favourites';

/** What the category row has chosen: a category's id, Favourites, or nothing (all instruments). */
export type HomeCategory = number | typeof FAVOURITES;

/** The instruments the category row shows: one category's, the starred ones, or all. */
export function filterInstruments<T extends { Id: number; CategoryId: number }>(
  list: readonly T[],
  category: HomeCategory | null,
  watched: ReadonlySet<number>,
): readonly T[] {
  if (category === FAVOURITES) return list.filter((item) => watched.has(item.Id));
  return filterByCategory(list, category);
}

/** The orders the list can be shown in: as the server lists it, or by name, the day's change or the price. */
export const SORTS = ['list', 'name-asc', 'name-desc', 'change-desc', 'change-asc', 'price-desc', 'price-asc'] as const;
export type Sort = (typeof SORTS)[number];

/** A stored choice read back (another build or devtools may have written it): the list's own order otherwise. */
export function sortOf(value: unknown): Sort {
  return SORTS.find((sort) => sort === value) ?? 'list';
}

/** What a sort reads of an instrument: its name and its quote as shown (the live one, else the list's). */
export interface SortFigures {
  name: string;
  close: string;
  change: string;
}

/**
 * The instruments in the chosen order. Names compare as the language sorts them (with numbers by value), changes
 * and prices as numbers; a figure that cannot be read goes last in either direction, and ties keep the list's
 * order. Prices tick many times a second, so the caller sorts by the quotes of the moment it renders (a choice, a
 * category, a reload of the list) and the rows do not jump on every tick.
 */
export function sortInstruments<T>(
  list: readonly T[],
  sort: Sort,
  figures: (item: T) => SortFigures,
  collator: Intl.Collator,
): readonly T[] {
  if (sort === 'list') return list;
  const [key, direction] = sort.split('-') as ['name' | 'change' | 'price', 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = list.map((item, index) => ({ item, index, figures: figures(item) }));
  const numberOf = (entry: (typeof keyed)[number]) => {
    const text = key === 'price' ? entry.figures.close : entry.figures.change;
    const value = text.trim() === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) ? value : null;
  };
  const compare = (a: (typeof keyed)[number], b: (typeof keyed)[number]): number => {
    if (key === 'name') return sign * collator.compare(a.figures.name, b.figures.name);
    const [x, y] = [numberOf(a), numberOf(b)];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return sign * (x - y);
  };
  keyed.sort((a, b) => compare(a, b) || a.index - b.index);
  return keyed.map((entry) => entry.item);
}
