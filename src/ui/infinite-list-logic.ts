/** Pure decisions for InfiniteList: when a paged list is finished and what it shows. */

export interface FinishedInput {
  /** Items loaded so far. */
  loaded: number;
  /** The server's total, or null/undefined while unknown. */
  total: number | null | undefined;
  /** The last load failed: the spec marks the list finished so it stops retrying on scroll. */
  error?: boolean;
  /** The server said this was the last page (last_page reached). */
  lastPageReached?: boolean;
}

/** A list is finished when loaded >= total, when the last page was reached, or when loading failed. */
export function isFinished({ loaded, total, error = false, lastPageReached = false }: FinishedInput): boolean {
  if (error || lastPageReached) return true;
  if (total === null || total === undefined || !Number.isFinite(total)) return false;
  return loaded >= total;
}

export type ListBody = 'skeleton' | 'empty' | 'failed' | 'items';
export type ListFooter = 'none' | 'loading' | 'end' | 'failed';

export interface ListView {
  body: ListBody;
  footer: ListFooter;
}

/**
 * What the list renders. Nothing loaded yet and not finished: skeleton (also before the first request starts,
 * so the screen never flashes empty). Finished with nothing: empty state. Otherwise the items, with a loading
 * footer while the next page loads and a "No more" footer once finished. A failed load is never shown as empty
 * or as "No more": nothing loaded shows "could not load", a later page that failed says so under the items.
 */
export function listView({
  loaded,
  loading,
  finished,
  error = false,
}: {
  loaded: number;
  loading: boolean;
  finished: boolean;
  error?: boolean;
}): ListView {
  if (loaded === 0) {
    if (loading) return { body: 'skeleton', footer: 'none' };
    if (error) return { body: 'failed', footer: 'none' };
    if (finished) return { body: 'empty', footer: 'none' };
    return { body: 'skeleton', footer: 'none' };
  }
  if (loading) return { body: 'items', footer: 'loading' };
  if (error) return { body: 'items', footer: 'failed' };
  if (finished) return { body: 'items', footer: 'end' };
  return { body: 'items', footer: 'none' };
}

/** Whether reaching the end of the list should ask for another page. */
export function shouldLoadMore({ loading, finished }: { loading: boolean; finished: boolean }): boolean {
  return !loading && !finished;
}
