import type { Paged, PagedListRules } from './paged';

// Paged lists whose pages come as `{ data, total }` (the loan and fund calls) and whose rows are told apart by
// `id`: the pages loaded so far, as a screen holds them. Pure, so the paging rules are tested without a browser.
// (src/features/fund/paged.ts holds the same rules for the fund screens and can move onto these.)

export interface DataPage<T> {
  data: readonly T[];
  total: number;
}

export interface DataList<T> {
  items: readonly T[];
  /** The server's count; null before the first page. */
  total: number | null;
  pages: number;
  failed: boolean;
}

/** Page 1 replaces, a later page adds the rows not shown yet (a new row at the top shifts the server's pages). */
export function dataListRules<T extends { id: number }>(): PagedListRules<DataList<T>, DataPage<T>> {
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

/** What InfiniteList is told of such a list: the rows so far, the count, whether the last page failed, what loads more. */
export function dataListState<T>({ list, loading, loadMore }: Paged<DataList<T>>) {
  return { items: list.items, total: list.total, loading, error: list.failed, onLoadMore: loadMore };
}
