import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useOnline } from '../useOnline';

// Paged lists (orders, ledger, records) through the cache's infinite queries. What a list holds and how a page
// joins it stay the caller's pure functions (`rules`); the cache keeps the pages, so a list shown again comes
// back at once, a refresh or a reconnect asks for the pages shown, and pushes can change them (see pushes.ts).

/** What every paged list state tells the screens: how many pages it holds. */
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

/** One paged call: its key in the cache and how to ask for a page (from 1). */
export interface PagedQuery<P> {
  queryKey: QueryKey;
  loadPage: (page: number) => Promise<P>;
  /** False for a guest, or while the call cannot be made yet. */
  enabled?: boolean;
}

export interface Paged<L> {
  list: L;
  loading: boolean;
  /** The next page; InfiniteList asks for the first one itself. */
  loadMore: () => void;
  /** The pages shown asked again, replacing the list; resolves once shown (pull-to-refresh, after a change). */
  refresh: () => Promise<void>;
}

/** The pages in the cache, as the list the screen shows. */
export function foldPages<L extends PagesLoaded, P>(pages: readonly P[], rules: PagedListRules<L, P>): L {
  return pages.reduce<L>((list, page, index) => rules.withPage(list, page, index + 1), rules.empty);
}

/** One paged list. `rules` must keep its identity (a module-level object, or memoised). */
export function usePagedQuery<L extends PagesLoaded, P>(query: PagedQuery<P>, rules: PagedListRules<L, P>): Paged<L> {
  const result = useInfiniteQuery({
    queryKey: query.queryKey,
    queryFn: ({ pageParam }) => query.loadPage(pageParam),
    initialPageParam: 1,
    // Whether there is more is the list's own call (InfiniteList compares what it holds with the total).
    getNextPageParam: (_last, _all, lastPage) => lastPage + 1,
    enabled: query.enabled ?? true,
  });
  const { data, isError, isFetching, fetchNextPage, refetch } = result;
  const enabled = query.enabled ?? true;
  // Offline, a list that has an answer (a kept one after a reload, or the last one shown) shows it as it was, with
  // the screen's "as of" note, rather than "could not load": an empty kept list reads "nothing here, as of 14:02".
  const online = useOnline();
  const failed = isError && (online || data === undefined);
  const list = useMemo(() => {
    const folded = foldPages(data?.pages ?? [], rules);
    return failed ? rules.withFailure(folded) : folded;
  }, [data, failed, rules]);
  const hasData = data !== undefined;
  const loadMore = useCallback(() => {
    // Offline, a shown list asks for no more pages (each would fail; the list is not marked failed, see above).
    if (isFetching || !enabled || (hasData && !online)) return;
    void (hasData ? fetchNextPage() : refetch());
  }, [isFetching, enabled, hasData, online, fetchNextPage, refetch]);
  // Stable, so a screen may run an effect on it (the micro tab's timer).
  const refresh = useCallback(() => refetch().then(() => undefined), [refetch]);
  return { list, loading: isFetching, loadMore, refresh };
}
