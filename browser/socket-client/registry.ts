import type { Log, SocketStatus } from './connection';
import { readTabMessage, type WorkerMessage } from './messages';

// The socket worker's list of tabs. A tab that closes says bye; one that crashes, is killed or frozen says
// nothing, so every PROBE_MS each tab is probed and one that missed MAX_MISSED_PROBES in a row is dropped and its
// topics released. A dropped tab that wakes up is told to say hello again.

export const PROBE_MS = 10_000;
export const MAX_MISSED_PROBES = 3;

/** The part of SocketCore the registry drives; a port is the owner of its topics. */
export interface TabHost<Port> {
  readonly status: SocketStatus;
  want(owner: Port, topic: string): void;
  release(owner: Port, topic: string): void;
  replace(owner: Port, topics: readonly string[]): void;
  dropOwner(owner: Port): void;
  login(token: string): void;
  logout(): void;
  retryNow(): void;
}

export class TabRegistry<Port> {
  /** Probes each tab has left unanswered. */
  private readonly missed = new Map<Port, number>();

  constructor(
    private readonly host: TabHost<Port>,
    private readonly post: (port: Port, message: WorkerMessage) => void,
    private readonly log: Log,
  ) {}

  get size(): number {
    return this.missed.size;
  }

  receive(port: Port, raw: unknown): void {
    const message = readTabMessage(raw);
    if (!message) return this.log('socket worker: message from tab not understood', raw);
    if (message.kind === 'hello') {
      this.missed.set(port, 0);
      this.host.replace(port, message.topics);
      return this.post(port, { kind: 'status', status: this.host.status });
    }
    if (!this.missed.has(port)) {
      // Dropped as silent (or said bye, then came back from the back-forward cache): its state here is gone.
      if (message.kind !== 'bye') this.post(port, { kind: 'resync' });
      return;
    }
    this.missed.set(port, 0);
    switch (message.kind) {
      case 'sub':
        return this.host.want(port, message.topic);
      case 'unsub':
        return this.host.release(port, message.topic);
      case 'login':
        return this.host.login(message.token);
      case 'logout':
        return this.host.logout();
      case 'online':
        return this.host.retryNow();
      case 'bye':
        return this.drop(port);
      case 'alive':
        return;
    }
  }

  /** Called every PROBE_MS. */
  sweep(): void {
    for (const [port, missed] of [...this.missed]) {
      if (missed >= MAX_MISSED_PROBES) {
        this.log('socket worker: dropping a tab that stopped answering');
        this.drop(port);
        continue;
      }
      this.missed.set(port, missed + 1);
      this.post(port, { kind: 'probe' });
    }
  }

  private drop(port: Port): void {
    this.missed.delete(port);
    this.host.dropOwner(port);
  }
}
