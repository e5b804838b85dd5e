// Work that the first screen does not need (keeping answers on the device, for one) waits until the page has loaded
// and the browser has an idle moment, so it never competes with the first paint or the first screen's answers.

/** How long an idle moment is waited for after the load before the work runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

let settled: Promise<void> | null = null;

/** Resolves once the page has loaded and then the browser was idle (or IDLE_TIMEOUT_MS passed). */
export function afterPageLoad(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}
