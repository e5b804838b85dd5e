/// <reference lib="webworker" />

// News offline (stale while revalidate): the news list and every article once read are answered from this cache at
// once when there is a copy, and asked of the network at the same time to refresh it; with the network gone the
// copy is all there is, and the screen says how old it is (each answer carries `as_of`). Copies are kept per
// language (the `lang` header) and without the `t` timestamp the client adds to every GET, which would make every
// request new. Only successful answers (envelope code 1) are kept.

export const NEWS_CACHE = 'meridian-news';

const NEWS_PATHS = new Set(['/api/news/list', '/api/news/info']);

/** The most copies kept; the oldest go first (a reader reads a few dozen articles, not thousands). */
const MAX_ENTRIES = 200;

export function isNewsRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && NEWS_PATHS.has(url.pathname);
}

function cacheKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('t');
  url.searchParams.set('lang', request.headers.get('lang') ?? '');
  url.searchParams.sort();
  return url.toString();
}

async function keep(cache: Cache, key: string, response: Response): Promise<void> {
  if (!response.ok) return;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 1) return;
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((old) => cache.delete(old)));
}

export async function staleWhileRevalidate(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(NEWS_CACHE);
  const key = cacheKey(request);
  const cached = await cache.match(key);
  const network = fetch(request).then(async (response) => {
    await keep(cache, key, response.clone());
    return response;
  });
  if (cached) {
    // Refresh the copy for next time; a failure (offline) leaves the copy as it is.
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}
