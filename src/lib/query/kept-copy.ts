import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { KeptCopyError } from '../http/errors';

/**
 * A read the service worker may answer from its kept copy when the network is gone (sw/trade-list-cache.ts). The
 * read still fails, as it would without the copy, so the screen knows the answer is not current; the copy goes in
 * the cache at the time it is from when it is newer than what the cache shows (or the cache shows nothing, as on a
 * reload before any answer was kept), so the screen's "as of" tells that time, never the moment it was read.
 */
export function orKeptCopy<T>(client: QueryClient, queryKey: QueryKey, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof KeptCopyError) {
        const shownAt = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
        if (client.getQueryData(queryKey) === undefined || error.keptAt > shownAt) {
          client.setQueryData(queryKey, error.data, { updatedAt: error.keptAt });
        }
      }
      throw error;
    }
  };
}
