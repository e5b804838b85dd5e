import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { socketClient } from '../socket';
import { useOnline } from '../useOnline';
import { staleSince } from './stale-since';

// Whether a screen shows answers that are not current, and from when (issue 19: "as of 14:02"). An answer is not
// current when the network is gone, when its last refresh failed (the cache keeps the last good answer), or when it
// is a copy kept from an earlier visit that has not been refreshed yet (it arrived before this page was loaded).

/** When this page was loaded: an answer older than that came from the kept copy (kept-answers.ts). */
const PAGE_LOADED_AT = performance.timeOrigin;

/**
 * The oldest time among the answers a screen shows (the mounted queries under these key prefixes) that are not
 * current, or null when all are current. Follows the cache, so the note goes once fresh answers arrive.
 */
export function useAsOf(prefixes: readonly QueryKey[]): number | null {
  const client = useQueryClient();
  const online = useOnline();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = () => {
    let oldest: number | null = null;
    for (const prefix of prefixes) {
      for (const query of cache.findAll({ queryKey: prefix, type: 'active' })) {
        const since = staleSince(query, online, PAGE_LOADED_AT);
        if (since !== null && (oldest === null || since < oldest)) oldest = since;
      }
    }
    return oldest;
  };
  return useSyncExternalStore(subscribe, read, read);
}

const subscribeSocket = (onChange: () => void) => socketClient.status.subscribe(onChange);
const readSocket = () => socketClient.status.get();

/**
 * Whether prices are live: the network is there and the socket that pushes them is not down (it is 'connecting'
 * for a moment at every start, which is not worth a warning; 'offline' is a dropped connection between retries).
 */
export function useLivePrices(): boolean {
  const online = useOnline();
  const status = useSyncExternalStore(subscribeSocket, readSocket, () => 'open');
  return online && status !== 'offline';
}
