import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { themeChoiceAtom } from '@/lib/store';
import { applyTheme, followSystemTheme } from '@/lib/theme';
import { Toaster } from '@/ui';
import { activateConsoleLocale, i18n } from './i18n';
import { consoleRouter } from './router';
import { consoleLocaleAtom, operatorSessionAtom, store } from './store';
// The design system's tokens and base, as the PWA's entry imports them: src/ui's index is free of side effects
// (package.json), so its own imports of them are not to be relied on.
import '@/ui/theme.css';
import '@/ui/base.css';
import './console.css';

// The back-office console's entry (admin/index.html). The PWA never loads it and its service worker never
// caches it. Server data goes through the query cache; queue counts and the dashboard refresh on a timer.

// Reads and writes alike are never retried (a retry is the operator's) and never held back offline: the HTTP
// client decides what offline means and answers at once with its network error.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

async function boot(): Promise<void> {
  applyTheme(store.get(themeChoiceAtom));
  store.sub(themeChoiceAtom, () => applyTheme(store.get(themeChoiceAtom)));
  followSystemTheme(() => store.get(themeChoiceAtom));
  await activateConsoleLocale(store.get(consoleLocaleAtom));
  store.sub(consoleLocaleAtom, () => void activateConsoleLocale(store.get(consoleLocaleAtom)));
  // Signing out (or a 999) empties the cache: another operator signing in here sees nothing of the last one.
  store.sub(operatorSessionAtom, () => {
    if (!store.get(operatorSessionAtom)) queryClient.clear();
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('admin/index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={consoleRouter} />
            <Toaster />
          </I18nProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}

void boot();
