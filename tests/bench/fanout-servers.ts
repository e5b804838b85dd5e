import { once } from 'node:events';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { WebSocketServer } from 'ws';
import type { DayMarketPush } from '../../common/market';
import { SOCKET_PATH } from '../../common/socket';
import { noSessions } from '../../server/sessions';
import { SocketHub } from '../../server/socket/hub';
import type { ClientFrame } from '../../common/socket-input';

// The servers the socket fan-out bench compares, all in the bench's own process: Meridian's hub behind Fastify,
// and bare `ws` servers broadcasting the same quotes to every socket, one frame per instrument (the baseline the
// issue measured against) or one frame per feed step (the least a server can do to send a step).

/** A DAY_MARKET quote stamped with when its step was due (the clients' latency is measured from it). */
export type StampedQuote = DayMarketPush & { sentAt: number };

export interface FanoutServer {
  url: string;
  /** What a client sends to get the pushes, or null when the server sends everything to everyone. */
  subscription: ClientFrame | null;
  /** How many quotes one frame carries, when a step carries `instruments` of them. */
  quotesPerFrame: (instruments: number) => number;
  /** Sends one feed step's quotes, as the server would. */
  step: (quotes: StampedQuote[]) => void;
  close: () => Promise<void>;
}

async function bareServer(): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { server, url: `ws://127.0.0.1:${port}` };
}

/** Bare `ws`, one frame per instrument, each serialised once and sent as a string, as the hub used to. */
export async function startBareServer(): Promise<FanoutServer> {
  const { server, url } = await bareServer();
  let seq = 0;
  return {
    url,
    subscription: null,
    quotesPerFrame: () => 1,
    step: (quotes) => {
      for (const data of quotes) {
        seq += 1;
        const frame = JSON.stringify({ type: 'push', topic: 'DAY_MARKET', seq, data });
        for (const client of server.clients) client.send(frame);
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Bare `ws`, one frame per step, serialised and encoded once: the floor under the hub's own stepped frames. */
export async function startBareStepServer(): Promise<FanoutServer> {
  const { server, url } = await bareServer();
  let seq = 0;
  return {
    url,
    subscription: null,
    quotesPerFrame: (instruments) => instruments,
    step: (quotes) => {
      seq += 1;
      const frame = Buffer.from(JSON.stringify({ type: 'push', topic: 'DAY_MARKET', seq, data: quotes }));
      for (const client of server.clients) client.send(frame, { binary: false });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function startHub(batch: boolean): Promise<FanoutServer> {
  const app = Fastify();
  await app.register(websocket);
  const hub = new SocketHub(noSessions);
  hub.register(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address.replace(/^http/, 'ws') + SOCKET_PATH,
    subscription: batch ? { type: 'sub', topic: 'DAY_MARKET', batch: true } : { type: 'sub', topic: 'DAY_MARKET' },
    quotesPerFrame: (instruments) => (batch ? instruments : 1),
    // As the market publishes a step (server/market/market.ts).
    step: (quotes) => hub.batch(() => hub.publishStep('DAY_MARKET', quotes)),
    close: () => app.close(),
  };
}

/** Meridian's hub with clients that take DAY_MARKET in steps, as the PWA does. */
export const startHubServer = (): Promise<FanoutServer> => startHub(true);
/** Meridian's hub with clients that take one frame per instrument (the spec's form, older clients). */
export const startHubPerInstrumentServer = (): Promise<FanoutServer> => startHub(false);
