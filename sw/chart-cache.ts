/// <reference lib="webworker" />

// The chart's Highcharts chunk is left out of the precache (most visits never open a chart: vite.config.ts) but kept
// once fetched, so the trade screen reloaded offline still draws the candles Dexie holds. Its name carries its hash,
// so a kept copy is never out of date: it is answered from the cache first, and a new deploy's chunk (another name)
// replaces the old ones.

export const CHART_CACHE = 'meridian-chart';

const CHART_CHUNK = /^\/assets\/highstock-[^/]+\.js$/;

export function isChartChunk(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && CHART_CHUNK.test(url.pathname);
}

export async function chartChunkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CHART_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    // Only this deploy's chunk is worth keeping: older names are never asked for again.
    const older = await cache.keys();
    await Promise.all(older.map((key) => cache.delete(key)));
    await cache.put(request, response.clone());
  }
  return response;
}
