import type { QueryClient } from '@tanstack/react-query';

// The one place that decides what happens when the connection comes back (issue 19): the browser's online event
// or the socket opening again after it was down refreshes every screen that is shown (every active query, whatever
// its staleTime: the instrument list is never stale by itself, which left /trade on a failed state until a tap);
// coming back to the foreground asks again whatever failed (stale answers are refreshed there by
// refetchOnWindowFocus already). Calls already under way are shared, not restarted, so the cache's own reconnect
// refetch of stale queries on the same event joins these rather than asking twice.

/** Something that says when it changes and what it is now: the socket's status. */
export interface StatusSource {
  get(): string;
  subscribe(listener: () => void): () => void;
}

export interface ReturnSignals {
  /** Fires 'online' (the window). */
  network: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Fires 'visibilitychange' and says whether it is shown (the document). */
  page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
  /** The socket's status; 'open' is connected. */
  socket: StatusSource;
}

/** Every query a mounted screen reads, asked again (but not one that opted out of refreshing on reconnect). */
export function refreshShown(client: QueryClient): Promise<void> {
  return client.refetchQueries(
    {
      type: 'active',
      predicate: (query) => query.observers.some((screen) => screen.options.refetchOnReconnect !== false),
    },
    { cancelRefetch: false },
  );
}

/** The mounted screens' queries whose last load failed, asked again (unless they opted out of refocus refreshes). */
export function refreshFailed(client: QueryClient): Promise<void> {
  return client.refetchQueries(
    {
      type: 'active',
      predicate: (query) =>
        query.state.status === 'error' && query.observers.some((screen) => screen.options.refetchOnWindowFocus !== false),
    },
    { cancelRefetch: false },
  );
}

/** Follows the three signals; returns the unsubscribe. */
export function refreshOnReturn(client: QueryClient, signals: ReturnSignals): () => void {
  const onOnline = () => void refreshShown(client);
  const onVisibility = () => {
    if (signals.page.visibilityState === 'visible') void refreshFailed(client);
  };
  // The first 'open' is the start, not a return: only an open after the socket had been open and went down asks
  // again (pushes were missed meanwhile).
  let opened = signals.socket.get() === 'open';
  let wasDown = false;
  const onSocket = () => {
    const open = signals.socket.get() === 'open';
    if (!open) {
      wasDown = opened;
      return;
    }
    if (wasDown) void refreshShown(client);
    opened = true;
    wasDown = false;
  };
  signals.network.addEventListener('online', onOnline);
  signals.page.addEventListener('visibilitychange', onVisibility);
  const stopSocket = signals.socket.subscribe(onSocket);
  return () => {
    signals.network.removeEventListener('online', onOnline);
    signals.page.removeEventListener('visibilitychange', onVisibility);
    stopSocket();
  };
}
