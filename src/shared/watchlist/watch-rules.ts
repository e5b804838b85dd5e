// The watchlist's rules on the device, pure so they are tested without a browser: a guest's stars follow the server's
// (server/watchlist/watchlist.ts), and a signed-in user's star is shown by the same rule before the server answers.

/** What was stored, cleaned (an older build or devtools may have written it): whole positive ids, each once. */
export function deviceIds(stored: unknown): number[] {
  if (!Array.isArray(stored)) return [];
  const ids: number[] = [];
  for (const value of stored) {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && !ids.includes(value)) ids.push(value);
  }
  return ids;
}

export interface WatchChange {
  id: number;
  watch: boolean;
}

/**
 * The list with one star put on or taken off, as the server does it: a new star goes last (oldest first), a star
 * already there keeps its place, and taking off one not there changes nothing.
 */
export function withWatch(ids: readonly number[], { id, watch }: WatchChange): number[] {
  if (watch) return ids.includes(id) ? [...ids] : [...ids, id];
  return ids.filter((each) => each !== id);
}
