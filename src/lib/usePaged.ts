import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { ApiCallError } from '@/lib/http/errors';

// Loading a paged list (orders, ledger, records) page by page. What a list holds and how a page joins it are the
// caller's pure functions; this hook only asks for pages, drops the ones a refresh made stale, and marks the list
// failed (finished, spec section 8) when a load fails.

/** What every paged list state tells this hook: how many pages it holds. */
export interface PagesLoaded {
  pages: number;
}

/** How a kind of list takes a page in, and how it shows a failed load. */
export interface PagedListRules<L extends PagesLoaded, P> {
  empty: L;
  /** Page `number` arrived: page 1 replaces the list, a later one is added after it. */
  withPage: (list: L, page: P, number: number) => L;
  withFailure: (list: L) => L;
}

export interface Paged<L> {
  list: L;
  loading: boolean;
  /** The next page; InfiniteList asks for the first one itself. */
  loadMore: () => void;
  /** Page 1 again, replacing the list; resolves once shown (for pull-to-refresh and after a change). */
  refresh: () => Promise<void>;
  /** For lists that pushes change too: set it, judged on the list as last shown (listRef). */
  setList: Dispatch<SetStateAction<L>>;
  listRef: RefObject<L>;
}

/**
 * One paged list. `loadPage` asks the server for a page and must keep its identity while the list is the same;
 * `rules` must too (a module-level object, or memoised).
 */
export function usePaged<L extends PagesLoaded, P>(loadPage: (page: number) => Promise<P>, rules: PagedListRules<L, P>): Paged<L> {
  const [list, setList] = useState<L>(rules.empty);
  const [loading, setLoading] = useState(false);
  // Bumped by every refresh, so a page asked for before it cannot land on the new list.
  const generation = useRef(0);
  const listRef = useRef<L>(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  const load = useCallback(
    (page: number): Promise<void> => {
      const asked = generation.current;
      setLoading(true);
      return loadPage(page)
        .then((answer) => {
          if (asked === generation.current) setList((shown) => rules.withPage(shown, answer, page));
        })
        .catch((error: unknown) => {
          // A newer call to the same url replaced this one: not a failure.
          if (error instanceof ApiCallError && error.canceled) return;
          if (asked === generation.current) setList(rules.withFailure);
        })
        .finally(() => {
          if (asked === generation.current) setLoading(false);
        });
    },
    [loadPage, rules],
  );

  const refresh = useCallback(() => {
    generation.current += 1;
    return load(1);
  }, [load]);
  const loadMore = useCallback(() => void load(listRef.current.pages + 1), [load]);

  return { list, loading, loadMore, refresh, setList, listRef };
}
