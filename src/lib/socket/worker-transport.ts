import { consoleLog } from '../../../browser/socket-client/platform';
import { readCoreEvent, readWorkerMessage, SOCKET_CHANNEL, type TabMessage } from '../../../browser/socket-client/messages';
import type { TabClient, Transport } from './client';

// The tab's end of the shared socket worker: commands go up this tab's port, and what the socket hears comes
// down the BroadcastChannel to every tab. The tab answers the worker's probes, says bye when it is hidden for
// good, and announces itself again when it comes back from the back-forward cache.

export function connectSharedWorker(client: TabClient, onFailure: () => void): Transport {
  const worker = new SharedWorker(new URL('../../../sw/socket-worker.ts', import.meta.url), {
    type: 'module',
    name: SOCKET_CHANNEL,
  });
  let failed = false;
  const post = (message: TabMessage): void => {
    if (!failed) worker.port.postMessage(message);
  };

  const channel = new BroadcastChannel(SOCKET_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const coreEvent = readCoreEvent(event.data);
    if (coreEvent && !failed) client.handle(coreEvent);
  };

  worker.port.onmessage = (event: MessageEvent<unknown>) => {
    const message = readWorkerMessage(event.data);
    switch (message?.kind) {
      case 'probe':
        return post({ kind: 'alive' });
      case 'resync':
        // The worker forgot this tab; whatever it pushed meanwhile did not count this tab's topics.
        client.attach(transport);
        return client.gapAll();
      case 'status':
        return client.handle(message);
      case undefined:
        return consoleLog('socket: message from worker not understood', event.data);
    }
  };

  // Only a worker script that cannot load reports here; the tab then runs a socket of its own.
  worker.onerror = (event) => {
    if (failed) return;
    failed = true;
    consoleLog('socket worker failed to start; this tab uses its own socket', event);
    channel.close();
    onFailure();
  };

  window.addEventListener('pagehide', () => post({ kind: 'bye' }));
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    client.attach(transport);
    client.gapAll();
  });
  window.addEventListener('online', () => post({ kind: 'online' }));

  const transport: Transport = {
    hello: (topics) => post({ kind: 'hello', topics }),
    sub: (topic) => post({ kind: 'sub', topic }),
    unsub: (topic) => post({ kind: 'unsub', topic }),
    login: (token) => post({ kind: 'login', token }),
    logout: () => post({ kind: 'logout' }),
  };
  return transport;
}
