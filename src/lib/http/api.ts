import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';
import { deviceId, signOut } from '../session';
import { loadingCountAtom, localeAtom, sessionAtom, store } from '../store';
import { firstPaintHandoff } from '../first-paint';
import { createHttpClient } from './client';
import { earlyFetch } from './early-fetch';

// The PWA's client instance. The toast and the navigation to /login belong to the screens, which hand them in at
// start (main.tsx), so this file needs neither the design system nor the router.

interface ShellHooks {
  /** A refusal or a network failure. */
  toast(message: string): void;
  /** A success message the call asked to show (`toastSuccess`). */
  toastSuccess?(message: string): void;
  goToLogin(): void;
}

let hooks: ShellHooks = { toast: () => undefined, goToLogin: () => undefined };

export function connectApiToShell(shell: ShellHooks): void {
  hooks = shell;
}

export const api = createHttpClient({
  baseUrl: window.location.origin,
  getToken: () => store.get(sessionAtom)?.token ?? null,
  getLang: () => store.get(localeAtom),
  getDeviceId: deviceId,
  toast: (message) => hooks.toast(message),
  toastSuccess: (message) => (hooks.toastSuccess ?? hooks.toast)(message),
  onSessionExpired: (goToLogin) => {
    signOut();
    if (goToLogin) hooks.goToLogin();
  },
  onLoading: (delta) => store.set(loadingCountAtom, (count) => Math.max(0, count + delta)),
  networkErrorMessage: (code) => i18n._(msg`Network error (${code}). Please check your connection.`),
  now: () => Date.now(),
  newIdempotencyKey: () => crypto.randomUUID(),
  // The first screen's calls may already be on their way, started by index.html before the bundle arrived.
  fetch: earlyFetch(
    firstPaintHandoff,
    (input, init) => fetch(input, init),
    () => Date.now(),
  ),
});
