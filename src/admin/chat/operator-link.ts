import { Backoff } from '../../../browser/socket-client/backoff';
import {
  OPERATOR_HEARTBEAT_MS,
  type OperatorClientFrame,
  type OperatorServerFrame,
  type OperatorTopicPayloads,
} from '@common/operator-socket';

// The console's connection to its own socket (/admin/ws): it logs in with the operator's token, pings on a timer
// (each ping has the server check the session again), hands every push to `onPush`, and reconnects after a drop
// with the app socket's backoff. A refused login (the session ended) stops it: the next HTTP call signs the
// operator out, and a new session makes a new link.

export type LinkState = 'connecting' | 'live' | 'refused' | 'closed';

/** The little of the browser's WebSocket the link uses, so tests can hand it a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface OperatorLinkOptions {
  url: string;
  token: string;
  open: (url: string) => SocketLike;
  onPush: <T extends keyof OperatorTopicPayloads>(topic: T, data: OperatorTopicPayloads[T]) => void;
  onState: (state: LinkState) => void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const OPEN = 1;

export class OperatorLink {
  private socket: SocketLike | null = null;
  private heartbeat: unknown = null;
  private retry: unknown = null;
  private stopped = false;
  private readonly backoff: Backoff;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: OperatorLinkOptions) {
    this.backoff = new Backoff(options.random ?? Math.random);
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.options.onState('closed');
  }

  private connect(): void {
    this.options.onState('connecting');
    const socket = this.options.open(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.send({ type: 'login', token: this.options.token });
    socket.onmessage = (event) => this.receive(event.data as unknown);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (this.stopped) return;
      this.options.onState('connecting');
      this.retry = this.setTimer(() => this.connect(), this.backoff.next());
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: OperatorServerFrame;
    try {
      frame = JSON.parse(data) as OperatorServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'login') {
      if (frame.code === 1) {
        this.backoff.reset();
        this.options.onState('live');
        this.beat();
      } else {
        this.stopped = true;
        this.clearTimers();
        this.socket?.close();
        this.options.onState('refused');
      }
    } else if (frame.type === 'push') {
      this.options.onPush(frame.topic, frame.data);
    }
  }

  private beat(): void {
    if (this.heartbeat !== null) this.clearTimer(this.heartbeat);
    this.heartbeat = this.setTimer(() => {
      this.heartbeat = null;
      this.send({ type: 'ping', ts: Date.now() });
      this.beat();
    }, OPERATOR_HEARTBEAT_MS);
  }

  private send(frame: OperatorClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private clearTimers(): void {
    if (this.heartbeat !== null) this.clearTimer(this.heartbeat);
    if (this.retry !== null) this.clearTimer(this.retry);
    this.heartbeat = null;
    this.retry = null;
  }
}
