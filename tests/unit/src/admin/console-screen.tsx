import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { consoleRouter } from '../../../../src/admin/routing/routes';
import { operatorSessionAtom, store } from '../../../../src/admin/store';

// A console screen as the console shows it: on its own route of the console's router (at `path` under /admin), so
// its search, links and filters move as they do, signed in as an admin, with a fresh cache. The server is the
// test's mock of adminApi.

export function renderConsoleScreen(route: AnyRoute, screen: RouteComponent, path: string): void {
  route.update({ component: screen });
  store.set(operatorSessionAtom, { token: 'operator-token-for-tests', operator: { id: 1, email: 'admin@example.com', role: 'admin' } });
  // Not awaited: the move settles once the router is rendered (a router left by an earlier test waits for that).
  void consoleRouter.navigate({ href: path, replace: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={consoleRouter} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}
