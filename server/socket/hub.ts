import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  MAX_FRAME_BYTES,
  MAX_SUBSCRIPTIONS,
  SOCKET_PATH,
  STEPPED_TOPICS,
  USER_TOPICS,
  type PublicTopic,
  type ServerFrame,
  type SteppedTopic,
  type StepPayloads,
  type TopicPayloads,
  type UserTopic,
} from '../../common/socket';
import { clientFrame } from '../../common/socket-input';
import { localBus, stepSequenceKey, type BusFrame, type ClusterBus } from '../cluster/bus';
import type { MarketPublisher } from '../market/publisher';
import type { SessionResolver, SessionUser } from '../sessions';
import { closeSockets } from './close-sockets';

// The websocket at /v2/ws: each client logs in, subscribes to topics and is pinged by its own heartbeat. Work per
// client is bounded: frames have a maximum size, subscriptions a maximum count, and a client whose send buffer
// grows past a bound (it reads slower than the market moves) is dropped rather than buffered without end.

/** Bytes queued for one client before it is considered too slow and dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * How a push leaves: the JSON text already encoded once for every socket (a string would be encoded again per
 * socket), sent as a text frame, never compressed (no socket negotiates compression, and a frame this small would
 * cost more to deflate than to send).
 */
const PUSH_OPTIONS = { binary: false, compress: false } as const;

/**
 * The TCP socket under a `ws` WebSocket. `ws` keeps it in a field it does not type; corking it is the only way to
 * have several frames leave in one write, and `ws` itself corks it around each frame, so nesting is safe.
 */
interface CorkableSocket {
  _socket?: { cork: () => void; uncork: () => void };
}

interface Client {
  socket: WebSocket;
  user: SessionUser | null;
  /** Each topic the client follows, and where that subscription is filed in `subscribers` (see subscriberKey). */
  topics: Map<string, string>;
}

export class SocketHub implements MarketPublisher {
  private readonly clients = new Set<Client>();
  private readonly subscribers = new Map<string, Set<Client>>();
  /** While a batch runs: the clients written to, whose sockets are corked until it ends. */
  private corked: Set<Client> | null = null;
  private stopping = false;

  /**
   * Pushes go out through `bus`, which numbers them and brings them back to every node's hub (this one's too), so
   * a push made on one node reaches subscribers on all of them with the same sequence number.
   */
  constructor(
    private readonly sessions: SessionResolver,
    private readonly bus: ClusterBus = localBus(),
  ) {
    bus.onFrame((frame) => this.deliver(frame));
  }

  get clientCount(): number {
    return this.clients.size;
  }

  register(app: FastifyInstance): void {
    app.get(SOCKET_PATH, { websocket: true }, (socket) => this.accept(socket));
  }

  /** Sends a push to every subscriber of a topic, on every node, with the topic's next sequence number. */
  publish<T extends PublicTopic>(topic: T, data: TopicPayloads[T]): void {
    this.bus.publish(topic, data);
  }

  /**
   * One feed step of a stepped topic (every instrument that changed, for DAY_MARKET): one frame carrying all of it
   * to the sockets that subscribed with `batch`, and each push as its own frame, as the spec shows it, to those that
   * did not (older clients). Each form is numbered on its own, so neither kind of client sees a false gap.
   */
  publishStep(topic: SteppedTopic, step: StepPayloads[SteppedTopic]): void {
    if (step.length === 0) return;
    // The step first: it is what the PWA waits for; the single pushes only reach older clients.
    this.bus.publishStep(topic, step);
    for (const push of step) this.bus.publish(topic, push);
  }

  /**
   * Sends a per-user push (FOREX_TRADE, FOREX_CLOSED) to that user's sockets subscribed to it, on whichever node
   * holds them. Each user's stream of a topic has its own sequence, so a client sees no gap made by other users'
   * pushes.
   */
  pushToUser<T extends UserTopic>(userId: number, topic: T, data: TopicPayloads[T]): void {
    this.bus.pushToUser(userId, topic, data);
  }

  /** A numbered push from the bus: to this node's subscribers of it (for a per-user topic, that user's). */
  private deliver(frame: BusFrame): void {
    const key = frame.userId !== null ? userKey(frame.topic, frame.userId) : frame.step ? stepSequenceKey(frame.topic) : frame.topic;
    const targets = this.subscribers.get(key);
    if (!targets || targets.size === 0) return;
    // The same text JSON.stringify would make of { type, topic, seq, data }, without parsing the data again, and
    // encoded once here rather than once per socket.
    const bytes = Buffer.from(`{"type":"push","topic":${JSON.stringify(frame.topic)},"seq":${frame.seq},"data":${frame.dataJson}}`);
    // Pushes from another node arrive one message at a time: those of one read leave in one write per socket.
    if (!this.corked) this.batchUntilNextTurn();
    for (const client of targets) this.sendRaw(client, bytes);
  }

