import type { Log, SocketStatus } from '../../../browser/socket-client/connection';
import type { CoreEvent } from '../../../browser/socket-client/core';
import { createValue, type Readable } from './value';

// A tab's side: the screens listening to each topic. The tab tells its transport (the shared worker, or a socket
// of its own) only when a topic gets its first listener or loses its last, and hands each push, gap and status it
// hears to the listeners. It remembers topics and token so a new or restarted transport can be brought up to date.

/** A listener of one topic; the wire carries JSON, so the tab's own table holds them untyped. */
export type PushListener<Payload = unknown> = (data: Payload, seq: number) => void;

/** Where a tab's wishes go: the shared worker's port, or a SocketCore inside the tab. */
export interface Transport {
  /** Everything this tab wants, replacing whatever the transport knew of it. */
  hello(topics: string[]): void;
  sub(topic: string): void;
  unsub(topic: string): void;
  login(token: string): void;
  logout(): void;
}

interface Listener {
  onPush: PushListener;
  onGap: (() => void) | undefined;
}

export class TabClient {
  private readonly listeners = new Map<string, Set<Listener>>();
  private transport: Transport | null = null;
  private token: string | null = null;
  private readonly statusValue = createValue<SocketStatus>('connecting');
  readonly status: Readable<SocketStatus> = this.statusValue;

  constructor(
    private readonly log: Log,
    /** Told of every push heard, whatever its topic (liveness.ts: a silent socket). */
    private readonly onHeard: () => void = () => undefined,
  ) {}

  /** Starts using a transport and tells it everything it must know; also used to re-announce after a resync. */
  attach(transport: Transport): void {
    this.transport = transport;
    transport.hello(this.topics());
    if (this.token !== null) transport.login(this.token);
  }

  /** Announces this tab's topics and token to its transport again (after the tab slept). */
  reannounce(): void {
    if (this.transport) this.attach(this.transport);
  }

  topics(): string[] {
    return [...this.listeners.keys()];
  }

  subscribe(topic: string, onPush: PushListener, onGap?: () => void): () => void {
    const listener: Listener = { onPush, onGap };
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    if (set.size === 1) this.transport?.sub(topic);
    return () => {
      // Looked up again: the set this listener joined may have emptied and been replaced since. Deleting the
      // listener object also makes a second call of this function do nothing.
      const current = this.listeners.get(topic);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(topic);
      this.transport?.unsub(topic);
    };
  }

  login(token: string): void {
    if (token === this.token) return;
    this.token = token;
    this.transport?.login(token);
  }

  logout(): void {
    this.token = null;
    this.transport?.logout();
  }

  handle(event: CoreEvent): void {
    switch (event.kind) {
      case 'status':
        return this.statusValue.set(event.status);
      case 'push':
        this.onHeard();
        return this.each(event.topic, (listener) => listener.onPush(event.data, event.seq));
      case 'gap':
        return this.each(event.topic, (listener) => listener.onGap?.());
    }
  }

  /** This tab may have missed pushes on every topic (it was frozen or in the back-forward cache). */
  gapAll(): void {
    for (const topic of this.listeners.keys()) this.handle({ kind: 'gap', topic });
  }

  private each(topic: string, call: (listener: Listener) => void): void {
    // A copy: a listener may unsubscribe itself (or another) while being called.
    for (const listener of [...(this.listeners.get(topic) ?? [])]) {
      try {
        call(listener);
      } catch (error) {
        // One broken screen must not starve the others of market data.
        this.log(`socket listener for ${topic} failed`, error);
      }
    }
  }
}
