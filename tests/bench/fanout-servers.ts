import { once } from 'node:events';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { WebSocketServer } from 'ws';
import type { DayMarketPush } from '../../common/market';
import { SOCKET_PATH } from '../../common/socket';
import { noSessions } from '../../server/http/sessions';
import { SocketHub } from '../../server/socket/hub';

// The two servers the socket fan-out bench compares, both in the bench's own process: Meridian's hub behind
// Fastify, and a bare `ws` server broadcasting the same frames to every socket.

export interface FanoutServer {
  url: string;
  /** Whether a client must subscribe to DAY_MARKET to get pushes (the bare server sends everything to everyone). */
  subscribe: boolean;
  /** A DAY_MARKET push, stamped with when it was sent (the clients' latency is measured from it). */
  publish: (data: DayMarketPush & { sentAt: number }) => void;
  /** Runs one step's publishes as the server would: the hub batches them as the market does, bare ws cannot. */
  step: (publishes: () => void) => void;
  close: () => Promise<void>;
}

export async function startBareServer(): Promise<FanoutServer> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  let seq = 0;
  return {
    url: `ws://127.0.0.1:${port}`,
    subscribe: false,
    publish: (data) => {
      // The frame the hub sends, serialised once per publish as the hub does.
      seq += 1;
      const frame = JSON.stringify({ type: 'push', topic: 'DAY_MARKET', seq, data });
      for (const client of server.clients) client.send(frame);
    },
    step: (publishes) => publishes(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startHubServer(): Promise<FanoutServer> {
  const app = Fastify();
  await app.register(websocket);
  const hub = new SocketHub(noSessions);
  hub.register(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address.replace(/^http/, 'ws') + SOCKET_PATH,
    subscribe: true,
    publish: (data) => hub.publish('DAY_MARKET', data),
    step: (publishes) => hub.batch(publishes),
    close: () => app.close(),
  };
}
