import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBasicInfo } from '@common/api/settings';
import { api, connectApiToShell } from './lib/http/api';
import { activateLocale, i18n } from './lib/i18n';
import { upgradeLegacyHashUrl } from './lib/legacy-hash';
import { registerServiceWorker } from './lib/service-worker';
import { baseSettingsAtom, localeAtom, store, themeChoiceAtom } from './lib/store';
import { applyTheme, followSystemTheme } from './lib/theme';
import { router } from './router';
import { toast } from './ui';
import './ui/theme.css';
import './ui/base.css';

async function boot(): Promise<void> {
  upgradeLegacyHashUrl();

  applyTheme(store.get(themeChoiceAtom));
  store.sub(themeChoiceAtom, () => applyTheme(store.get(themeChoiceAtom)));
  followSystemTheme(() => store.get(themeChoiceAtom));

  // The first paint is already in the user's language.
  await activateLocale(store.get(localeAtom));

  connectApiToShell({
    toast: (message) => toast.show(message, 'error'),
    goToLogin: () => {
      const from = router.state.location.href;
      void router.navigate({ to: '/login', search: from.startsWith('/login') ? {} : { from } });
    },
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </JotaiProvider>
    </StrictMode>,
  );

  api(getBasicInfo, {}, { initial: true, silent: true })
    .then((settings) => store.set(baseSettingsAtom, settings))
    .catch(() => undefined);
  registerServiceWorker();
}

void boot();
