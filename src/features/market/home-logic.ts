export { changeText, priceText, signedText, toneOf, type SignedText, type Tone } from '@/lib/format';

// The home screen's choices; pure, so it is tested without a browser. Its figures are written by the one
// formatting module (lib/format.ts), as the trade screen's are, so a price reads the same on both.

/** The strip above the shortcut tiles shows this many instruments (spec section 9). */
export const STRIP_SIZE = 4;

/** The category filter toggles: tapping the active category (or "All", null) clears it (spec, Home). */
export function toggleCategory(active: number | null, tapped: number | null): number | null {
  return tapped === active ? null : tapped;
}

/** The instruments of one category, or all of them when no category is chosen. */
export function filterByCategory<T extends { CategoryId: number }>(list: readonly T[], category: number | null): readonly T[] {
  return category === null ? list : list.filter((item) => item.CategoryId === category);
}
