// The service worker precaches the shell so Meridian opens with the network gone. It is only registered in a
// production build: in development Vite serves modules the worker would cache stale.
//
// The browser's own register() does all this app asks (the worker takes over by itself, sw/sw.ts): workbox-window
// would add 5.7 KB to the entry for events nothing listens to. An update prompt would want it back, loaded lazily.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, as Workbox did, so the worker's precaching does not compete with the first paint.
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
