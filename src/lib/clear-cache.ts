import { pruneOld } from './kline-cache';
import { queryClient } from './query';

// "Clear cached data" of the system page: the chart history in IndexedDB (Dexie), the service worker's runtime
// caches (news, lists) and the answers held in memory. The app shell's precache stays, so the app still opens
// offline; the session and preferences stay too (they are settings, not a cache).

const SHELL_CACHE_PREFIX = 'workbox-precache';

export async function clearCachedData(): Promise<void> {
  await pruneOld(Date.now(), 0, 0);
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)));
  }
  queryClient.removeQueries();
}
