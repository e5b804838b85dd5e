import type { Paged, PagedListRules } from './paged';

// A paged list of rows told apart by `id`, for the calls that answer `{ data, total }` pages (funds, news): the pages
// loaded so far, the rules by which a page joins them, and what InfiniteList is told of them. Pure, so the paging
// rules are tested without a browser.

export interface RowList<T> {
  items: readonly T[];
  /** The server's count; null before the first page. */
  total: number | null;
  pages: number;
  failed: boolean;
}

export interface RowPage<T> {
  data: readonly T[];
  total: number;
}

/** Page 1 replaces, a later page adds the rows not shown yet (a new row at the top shifts the server's pages). */
export function rowListRules<T extends { id: number }, P extends RowPage<T> = RowPage<T>>(): PagedListRules<RowList<T>, P> {
  return {
    empty: { items: [], total: null, pages: 0, failed: false },
    withPage: (list, page, number) => {
      const kept = number === 1 ? [] : list.items;
      const shown = new Set(kept.map((item) => item.id));
      return { items: [...kept, ...page.data.filter((item) => !shown.has(item.id))], total: page.total, pages: number, failed: false };
    },
    withFailure: (list) => ({ ...list, failed: true }),
  };
}

/** What InfiniteList is told of a paged row list: the rows so far, the count, whether the last page failed, what loads more. */
export function infiniteListState<T>({ list, loading, loadMore }: Paged<RowList<T>>) {
  return { items: list.items, total: list.total, loading, error: list.failed, onLoadMore: loadMore };
}
