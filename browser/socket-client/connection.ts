import { CONNECT_TIMEOUT_MS, HEARTBEAT_MS, MAX_MISSED_PONGS, type ServerFrame } from '../../common/socket';
import { Backoff } from './backoff';
import { parseServerFrame } from './frames';
import type { ClientFrame } from '../../common/socket-input';

// One websocket kept alive: connect timeout, heartbeat, reconnect with backoff. It knows nothing of topics or
// sessions; its owner re-sends those from `open`, because the server forgets everything when a socket closes.
// Every effect (the socket, timers, the clock, randomness, logging) is passed in, so the same class runs in the
// shared worker, in a tab without one, and in unit tests with fake timers.

export type SocketStatus = 'connecting' | 'open' | 'offline';

/** Runs fn after ms; the returned function cancels it. */
export type Schedule = (fn: () => void, ms: number) => () => void;
export type Log = (message: string, detail?: unknown) => void;

export interface SocketHandlers {
  open(): void;
  message(text: string): void;
  close(): void;
}
export interface SocketHandle {
  send(text: string): void;
  close(): void;
}
/** Opens a socket and reports its events to `on`; may throw (a bad URL), which counts as a failed attempt. */
export type SocketFactory = (url: string, on: SocketHandlers) => SocketHandle;

export interface SocketEffects {
  url: () => string;
  createSocket: SocketFactory;
  schedule: Schedule;
  now: () => number;
  random: () => number;
  log: Log;
}

export interface ConnectionEvents {
  status(status: SocketStatus): void;
  open(): void;
  frame(frame: ServerFrame): void;
}

/** Open this long with the server still answering pings, a connection counts as stable and the backoff restarts. */
export const STABLE_MS = 10_000;

type Phase = 'idle' | 'connecting' | 'open' | 'closed';

export class SocketConnection {
  private phase: Phase = 'idle';
  private stopped = false;
  private socket: SocketHandle | null = null;
  /** Bumped whenever a socket is let go, so late events from it are ignored. */
  private generation = 0;
  /** Each phase waits on exactly one timer: the connect timeout, the next heartbeat, or the next attempt. */
  private cancelTimer: (() => void) | null = null;
  private unanswered = 0;
  private openedAt = 0;
  private readonly backoff: Backoff;

  constructor(
    private readonly effects: SocketEffects,
    private readonly events: ConnectionEvents,
  ) {
    this.backoff = new Backoff(effects.random);
  }

  get status(): SocketStatus {
    return statusOf(this.phase);
  }

  start(): void {
    if (this.phase === 'idle' && !this.stopped) this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.letGo();
    this.setPhase('closed');
  }

  /** Sends at once when open; otherwise drops the frame (the owner re-sends its state on the next open). */
  send(frame: ClientFrame): boolean {
    if (this.phase !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** The network is back: skip the rest of the backoff wait. */
  retryNow(): void {
    if (this.phase === 'closed' && !this.stopped) this.connect();
  }

  private connect(): void {
    this.letGo();
    this.setPhase('connecting');
    const generation = this.generation;
    const current = (): boolean => generation === this.generation;
    let socket: SocketHandle;
    try {
      socket = this.effects.createSocket(this.effects.url(), {
        open: () => {
          if (current()) this.opened();
        },
        message: (text) => {
          if (current()) this.received(text);
        },
        close: () => {
          if (current()) this.lost('socket closed');
        },
      });
    } catch (error) {
      this.lost('socket could not be opened', error);
      return;
    }
    // The factory reported a close before returning: that attempt is already over.
    if (!current()) {
      socket.close();
      return;
    }
    this.socket = socket;
    this.wait(() => this.lost('socket connect timed out'), CONNECT_TIMEOUT_MS);
  }

  private opened(): void {
    this.unanswered = 0;
    this.openedAt = this.effects.now();
    this.setPhase('open');
    this.wait(() => this.beat(), HEARTBEAT_MS);
    this.events.open();
  }

  private beat(): void {
    // Checked before sending: a ping gets a whole period to be answered before it counts as missed.
    if (this.unanswered > MAX_MISSED_PONGS) return this.lost(`socket missed ${this.unanswered} pongs`);
    this.send({ type: 'ping', ts: this.effects.now() });
    this.unanswered += 1;
    this.wait(() => this.beat(), HEARTBEAT_MS);
  }

  private received(text: string): void {
    const frame = parseServerFrame(text);
    if (!frame) return this.effects.log('socket frame not understood', text.slice(0, 200));
    if (frame.type === 'pong') {
      this.unanswered = 0;
      if (this.effects.now() - this.openedAt >= STABLE_MS) this.backoff.reset();
    }
    this.events.frame(frame);
  }

  private lost(reason: string, detail?: unknown): void {
    this.effects.log(reason, detail);
    this.letGo();
    if (this.stopped) return;
    this.setPhase('closed');
    this.wait(() => this.connect(), this.backoff.next());
  }

  private letGo(): void {
    this.generation += 1;
    this.cancelTimer?.();
    this.cancelTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private wait(fn: () => void, ms: number): void {
    this.cancelTimer?.();
    this.cancelTimer = this.effects.schedule(() => {
      this.cancelTimer = null;
      fn();
    }, ms);
  }

  private setPhase(phase: Phase): void {
    const before = statusOf(this.phase);
    this.phase = phase;
    if (statusOf(phase) !== before) this.events.status(statusOf(phase));
  }
}

function statusOf(phase: Phase): SocketStatus {
  return phase === 'idle' || phase === 'closed' ? 'offline' : phase;
}
