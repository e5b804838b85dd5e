import type { Paged, PagedListRules } from './paged';

// A paged list of rows told apart by an id, as most screens hold one: the pages loaded so far. Pure, so the paging
// rules are tested without a browser. Lists with more to them (the orders' live prices) keep their own rules.

export interface IdList<T> {
  items: readonly T[];
  /** The server's count; null before the first page. */
  total: number | null;
  /** Pages loaded: the next one to ask for is pages + 1. */
  pages: number;
  /** The last load failed: the list is finished (spec section 8). */
  failed: boolean;
}

/** A page as the paged calls answer it. */
export interface IdPage<T> {
  data: readonly T[];
  total: number;
}

export const EMPTY_ID_LIST: IdList<never> = { items: [], total: null, pages: 0, failed: false };

/**
 * The paging rules for rows with the id `idOf` gives (a module-level function, or the rules lose their identity):
 * page 1 replaces the list, a later page adds the rows not shown yet (a new row at the top shifts the server's
 * pages, so one may come twice).
 */
export function idListRules<T>(idOf: (item: T) => number): PagedListRules<IdList<T>, IdPage<T>> {
  return {
    empty: EMPTY_ID_LIST,
    withPage: (list, page, number) => {
      const kept = number === 1 ? [] : list.items;
      const shown = new Set(kept.map(idOf));
      return { items: [...kept, ...page.data.filter((item) => !shown.has(idOf(item)))], total: page.total, pages: number, failed: false };
    },
    withFailure: (list) => ({ ...list, failed: true }),
  };
}

/**
 * What InfiniteList is told of a paged list: the rows so far, the count, whether the last page failed, what loads
 * more. A complete list asked again in the background (a push, a pull) is not "loading more": its footer stays.
 */
export function infiniteListProps<T>({ list, loading, loadMore }: Paged<IdList<T>>) {
  const complete = list.total !== null && list.items.length >= list.total;
  return { items: list.items, total: list.total, loading: loading && !complete, error: list.failed, onLoadMore: loadMore };
}
