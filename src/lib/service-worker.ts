import { Workbox } from 'workbox-window';

// The service worker precaches the shell so Meridian opens with the network gone. It is only registered in a
// production build: in development Vite serves modules the worker would cache stale.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.register().catch((error: unknown) => console.warn('service worker registration failed', error));
}
