/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { chartStrategy, isChartChunk } from './chart-cache';
import { isNewsRequest, newsStrategy } from './news-cache';
import { listenForPushes } from './push';
import { isTradeListRequest, tradeListStrategy } from './trade-list-cache';

// The shell and its chunks are precached at install, so a reload with the network gone still shows the app.
// Navigations to any app path get the cached shell; of the API only the news (news-cache.ts) and, with the network
// gone, the instrument list (trade-list-cache.ts) are served from here; the socket and uploads never are. The other
// answers an offline reload shows are the query cache's kept copy (src/lib/query/persist.ts says why it is that
// cache and not this worker).

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The first version takes the page at once. A later one waits until the user taps "Reload" in the update prompt
// (src/lib/service-worker.ts, through workbox-window's messageSkipWaiting), so a running page never has its
// chunks swapped under it.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The support chat's frame page (/chat/frame, server/chat/frame-page.ts) is the server's own page: given the shell
// instead, the frame would be refused (the shell may not be framed) and the chat would stay blank.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/v2\//, /^\/admin\//, /^\/uploads\//, /^\/chat\//],
  }),
);

registerRoute(({ url, request }) => isNewsRequest(url, request), newsStrategy);

registerRoute(({ url, request }) => isTradeListRequest(url, request), tradeListStrategy);

registerRoute(({ url, request }) => isChartChunk(url, request), chartStrategy);

listenForPushes();
