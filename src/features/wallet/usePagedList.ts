import { useMemo } from 'react';
import { usePagedQuery, type Paged as PagedState, type PagedListRules, type PagedQuery } from '@/lib/query';
import { EMPTY_PAGED, withFailure, withPage, type Page, type PagedList } from './paged-list';

/** A paged wallet list of rows of type T, as the screens and records sections take it. */
export type Paged<T> = PagedState<PagedList<T>>;

/** A paged wallet list (one of ./queries), its rows told apart by `idOf` (a module-level function). */
export function usePagedList<T>(query: PagedQuery<Page<T>>, idOf: (item: T) => number): Paged<T> {
  const rules = useMemo<PagedListRules<PagedList<T>, Page<T>>>(
    () => ({ empty: EMPTY_PAGED, withPage: (list, page, number) => withPage(list, page, number, idOf), withFailure }),
    [idOf],
  );
  return usePagedQuery(query, rules);
}
