import type { ServerFrame } from '../../../../common/socket';
import type { SocketEffects, SocketHandlers } from '../../../../browser/socket-client/connection';
import type { ClientFrame } from '../../../../common/socket-input';

// A scripted stand-in for the server's end of a websocket, driven by the test, and effects on vitest's fake clock.

export class FakeSocket {
  readonly sent: ClientFrame[] = [];
  closedByClient = false;
  readonly createdAt = Date.now();

  constructor(
    readonly url: string,
    private readonly on: SocketHandlers,
  ) {}

  open(): void {
    this.on.open();
  }

  reply(frame: ServerFrame): void {
    this.on.message(JSON.stringify(frame));
  }

  replyRaw(text: string): void {
    this.on.message(text);
  }

  /** The server or the network ends the connection. */
  drop(): void {
    this.on.close();
  }

  framesOf<T extends ClientFrame['type']>(type: T): Extract<ClientFrame, { type: T }>[] {
    return this.sent.filter((frame): frame is Extract<ClientFrame, { type: T }> => frame.type === type);
  }
}

export interface FakeWorld {
  effects: SocketEffects;
  sockets: FakeSocket[];
  logs: string[];
  /** The newest socket; fails the test when none was opened. */
  last(): FakeSocket;
}

/** random defaults to 0.5, which makes the jitter factor exactly 1 so delays are the nominal ones. */
export function fakeWorld(random: () => number = () => 0.5): FakeWorld {
  const sockets: FakeSocket[] = [];
  const logs: string[] = [];
  return {
    sockets,
    logs,
    last() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
    effects: {
      url: () => 'ws://meridian.test/v2/ws',
      createSocket: (url, on) => {
        const socket = new FakeSocket(url, on);
        sockets.push(socket);
        return {
          send: (text) => socket.sent.push(JSON.parse(text) as ClientFrame),
          close: () => {
            socket.closedByClient = true;
          },
        };
      },
      schedule: (fn, ms) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      },
      now: () => Date.now(),
      random,
      log: (message) => logs.push(message),
    },
  };
}
