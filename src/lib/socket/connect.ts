import { onSignedOut } from '../session';
import { sessionAtom, store } from '../store';
import type { TabClient } from './client';
import { startLocalSocket } from './local-transport';
import { linkSession } from './session-link';
import { connectSharedWorker } from './worker-transport';

// The connection behind the app's socket: the shared worker's (one for the whole browser) or, where there is none,
// one in this tab, logged in with the stored session and following it. Loaded when the socket starts (index.ts), not
// with the first screen: its code is only needed once there is something to connect.

/** Attaches the client to a connection and makes it follow the session. */
export function connect(client: TabClient): void {
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
