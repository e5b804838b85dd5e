/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { KEPT_COPY_HEADER } from '../common/kept-copy';

// What the worker's API caches share (news-cache.ts, trade-list-cache.ts).

/**
 * Keys a copy by its URL without `t` and with the request's language, so each language has its own: the client
 * adds `t` to every GET, which would make every request new.
 */
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
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    return body?.code === 1 ? response : null;
  },
};

/** Marks a copy given from the cache, so the page can tell it from a fresh answer and show its time. */
export const markKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => {
    if (!cachedResponse) return Promise.resolve(null);
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_COPY_HEADER, '1');
    return Promise.resolve(
      new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers }),
    );
  },
};
