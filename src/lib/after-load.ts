// Work that the first screen does not need (keeping answers on the device, the socket, the service worker) waits
// until that screen has been drawn, the page has loaded and the browser has an idle moment, so it never competes
// with the first paint or the first screen's answers. The load alone is not enough: it comes once the bundle has
// run, while the app may still be waiting for the first screen's data, and an idle moment of that wait would let
// the deferred downloads start before the screen they were deferred for.

/** How long an idle moment is waited for after the load before the work runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

let drawn: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Says the first screen has been drawn (main.tsx, once React has committed it). */
export function firstScreenDrawn(): void {
  drawn();
}

function pageLoaded(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

function idleMoment(): Promise<void> {
  return new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

let settled: Promise<void> | null = null;

/** Resolves once the first screen has been drawn and the page has loaded, and then the browser was idle (or IDLE_TIMEOUT_MS passed). */
export function afterPageLoad(): Promise<void> {
  settled ??= Promise.all([firstScreen, pageLoaded()]).then(idleMoment);
  return settled;
}
