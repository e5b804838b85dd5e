import { SOCKET_PATH } from '../../common/socket';
import type { Log, SocketEffects, SocketFactory } from './connection';

// The real effects, for the shared worker and for a tab without one. Window and worker scopes both have
// WebSocket, timers and `location` (the page's, or the worker script's on the same origin), so one version serves
// both. This is the only file in socket-client that touches globals.

export const consoleLog: Log = (message, detail) => {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
};

export const openWebSocket: SocketFactory = (url, on) => {
  const socket = new WebSocket(url);
  socket.onopen = () => on.open();
  socket.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') on.message(event.data);
  };
  // An error is always followed by close, which is where the connection reacts.
  socket.onclose = () => on.close();
  return {
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    },
  };
};

export function browserEffects(log: Log = consoleLog): SocketEffects {
  return {
    url: () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`,
    createSocket: openWebSocket,
    schedule: (fn, ms) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    },
    now: () => Date.now(),
    random: () => Math.random(),
    log,
  };
}
