import { useCallback, useRef, useState } from 'react';
import { ApiCallError } from '@/lib/http/errors';
import { EMPTY_PAGED, withFailure, withPage, type Page, type PagedList } from './paged-list';

export interface Paged<T> {
  list: PagedList<T>;
  loading: boolean;
  /** The next page; InfiniteList asks for the first one itself. */
  loadMore: () => void;
  /** Page 1 again, replacing the list; resolves once shown (for pull-to-refresh and after a submit). */
  refresh: () => Promise<void>;
}

/**
 * A paged wallet list. `loadPage` asks the server for one page; when it changes (another account, another tab) the
 * caller remounts the list with a new key, so a page of the old one can never land in the new one.
 */
export function usePagedList<T>(loadPage: (page: number) => Promise<Page<T>>, idOf: (item: T) => number): Paged<T> {
  const [list, setList] = useState<PagedList<T>>(EMPTY_PAGED);
  const [loading, setLoading] = useState(false);
  // Bumped by every refresh, so a page asked for before it cannot land on the new list.
  const generation = useRef(0);
  const pages = useRef(0);

  const load = useCallback(
    (page: number): Promise<void> => {
      const asked = generation.current;
      setLoading(true);
      return loadPage(page)
        .then((answer) => {
          if (asked !== generation.current) return;
          pages.current = page;
          setList((shown) => withPage(shown, answer, page, idOf));
        })
        .catch((error: unknown) => {
          // A newer call to the same url replaced this one: not a failure.
          if (error instanceof ApiCallError && error.canceled) return;
          if (asked === generation.current) setList(withFailure);
        })
        .finally(() => {
          if (asked === generation.current) setLoading(false);
        });
    },
    [loadPage, idOf],
  );

  const refresh = useCallback(() => {
    generation.current += 1;
    return load(1);
  }, [load]);
  const loadMore = useCallback(() => void load(pages.current + 1), [load]);

  return { list, loading, loadMore, refresh };
}
