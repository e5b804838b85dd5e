/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';

// The chart's Highcharts chunk is left out of the precache (most visits never open a chart: vite.config.ts) but kept
// once fetched, so the trade screen reloaded offline still draws the candles Dexie holds. Its name carries its hash,
// so a kept copy is never out of date: it is answered from the cache first (Workbox's CacheFirst), and only one copy
// is kept, so a new deploy's chunk (another name) takes the old one's place.

export const CHART_CACHE = 'meridian-chart';

const CHART_CHUNK = /^\/assets\/highstock-[^/]+\.js$/;

export function isChartChunk(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && CHART_CHUNK.test(url.pathname);
}

export const chartStrategy = new CacheFirst({
  cacheName: CHART_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1 })],
});