  private batchUntilNextTurn(): void {
    const corked = new Set<Client>();
    this.corked = corked;
    setImmediate(() => {
      if (this.corked === corked) this.corked = null;
      for (const client of corked) (client.socket as CorkableSocket)._socket?.uncork();
    });
  }

  /**
   * Runs `publishes` (one feed step's pushes) with each socket it writes to corked, so a client gets the step's
   * frames in one write rather than one write per instrument: a 17-instrument step costs a thousand sockets a
   * thousand writes, not seventeen thousand. The frames are the same; only their packing changes.
   */
  batch(publishes: () => void): void {
    if (this.corked) return publishes();
    const corked = new Set<Client>();
    this.corked = corked;
    try {
      publishes();
    } finally {
      this.corked = null;
      for (const client of corked) (client.socket as CorkableSocket)._socket?.uncork();
    }
  }

  /**
   * The server is stopping: new sockets are turned away ("going away", so clients reconnect elsewhere or later),
   * and the open ones are closed, those that do not answer ended after a short grace.
   */
  stop(): Promise<void> {
    this.stopping = true;
    return closeSockets([...this.clients].map((client) => client.socket));
  }

  private accept(socket: WebSocket): void {
    if (this.stopping) return socket.close(1001, 'server stopping');
    const client: Client = { socket, user: null, topics: new Map() };
    this.clients.add(client);
    socket.on('message', (raw, isBinary) => void this.receive(client, raw, isBinary));
    socket.on('close', () => this.forget(client));
    socket.on('error', () => this.forget(client));
  }

  private async receive(client: Client, raw: unknown, isBinary: boolean): Promise<void> {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : '';
    if (isBinary || text.length > MAX_FRAME_BYTES) return this.send(client, { type: 'error', reason: 'too_large' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.send(client, { type: 'error', reason: 'malformed' });
    }
    const frame = clientFrame.safeParse(parsed);
    if (!frame.success) return this.send(client, { type: 'error', reason: 'malformed' });
    const message = frame.data;
    switch (message.type) {
      case 'ping':
        return this.send(client, { type: 'pong', ts: message.ts });
      case 'login': {
        const user = await this.sessions.resolve(message.token);
        // Another user (or none) on this socket: the previous user's topics are theirs, not this one's.
        if (client.user?.id !== user?.id) this.dropUserTopics(client);
        client.user = user;
        return this.send(client, { type: 'login', code: client.user ? 1 : 999 });
      }
      case 'logout':
        this.dropUserTopics(client);
        client.user = null;
        return this.send(client, { type: 'logout', code: 1 });
      case 'sub':
        if (USER_TOPICS.has(message.topic) && !client.user) return this.send(client, { type: 'error', reason: 'login_required' });
        if (!client.topics.has(message.topic) && client.topics.size >= MAX_SUBSCRIPTIONS) {
          return this.send(client, { type: 'error', reason: 'too_many_subscriptions' });
        }
        return this.subscribe(client, message.topic, message.batch === true);
      case 'unsub':
        return this.unsubscribe(client, message.topic);
    }
  }

  /**
   * Where a client's subscription is filed, which is the stream of frames it gets: per-user topics under the user,
   * so a push reaches only them; a stepped topic asked with `batch` under its steps; any other under the topic.
   */
  private subscriberKey(client: Client, topic: string, batch: boolean): string {
    if (USER_TOPICS.has(topic) && client.user) return userKey(topic, client.user.id);
    return batch && STEPPED_TOPICS.has(topic) ? stepSequenceKey(topic) : topic;
  }

  private subscribe(client: Client, topic: string, batch: boolean): void {
    // Subscribing again may change the form asked for: the client then gets only the new one.
    this.unsubscribe(client, topic);
    const key = this.subscriberKey(client, topic, batch);
    client.topics.set(topic, key);
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(client);
  }

  private unsubscribe(client: Client, topic: string): void {
    const key = client.topics.get(topic);
    if (key === undefined) return;
    client.topics.delete(topic);
    const set = this.subscribers.get(key);
    set?.delete(client);
    if (set?.size === 0) this.subscribers.delete(key);
  }

  private dropUserTopics(client: Client): void {
    for (const topic of [...client.topics.keys()]) if (USER_TOPICS.has(topic)) this.unsubscribe(client, topic);
  }

  private forget(client: Client): void {
    for (const topic of [...client.topics.keys()]) this.unsubscribe(client, topic);
    this.clients.delete(client);
  }

  private send(client: Client, frame: ServerFrame): void {
    this.sendRaw(client, Buffer.from(JSON.stringify(frame)));
  }

  private sendRaw(client: Client, frame: Buffer): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // 1008: the client broke the contract of keeping up; it reconnects and refetches.
      client.socket.close(1008, 'too slow');
      this.forget(client);
      return;
    }
    if (this.corked && !this.corked.has(client)) {
      this.corked.add(client);
      (client.socket as CorkableSocket)._socket?.cork();
    }
    client.socket.send(frame, PUSH_OPTIONS);
  }
}

function userKey(topic: string, userId: number): string {
  return `${topic}:${userId}`;
}
