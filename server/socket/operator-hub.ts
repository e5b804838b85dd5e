import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { adminChatList } from '../../common/api/chat';
import { CODE } from '../../common/envelope';
import {
  OPERATOR_SOCKET_PATH,
  type OperatorServerFrame,
  type OperatorTopic,
  type OperatorTopicPayloads,
} from '../../common/operator-socket';
import { MAX_FRAME_BYTES } from '../../common/socket';
import { operatorClientFrame } from '../../common/socket-input';
import type { ClusterBus, OperatorBusFrame } from '../cluster/bus';
import { allowedRoles } from '../../common/api/operator-roles';
import type { SessionResolver, SessionUser } from '../sessions';
import { closeSockets } from './close-sockets';

// The back-office console's websocket (/admin/ws). It knows operator sessions only (the resolver it is given is the
// operators'), so a user's token logs nobody in here, and nothing here ever acts as a user. A logged-in operator
// whose role may read the support chat gets every operator push; a ping checks the session again, so a session
// that ended (signed out, idle, password changed) stops getting pushes at the console's next ping. Pushes come
// through the cluster bus, so a message taken on any node reaches the consoles on all of them.

/** Bytes queued for one console before it is dropped: a console that stopped reading reconnects and reads again. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Console {
  socket: WebSocket;
  token: string | null;
  operator: SessionUser | null;
}

export class OperatorHub {
  private readonly consoles = new Set<Console>();
  private stopping = false;

  constructor(
    private readonly sessions: SessionResolver,
    private readonly bus: ClusterBus,
  ) {
    bus.onOperatorFrame((frame) => this.deliver(frame));
  }

  get consoleCount(): number {
    return this.consoles.size;
  }

  register(app: FastifyInstance): void {
    app.get(OPERATOR_SOCKET_PATH, { websocket: true }, (socket) => this.accept(socket));
  }

  /** A push to every logged-in console, on every node. */
  push<T extends OperatorTopic>(topic: T, data: OperatorTopicPayloads[T]): void {
    this.bus.toOperators(topic, data);
  }

  stop(): Promise<void> {
    this.stopping = true;
    return closeSockets([...this.consoles].map((entry) => entry.socket));
  }

  private deliver(frame: OperatorBusFrame): void {
    const text = `{"type":"push","topic":${JSON.stringify(frame.topic)},"data":${frame.dataJson}}`;
    for (const entry of this.consoles) if (entry.operator) this.sendRaw(entry, text);
  }

  private accept(socket: WebSocket): void {
    if (this.stopping) return socket.close(1001, 'server stopping');
    const entry: Console = { socket, token: null, operator: null };
    this.consoles.add(entry);
    socket.on('message', (raw, isBinary) => void this.receive(entry, raw, isBinary));
    socket.on('close', () => this.consoles.delete(entry));
    socket.on('error', () => this.consoles.delete(entry));
  }

  private async receive(entry: Console, raw: unknown, isBinary: boolean): Promise<void> {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : '';
    if (isBinary || text.length > MAX_FRAME_BYTES) return this.send(entry, { type: 'error', reason: 'too_large' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.send(entry, { type: 'error', reason: 'malformed' });
    }
    const frame = operatorClientFrame.safeParse(parsed);
    if (!frame.success) return this.send(entry, { type: 'error', reason: 'malformed' });
    if (frame.data.type === 'login') {
      entry.token = frame.data.token;
      entry.operator = await this.check(frame.data.token);
      return this.send(entry, { type: 'login', code: entry.operator ? 1 : CODE.NOT_LOGGED_IN });
    }
    if (!entry.token || !entry.operator) return this.send(entry, { type: 'error', reason: 'login_required' });
    entry.operator = await this.check(entry.token);
    // The session ended since the last ping: the console is told, as an HTTP call would tell it, and gets no more.
    if (!entry.operator) return this.send(entry, { type: 'login', code: CODE.NOT_LOGGED_IN });
    return this.send(entry, { type: 'pong', ts: frame.data.ts });
  }

  /** The operator behind a token, when their role may read the support chat (the call's declared roles). */
  private async check(token: string): Promise<SessionUser | null> {
    const operator = await this.sessions.resolve(token);
    return operator?.role && allowedRoles(adminChatList).includes(operator.role) ? operator : null;
  }

  private send(entry: Console, frame: OperatorServerFrame): void {
    this.sendRaw(entry, JSON.stringify(frame));
  }

  private sendRaw(entry: Console, text: string): void {
    if (entry.socket.readyState !== entry.socket.OPEN) return;
    if (entry.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      entry.socket.close(1008, 'too slow');
      this.consoles.delete(entry);
      return;
    }
    entry.socket.send(text);
  }
}
