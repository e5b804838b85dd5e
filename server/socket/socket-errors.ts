import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

// What ends a socket with an error, and whose fault it is. ws refuses what breaks the protocol (a frame over the
// size limit, text that is not UTF-8, an unmasked frame: its codes start WS_ERR_) and closes the socket with the
// matching close code (1009 for a frame too big); a client that vanishes mid-frame resets the connection. Those are
// the client's doing and the server is fine: a warning. Anything else is the server's: an error, as before.

const CLIENT_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** Whether `error` on an open socket is the client's doing (a protocol violation, a dropped connection). */
export function isClientSocketError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || CLIENT_SOCKET_CODES.has(code));
}

/** @fastify/websocket's `errorHandler`: logs at the level the fault deserves, then ends the socket (as its default). */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientSocketError(error)) request.log.warn({ err: error }, 'socket closed: the client broke the protocol or went away');
  else request.log.error({ err: error }, 'socket error');
  socket.terminate();
}
