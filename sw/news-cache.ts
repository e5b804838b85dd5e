/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { keyByLanguage, onlySuccessfulEnvelopes } from './cache-plugins';

// News offline (stale while revalidate, Workbox's): the news list and every article once read are answered from this
// cache at once when there is a copy, and asked of the network at the same time to refresh it; with the network
// gone the copy is all there is, and the screen says how old it is (each answer carries `as_of`). Copies are kept
// per language, and only successful answers (HTTP 200 with envelope code 1).

export const NEWS_CACHE = 'meridian-news';

const NEWS_PATHS = new Set(['/api/news/list', '/api/news/info']);

/** The most copies kept; the oldest go first (a reader reads a few dozen articles, not thousands). */
const MAX_ENTRIES = 200;

export function isNewsRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && NEWS_PATHS.has(url.pathname);
}

export const newsStrategy = new StaleWhileRevalidate({
  cacheName: NEWS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    onlySuccessfulEnvelopes,
    keyByLanguage,
    new ExpirationPlugin({ maxEntries: MAX_ENTRIES }),
  ],
});
