import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { queryClient } from './client';

/**
 * What a route's loader calls for the data its screen draws first: the cached answer if there is one, else the
 * call, started on navigation (or on the link's hover, the router preloading on intent) rather than once the screen
 * has mounted. This is ensureQueryData, spelled as TanStack Query 5.108 asks (`query` with a static stale time).
 * A failure does not fail the navigation: the screen shows its own "could not load" state.
 */
export function routeData<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): Promise<void> {
  if (options.enabled === false) return Promise.resolve();
  return queryClient.query({ ...options, staleTime: 'static' }).then(
    () => undefined,
    () => undefined,
  );
}
