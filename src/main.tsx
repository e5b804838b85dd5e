import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { getStartCheck, getUserInfo } from '@common/api/access';
import { getBasicInfo } from '@common/api/settings';
import { api, connectApiToShell } from './lib/http/api';
import { afterPageLoad, firstScreenDrawn } from './lib/after-load';
import { firstPaintHandoff } from './lib/first-paint';
import { activateLocale, i18n } from './lib/i18n';
import { queryClient, refreshOnReturn } from './lib/query';
import { restoreKeptAnswers, startKeepingAnswers } from './lib/query/kept-answers';
import { upgradeLegacyHashUrl } from './lib/legacy-hash';
import { registerServiceWorker } from './lib/service-worker';
import { socketClient } from './lib/socket';
import { followOtherTabs, onSignedOut, updateUser } from './lib/session';
import { signInAgainFrom } from './lib/sign-in-again';
import { baseSettingsAtom, localeAtom, sessionAtom, store, themeChoiceAtom } from './lib/store';
import { applyTheme, followSystemTheme } from './lib/theme';
import { router } from './router';
import { toast } from './ui';
import './ui/theme.css';
import './ui/base.css';

/**
 * How long the first render waits for the first screen's data (the route's loader) before drawing without it. The
 * calls left with the HTML, so they are usually in by now; on a network that hangs, the screen is drawn with its
 * skeletons after this rather than when the call gives up.
 */
const FIRST_DATA_WAIT_MS = 2_000;

/** Tells after-load.ts the first screen is on the page: its effect runs once React has committed the first render. */
function FirstScreenDrawn(): null {
  useEffect(firstScreenDrawn, []);
  return null;
}

async function boot(): Promise<void> {
  upgradeLegacyHashUrl();

  applyTheme(store.get(themeChoiceAtom));
  store.sub(themeChoiceAtom, () => applyTheme(store.get(themeChoiceAtom)));
  followSystemTheme(() => store.get(themeChoiceAtom));

  // The first paint is already in the user's language, and shows the answers the last visit kept (an offline
  // reload shows the last prices, balances and orders with their time). A page the service worker does not control
  // (a first visit) has nothing kept and does not wait for it: Dexie is then not downloaded before the first screen
  // (kept-answers.ts loads it for the first read or write, and writes once the page has loaded).
  // The catalog was asked for by index.html's boot script, beside the bundle; the app's stylesheets too, without
  // holding up the prerendered skeleton: the screen is drawn once they are in, so it never shows unstyled.
  const hasKept = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  await Promise.all([activateLocale(store.get(localeAtom)), hasKept ? restoreKeptAnswers() : null, firstPaintHandoff()?.styles]);
  startKeepingAnswers();

  connectApiToShell({
    toast: (message) => toast.show(message, 'error'),
    toastSuccess: (message) => toast.show(message, 'success'),
    goToLogin: () => {
      const target = signInAgainFrom(router.state.location);
      if (target) void router.navigate(target);
    },
  });

  // The route's own data (for `/`, the instrument list and its categories) is awaited too, for a while: answers
  // that land while React draws in slices make it throw that work away and draw the whole tree again in one long
  // task (a store read during the render changed), which was most of the first screen's blocking time.
  // A load that fails must not keep the app from drawing: the screens show their own errors.
  await Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The prerendered skeleton is on screen meanwhile, so the first render need not be one block of work: as a
  // transition React yields to the browser between pieces of it, and a tap or a paint is never held up long.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <JotaiProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <I18nProvider i18n={i18n}>
              <RouterProvider router={router} />
            </I18nProvider>
          </QueryClientProvider>
        </JotaiProvider>
        <FirstScreenDrawn />
      </StrictMode>,
    ),
  );

  // The start check: when the operator has closed the service (maintenance, region), the visitor is sent to the
  // notice page it names. Offline, the check fails quietly and the cached app carries on.
  api(getStartCheck, {}, { initial: true, silent: true })
    .then((check) => {
      if (check.status !== 0 && /^https?:\/\//.test(check.loss_url)) window.location.replace(check.loss_url);
    })
    .catch(() => undefined);
  api(getBasicInfo, {}, { initial: true, silent: true })
    .then((settings) => store.set(baseSettingsAtom, settings))
    .catch(() => undefined);
  // A stored session is checked once at start: an expired one is cleared (999), a live one refreshes the user.
  if (store.get(sessionAtom)) {
    api(getUserInfo, {}, { initial: true, silent: true })
      .then(updateUser)
      .catch(() => undefined);
  }
  // Signing out (or in) in another tab reaches this one: its data goes and a page that needs a session leaves.
  followOtherTabs(() => void router.invalidate());
  // So does a session that ends without a tap here: the start check above finds it ended (a freeze from an email
  // ends every session) after the page's own calls were answered from what the last visit kept, so no call of the
  // page is refused and nothing else would send the user on to /login.
  onSignedOut(() => void router.invalidate());
  // The network, the socket or the app coming back refreshes what is shown, without a tap.
  refreshOnReturn(queryClient, { network: window, page: document, socket: socketClient.status });
  // What the first screen does not draw waits until it has been drawn and the browser is idle: the socket (one for
  // the whole browser, logged in with the stored session; the list shows the prices it came with until then) and
  // the service worker's registration, whose precaching would otherwise compete with the first screen's downloads.
  void afterPageLoad().then(() => {
    socketClient.start();
    registerServiceWorker();
  });
}

void boot();
