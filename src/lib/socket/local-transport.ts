import { SocketCore } from '../../../browser/socket-client/core';
import { browserEffects, consoleLog } from '../../../browser/socket-client/platform';
import type { TabClient, Transport } from './client';

// Without a shared worker (Chrome on Android, older Safari) each tab keeps its own socket, run by the same
// SocketCore the worker uses, with this tab as its only owner.

const THIS_TAB = 'tab';

export function startLocalSocket(client: TabClient): Transport {
  const core = new SocketCore<typeof THIS_TAB>({ ...browserEffects(consoleLog), emit: (event) => client.handle(event) });
  window.addEventListener('online', () => core.retryNow());
  core.start();
  return {
    hello: (topics) => core.replace(THIS_TAB, topics),
    sub: (topic) => core.want(THIS_TAB, topic),
    unsub: (topic) => core.release(THIS_TAB, topic),
    login: (token) => core.login(token),
    logout: () => core.logout(),
  };
}
