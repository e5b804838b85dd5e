import { MAX_SUBSCRIPTIONS, STEPPED_TOPICS, TOPIC, USER_TOPICS, type ServerFrame } from '../../common/socket';
import { SocketConnection, type SocketEffects, type SocketStatus } from './connection';
import { SequenceTracker } from './sequence';
import { TopicRefs } from './topics';

// The browser's side of the socket: one connection, the topics its owners (tabs) want, the session token, and
// the sequence check on pushes. It runs in the shared worker for all tabs, or inside a tab that has no worker.
// What it learns it reports as events; who hears them (a BroadcastChannel, the tab itself) is up to the caller.

export type CoreEvent =
  | { kind: 'push'; topic: string; seq: number; data: unknown }
  /** Pushes on this topic were missed (a jump in seq, or a reconnect): screens showing it should refetch. */
  | { kind: 'gap'; topic: string }
  | { kind: 'status'; status: SocketStatus };

export interface CoreOptions extends SocketEffects {
  emit(event: CoreEvent): void;
}

export class SocketCore<Owner> {
  private readonly refs = new TopicRefs<Owner>();
  private readonly seqs = new SequenceTracker();
  private readonly connection: SocketConnection;
  private token: string | null = null;
  private loggedIn = false;
  /** Login answers carry no id; only the answer to the newest login tells the current state. */
  private loginsInFlight = 0;
  private hasOpened = false;

  constructor(private readonly options: CoreOptions) {
    this.connection = new SocketConnection(options, {
      status: (status) => options.emit({ kind: 'status', status }),
      open: () => this.opened(),
      frame: (frame) => this.received(frame),
    });
  }

  get status(): SocketStatus {
    return this.connection.status;
  }

  start(): void {
    this.connection.start();
  }

  retryNow(): void {
    this.connection.retryNow();
  }

  want(owner: Owner, topic: string): void {
    // Checked here so a typo shows in the console instead of as a 'malformed' error that drops nothing else.
    if (!TOPIC.test(topic)) return this.options.log('socket topic not valid', topic);
    if (!this.refs.has(topic) && this.refs.size >= MAX_SUBSCRIPTIONS) {
      return this.options.log('socket subscriptions full, topic not followed', topic);
    }
    if (this.refs.add(owner, topic)) this.subscribe(topic);
  }

  release(owner: Owner, topic: string): void {
    if (this.refs.remove(owner, topic)) this.unsubscribe(topic);
  }

  /** An owner that left (or stopped answering): whatever only it wanted is unsubscribed. */
  dropOwner(owner: Owner): void {
    for (const topic of this.refs.dropOwner(owner)) this.unsubscribe(topic);
  }

  /** An owner states everything it wants (a tab re-announcing itself); only the difference goes on the wire. */
  replace(owner: Owner, topics: readonly string[]): void {
    const keep = new Set(topics);
    for (const topic of this.refs.topicsOf(owner)) if (!keep.has(topic)) this.release(owner, topic);
    for (const topic of keep) this.want(owner, topic);
  }

  topicsOf(owner: Owner): string[] {
    return this.refs.topicsOf(owner);
  }

  login(token: string): void {
    if (token === this.token) return;
    // A different user: log the old one out first so the server drops their per-user topics.
    if (this.token !== null) this.connection.send({ type: 'logout' });
    this.token = token;
    this.loggedIn = false;
    this.sendLogin();
  }

  logout(): void {
    if (this.token === null) return;
    this.token = null;
    this.loggedIn = false;
    this.connection.send({ type: 'logout' });
  }

  private sendLogin(): void {
    if (this.token !== null && this.connection.send({ type: 'login', token: this.token })) this.loginsInFlight += 1;
  }

  private subscribe(topic: string): void {
    // The server resolves a login asynchronously and refuses per-user topics until it has; they are sent when
    // the login is answered.
    if (USER_TOPICS.has(topic) && !this.loggedIn) return;
    // A stepped topic is asked for in steps, one frame per feed step instead of one per instrument; its listeners
    // accept both forms (PushData in ../socket), since a server that does not know the flag sends the old one.
    if (STEPPED_TOPICS.has(topic)) this.connection.send({ type: 'sub', topic, batch: true });
    else this.connection.send({ type: 'sub', topic });
  }

  private unsubscribe(topic: string): void {
    this.seqs.forget(topic);
    this.connection.send({ type: 'unsub', topic });
  }

  private opened(): void {
    // The new socket starts with nothing on the server: log in again and re-subscribe everything still wanted.
    this.loggedIn = false;
    this.loginsInFlight = 0;
    this.seqs.clear();
    this.sendLogin();
    const topics = this.refs.topics();
    for (const topic of topics) this.subscribe(topic);
    // Pushes sent while the socket was down are gone; screens refetch. The first open follows their own fetch.
    if (this.hasOpened) for (const topic of topics) this.options.emit({ kind: 'gap', topic });
    this.hasOpened = true;
  }

  private received(frame: ServerFrame): void {
    switch (frame.type) {
      case 'login':
        return this.loginAnswered(frame.code);
      case 'push':
        return this.pushed(frame.topic, frame.seq, frame.data);
      case 'error':
        // The spec: socket errors are only logged.
        return this.options.log('socket error from server', frame.reason);
      case 'pong':
      case 'logout':
        return;
    }
  }

  private loginAnswered(code: number): void {
    if (this.loginsInFlight > 0) this.loginsInFlight -= 1;
    if (this.token === null) {
      // We logged out while this login was being resolved, and the server applies it after our logout.
      if (code === 1) this.connection.send({ type: 'logout' });
      return;
    }
    if (this.loginsInFlight > 0) return;
    this.loggedIn = code === 1;
    if (!this.loggedIn) return this.options.log('socket login refused', code);
    for (const topic of this.refs.topics()) if (USER_TOPICS.has(topic)) this.subscribe(topic);
  }

  private pushed(topic: string, seq: number, data: unknown): void {
    // A push that crossed our unsub on the wire.
    if (!this.refs.has(topic)) return;
    const verdict = this.seqs.accept(topic, seq);
    if (verdict === 'stale') return;
    if (verdict === 'gap') this.options.emit({ kind: 'gap', topic });
    this.options.emit({ kind: 'push', topic, seq, data });
  }
}
