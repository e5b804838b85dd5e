// A paged list as a wallet screen holds it (the ledger, transfers, deposits, withdrawals): the pages loaded so far.
// Pure, so the paging rules are tested without a browser.

export interface PagedList<T> {
  items: readonly T[];
  /** The server's count; null before the first page. */
  total: number | null;
  /** Pages loaded: the next one to ask for is pages + 1. */
  pages: number;
  /** The last load failed: the list is finished (spec section 8). */
  failed: boolean;
}

export interface Page<T> {
  items: readonly T[];
  total: number;
}

export const EMPTY_PAGED: PagedList<never> = { items: [], total: null, pages: 0, failed: false };

/**
 * Page `number` arrived. Page 1 replaces the list (a first load or a refresh); a later page is added after the
 * rows shown, leaving out any already there: a new row at the top shifts the server's pages, so one may come twice.
 */
export function withPage<T>(list: PagedList<T>, page: Page<T>, number: number, idOf: (item: T) => number): PagedList<T> {
  const kept = number === 1 ? [] : list.items;
  const shown = new Set(kept.map(idOf));
  const added = page.items.filter((item) => !shown.has(idOf(item)));
  return { items: [...kept, ...added], total: page.total, pages: number, failed: false };
}

export function withFailure<T>(list: PagedList<T>): PagedList<T> {
  return { ...list, failed: true };
}
