import type { WebSocket } from 'ws';

/** How long a stopping server lets clients answer its close frame before it ends their connections. */
export const CLOSE_GRACE_MS = 1_000;

/**
 * Closes every socket with 1001 ("going away") and ends, after `graceMs`, those that have not answered: `ws` would
 * otherwise wait 30 s for each reply, and the HTTP server's close waits for every socket, so a stop (a deploy, a
 * SIGTERM) would hang on a phone that went to sleep or a throttled background tab.
 */
export async function closeSockets(sockets: Iterable<WebSocket>, graceMs = CLOSE_GRACE_MS): Promise<void> {
  const open = [...sockets].filter((socket) => socket.readyState !== socket.CLOSED);
  if (open.length === 0) return;
  const closed = open.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
  for (const socket of open) socket.close(1001, 'server stopping');
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([Promise.all(closed), grace]);
  clearTimeout(timer);
  for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
}
