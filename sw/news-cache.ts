/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';

// News offline (stale while revalidate, Workbox's): the news list and every article once read are answered from this
// cache at once when there is a copy, and asked of the network at the same time to refresh it; with the network
// gone the copy is all there is, and the screen says how old it is (each answer carries `as_of`). Copies are kept
// per language (the `lang` header) and without the `t` timestamp the client adds to every GET, which would make
// every request new. Only successful answers (HTTP 200 with envelope code 1) are kept.

export const NEWS_CACHE = 'meridian-news';

const NEWS_PATHS = new Set(['/api/news/list', '/api/news/info']);

/** The most copies kept; the oldest go first (a reader reads a few dozen articles, not thousands). */
const MAX_ENTRIES = 200;

export function isNewsRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && NEWS_PATHS.has(url.pathname);
}

/** Keys a copy by its URL without `t` and with the request's language, so each language has its own. */
export const keyByLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('t');
    url.searchParams.set('lang', request.headers.get('lang') ?? '');
    url.searchParams.sort();
    return Promise.resolve(url.toString());
  },
};

/** Keeps only answers whose envelope says success: a refusal is no copy to show offline. */
export const onlySuccessfulEnvelopes: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
    return body?.code === 1 ? response : null;
  },
};

export const newsStrategy = new StaleWhileRevalidate({
  cacheName: NEWS_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), onlySuccessfulEnvelopes, keyByLanguage, new ExpirationPlugin({ maxEntries: MAX_ENTRIES })],
});
