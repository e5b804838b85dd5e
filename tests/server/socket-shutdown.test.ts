import { beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { SOCKET_PATH } from '../../common/socket';
import { testApp, type TestApp } from './helpers/test-app';

// A stopping server (a deploy, SIGTERM) closes its sockets and does not wait on clients that never answer: a phone
// asleep or a throttled background tab would otherwise hold the stop for 30 s each (ws's close timeout).

/**
 * A client whose connection reads nothing, so it never sees, let alone answers, the server's close frame. `ended`
 * lets it read again and resolves when the connection turns out to be gone.
 */
async function silentClient(url: string): Promise<{ ended: () => Promise<void> }> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const raw = (socket as unknown as { _socket: Socket })._socket;
  raw.pause();
  const closed = new Promise<void>((resolve) => raw.once('close', () => resolve()));
  return {
    ended: () => {
      raw.resume();
      return closed;
    },
  };
}

describe('stopping the server', () => {
  // Made before the test, so its bound (well under ws's 30 s close timeout) is the stop's alone, not the start's.
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp();
  });

  it('ends sockets that do not answer its close, instead of waiting for them', { timeout: 10_000 }, async () => {
    const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const url = address.replace(/^http/, 'ws') + SOCKET_PATH;
    const clients = await Promise.all([silentClient(url), silentClient(url)]);
    expect(app.hub.clientCount).toBe(2);
    await app.close();
    await Promise.all(clients.map((client) => client.ended()));
  });
});
