import { useCallback, useRef, useSyncExternalStore } from 'react';
import { socketClient } from '../../lib/socket';
import { FRESH, freshnessOf, receivedAtOf, sameFreshness, type Freshness } from './freshness';
import { watchQuote } from './quotes';

/** How often a shown price's age is read again: its seconds tick, and a price turns stale without any event. */
const AGE_TICK_MS = 500;

/**
 * Whether an instrument's price is fresh, and if not why and how old (freshness.ts), for the trade buttons, the
 * forms and the quote displays. Renders only when that changes (a fresh price's ticks do not render), reading the
 * quotes the socket already feeds (no subscription of its own).
 */
export function useQuoteFreshness(code: string): Freshness {
  const last = useRef<Freshness>(FRESH);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unwatch = watchQuote(code, onChange);
      const unDoubt = socketClient.doubt.subscribe(onChange);
      const unStatus = socketClient.status.subscribe(onChange);
      const timer = setInterval(onChange, AGE_TICK_MS);
      return () => {
        unwatch();
        unDoubt();
        unStatus();
        clearInterval(timer);
      };
    },
    [code],
  );
  const read = () => {
    const now = freshnessOf(receivedAtOf(code), Date.now(), socketClient.doubt.get(), socketClient.status.get() === 'offline');
    if (!sameFreshness(now, last.current)) last.current = now;
    return last.current;
  };
  return useSyncExternalStore(subscribe, read, () => FRESH);
}
