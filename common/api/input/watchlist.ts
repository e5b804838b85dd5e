import * as z from 'zod/mini';
import { noInput, oneOf, positiveIntegerColumn } from './fields';

// What the watchlist calls of ../watchlist.ts accept, one schema per call under the call's name.

export const getWatchlist = noInput;

export const setWatchlist = z.object({
  /** The instrument; an `integer` column, so a larger id is refused here rather than by the database. */
  forex_id: positiveIntegerColumn,
  /** 1 star it, 0 take the star off. */
  watch: oneOf([0, 1] as const),
});
