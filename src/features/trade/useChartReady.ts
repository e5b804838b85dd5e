import { useEffect, useState, type RefObject } from 'react';

// Highcharts is loaded once the trade screen is interactive: evaluating its chunk and creating the chart are each
// a long task on a slow phone, and the screen's first seconds belong to the price, the form and the first ticks.
// Until then CandleSketch draws the candles. The user reaching for the chart (a touch, a click, the keyboard)
// loads it at once; otherwise it comes after the page's load event and a quiet moment.

/** After the load event: long enough for the first answers and ticks to be handled, short enough to pan soon. */
const QUIET_MS = 3_000;
/** The most an idle callback may wait on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** Once the full chart was wanted, every later chart area shows it at once (its chunk is loaded or loading). */
let wanted = false;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/** Whether the chart area `area` should show the full chart rather than the sketch. */
export function useChartReady(area: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(wanted);
  useEffect(() => {
    if (ready) return;
    const element = area.current;
    const want = () => {
      wanted = true;
      setReady(true);
    };
    let cancelIdle: (() => void) | undefined;
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(() => (cancelIdle = whenIdle(want)), QUIET_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    element?.addEventListener('pointerdown', want);
    element?.addEventListener('focusin', want);
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      cancelIdle?.();
      element?.removeEventListener('pointerdown', want);
      element?.removeEventListener('focusin', want);
    };
  }, [ready, area]);
  return ready;
}
