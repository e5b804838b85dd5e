import type { PushData, Topic } from '../../../common/socket';
import { consoleLog } from '../../../browser/socket-client/platform';
import { TabClient, type PushListener } from './client';
import { CHECK_MS, Liveness } from './liveness';

// The app's socket: screens subscribe to topics here and never see whether the connection lives in the shared
// worker (one for the whole browser) or, where there is none, in this tab.

export type { SocketStatus } from '../../../browser/socket-client/connection';
export type { PushListener } from './client';
export type { PriceDoubt } from './liveness';

const client = new TabClient(consoleLog, () => liveness.heard());
// After a sleep or a silence: the topics are announced again and every listener refetches what it may have missed.
const liveness = new Liveness({
  now: () => Date.now(),
  wake: () => {
    client.reannounce();
    client.gapAll();
  },
  listening: () => client.topics().length > 0,
});
let started = false;

/** The page's own signs of sleep (hidden, frozen, restored from the back-forward cache) and the silence check. */
function watchLiveness(): void {
  document.addEventListener('visibilitychange', () => (document.hidden ? liveness.hidden() : liveness.shown()));
  document.addEventListener('freeze', () => liveness.hidden());
  document.addEventListener('resume', () => liveness.woke());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) liveness.woke();
  });
  setInterval(() => liveness.check(), CHECK_MS);
}

/**
 * Connects (once) and makes the socket follow the session. Subscriptions made earlier are sent then. The connection's
 * code is fetched here: subscribing needs only the client above, so the first screen does not download it.
 */
function start(): void {
  if (started) return;
  started = true;
  watchLiveness();
  import('./connect')
    .then(({ connect }) => connect(client))
    // The chunk could not be fetched (offline, on a version the service worker has not cached yet): no live prices
    // until the next load, as with no socket at all; the screens keep the answers they have.
    .catch((error: unknown) => consoleLog('socket: the connection could not be loaded', error));
}

export const socketClient = {
  /**
   * Calls onPush for each new push on the topic, onGap when some were missed; returns the unsubscribe. The payload
   * is typed by the topic (common/socket.ts): the server publishes what that map says; a stepped topic's listener
   * gets either a single push or a whole feed step.
   */
  subscribe: <T extends Topic>(topic: T, onPush: PushListener<PushData<T>>, onGap?: () => void): (() => void) =>
    client.subscribe(topic, onPush as PushListener, onGap),
  /** 'connecting' | 'open' | 'offline', for a "reconnecting…" light (useSyncExternalStore(status.subscribe, status.get)). */
  status: client.status,
  /** Why prices may be old though the socket looks open: the tab slept, or the socket went silent (liveness.ts). */
  doubt: liveness.doubt,
  start,
};
