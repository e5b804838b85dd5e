import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { plainSearch } from '../../../src/lib/search';
import { store } from '../../../src/lib/store';

/** A cache for one test: no retries, so a refusal shows at once. */
const freshCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders `router` inside the app's providers: its store, the cache given (a fresh one unless given) and English. */
export function mountRouter(router: AnyRouter, client: QueryClient = freshCache()): QueryClient {
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return client;
}

/**
 * Renders a screen as the app does: in a router (at `path`), with the app's store, a fresh cache and English.
 * Returns that cache, for a test that changes an answer as a push would.
 */
export function renderScreen(screen: () => ReactNode, path = '/'): QueryClient {
  const router = createRouter({
    routeTree: createRootRoute({ component: screen }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return mountRouter(router);
}

/**
 * A screen rendered as renderScreen does, with the app's search rules, returning the router as well so a test can
 * tell where a tap went (`whereNow`).
 */
export function renderRouted(screen: () => ReactNode, path: string): { router: AnyRouter; client: QueryClient } {
  const router = createRouter({
    routeTree: createRootRoute({ component: screen }),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...plainSearch,
  });
  return { router, client: mountRouter(router) };
}

/** Where the router is now: the path and its search as the app reads it. */
export function whereNow(router: AnyRouter): { pathname: string; search: Record<string, unknown> } {
  const { pathname, search } = router.state.location;
  return { pathname, search: search as Record<string, unknown> };
}
