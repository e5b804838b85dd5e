import { createValue, type Readable } from './socket/value';

// The service worker precaches the shell so Meridian opens with the network gone. It is only registered in a
// production build: in development Vite serves modules the worker would cache stale.
//
// A new version's worker waits (sw/sw.ts) until the user agrees to reload: switching the files under a running page
// could leave it asking for chunks the new cache no longer has. workbox-window tells when a worker is waiting and
// hands it the word; it is loaded after the page, so it costs the first load nothing.

/** Installs the waiting version and reloads the page once it controls it. */
export type ApplyUpdate = () => void;

const waiting = createValue<ApplyUpdate | null>(null);

/** A new version ready to take over (the prompt shows while set), or null. */
export const serviceWorkerUpdate: Readable<ApplyUpdate | null> = waiting;

/** Offers an update to the prompt; `apply` runs when the user taps reload. */
export function offerUpdate(apply: ApplyUpdate): void {
  waiting.set(apply);
}

/** The user put the update off: the prompt goes until the next waiting version (or the next visit). */
export function dismissUpdate(): void {
  waiting.set(null);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, as Workbox does, so the worker's precaching does not compete with the first paint.
  const register = () => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () =>
          offerUpdate(() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }),
        );
        return workbox.register();
      })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
