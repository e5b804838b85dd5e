import type { FundPage } from '@common/api/fund';
import type { Paged, PagedListRules } from '@/lib/query';

// A fund list as a screen holds it: the pages loaded so far. Pure, so the paging rules are tested without a browser.

export interface FundList<T> {
  items: readonly T[];
  /** The server's count; null before the first page. */
  total: number | null;
  pages: number;
  failed: boolean;
}

/** The paging rules for rows told apart by `id`: page 1 replaces, a later page adds the rows not shown yet. */
export function fundListRules<T extends { id: number }>(): PagedListRules<FundList<T>, FundPage<T>> {
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

/** What InfiniteList is told of a paged fund list: the rows so far, the count, whether the last page failed, what loads more. */
export function infiniteListState<T>({ list, loading, loadMore }: Paged<FundList<T>>) {
  return { items: list.items, total: list.total, loading, error: list.failed, onLoadMore: loadMore };
}
