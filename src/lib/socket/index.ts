import type { PushData, Topic } from '../../../common/socket';
import { consoleLog } from '../../../common/socket-client/platform';
import { onSignedOut } from '../session';
import { sessionAtom, store } from '../store';
import { TabClient, type PushListener } from './client';
import { startLocalSocket } from './local-transport';
import { linkSession } from './session-link';
import { connectSharedWorker } from './worker-transport';

// The app's socket: screens subscribe to topics here and never see whether the connection lives in the shared
// worker (one for the whole browser) or, where there is none, in this tab.

export type { SocketStatus } from '../../../common/socket-client/connection';
export type { PushListener } from './client';

const client = new TabClient(consoleLog);
let started = false;

/** Connects (once) and makes the socket follow the session. Subscriptions made earlier are sent then. */
function start(): void {
  if (started) return;
  started = true;
  const runOwnSocket = (): void => client.attach(startLocalSocket(client));
  if ('SharedWorker' in globalThis && 'BroadcastChannel' in globalThis) {
    client.attach(connectSharedWorker(client, runOwnSocket));
  } else {
    runOwnSocket();
  }
  linkSession(
    {
      token: () => store.get(sessionAtom)?.token || null,
      onChange: (listener) => store.sub(sessionAtom, listener),
      onSignedOut,
    },
    client,
  );
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
  start,
};
