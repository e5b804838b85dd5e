import { useOnline } from '@/lib/useOnline';

/**
 * When a news answer given at `asOf` is from, for the AsOfNote: while the network is gone, or when the answer was
 * already old when it arrived (the service worker's kept copy); null for a fresh answer, which needs no note.
 */
export function useNewsAsOf(asOf: number | null | undefined, stale: boolean): number | null {
  const online = useOnline();
  if (asOf === null || asOf === undefined) return null;
  return !online || stale ? asOf : null;
}
