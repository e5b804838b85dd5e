import { useMemo } from 'react';
import { usePaged, type Paged as PagedState, type PagedListRules } from '@/lib/usePaged';
import { EMPTY_PAGED, withFailure, withPage, type Page, type PagedList } from './paged-list';

/** A paged wallet list of rows of type T, as the screens and records sections take it. */
export type Paged<T> = PagedState<PagedList<T>>;

/**
 * A paged wallet list. `loadPage` asks the server for one page; when it changes (another account, another tab) the
 * caller remounts the list with a new key, so a page of the old one can never land in the new one.
 */
export function usePagedList<T>(loadPage: (page: number) => Promise<Page<T>>, idOf: (item: T) => number): Paged<T> {
  const rules = useMemo<PagedListRules<PagedList<T>, Page<T>>>(
    () => ({ empty: EMPTY_PAGED, withPage: (list, page, number) => withPage(list, page, number, idOf), withFailure }),
    [idOf],
  );
  return usePaged(loadPage, rules);
}
