/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { keyByLanguage, markKeptCopy, onlySuccessfulEnvelopes } from './cache-plugins';

// The instrument list offline (network first, Workbox's): always asked of the network, its last successful answer
// kept per language; with the network gone the worker answers from that copy, marked as a kept copy, so a reload
// offline has the list from the first request (index.html's, before the app's code has run). The page shows the copy
// as not current, with its time (src/lib/query/kept-copy.ts); the query cache's own kept answers (persist.ts) stay
// the source of every other screen's offline data. The list is the same for every user, so no session is keyed.

export const TRADE_LIST_CACHE = 'meridian-trade-list';

const TRADE_LIST_PATH = '/v2/api/forex/trade_list';

/** One copy per language is all there is to keep (18 languages). */
const MAX_ENTRIES = 18;

export function isTradeListRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && url.pathname === TRADE_LIST_PATH;
}

export const tradeListStrategy = new NetworkFirst({
  cacheName: TRADE_LIST_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    onlySuccessfulEnvelopes,
    keyByLanguage,
    markKeptCopy,
    new ExpirationPlugin({ maxEntries: MAX_ENTRIES }),
  ],
});
