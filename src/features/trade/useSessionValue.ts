import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { sessionAtom } from '@/lib/store';

export interface SessionValue<T> {
  /** What was loaded for the signed-in user; null for a guest, while it loads, or if it failed. */
  value: T | null;
  /** Loads it again (after an order moved money). */
  reload: () => void;
}

/**
 * One of the signed-in user's figures for an order form (an account's balance). Loaded each time the form is shown
 * (the trade screen is kept alive, and a hidden screen's effects stop), after each reload, and for each new session.
 * `load` must keep its identity (a module-level function), or it loads on every render.
 */
export function useSessionValue<T>(load: () => Promise<T>): SessionValue<T> {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const [loaded, setLoaded] = useState<{ token: string; value: T } | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    // A failure leaves the figure unknown ("--"): the submit itself reports what goes wrong.
    load()
      .then((value) => {
        if (current) setLoaded({ token, value });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load, token, asked]);

  const reload = useCallback(() => setAsked((count) => count + 1), []);
  // Another user's figures are never shown while this one's load.
  return { value: loaded && loaded.token === token ? loaded.value : null, reload };
}
