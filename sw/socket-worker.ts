/// <reference lib="webworker" />
import { SocketCore } from '../browser/socket-client/core';
import { SOCKET_CHANNEL } from '../browser/socket-client/messages';
import { browserEffects, consoleLog } from '../browser/socket-client/platform';
import { PROBE_MS, TabRegistry } from '../browser/socket-client/registry';

// The one socket of this browser, shared by all its tabs (docs/ARCHITECTURE.md, "The PWA"). Each tab connects a
// port for its commands; everything the socket hears is posted once on a BroadcastChannel that every tab listens to.
// All decisions live in SocketCore and TabRegistry; this file only wires them to the worker's globals.

declare const self: SharedWorkerGlobalScope;

const channel = new BroadcastChannel(SOCKET_CHANNEL);
const core = new SocketCore<MessagePort>({
  ...browserEffects(consoleLog),
  emit: (event) => channel.postMessage(event),
});
const tabs = new TabRegistry<MessagePort>(core, (port, message) => port.postMessage(message), consoleLog);

self.addEventListener('connect', (event) => {
  const port = event.ports[0];
  if (!port) return;
  port.addEventListener('message', (message: MessageEvent<unknown>) => tabs.receive(port, message.data));
  port.start();
});

setInterval(() => tabs.sweep(), PROBE_MS);
core.start();
