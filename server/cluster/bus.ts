import type { OperatorTopic, OperatorTopicPayloads } from '../../common/operator-socket';
import type { PublicTopic, SteppedTopic, StepPayloads, TopicPayloads, UserTopic } from '../../common/socket';
import type { Tick } from '../market/candles';
import type { EngineEvent } from './engine-events';

// What crosses between nodes: socket pushes (public topics and per-user ones), the leader's ticks, and the engine
// events by which a change accepted on any node reaches the leader's engines. The publisher's side numbers each
// topic's pushes, so every node delivers the same push with the same sequence number and a client that reconnects
// to another node sees neither a reset nor a false gap.
//
// On one process the local bus below is all there is; with several nodes, redis-bus.ts.

/** A push as it reaches a node: its topic, its sequence number in that topic, its data already as JSON. */
export interface BusFrame {
  topic: string;
  seq: number;
  dataJson: string;
  /** For per-user topics, the user whose sockets get it; null for public topics. */
  userId: number | null;
  /** A whole feed step of a stepped topic, for the sockets that asked for steps; numbered apart from single pushes. */
  step: boolean;
}

/** Where a stepped topic's steps are numbered: apart from its single pushes, since a client sees only one form. */
export function stepSequenceKey(topic: string): string {
  return `${topic}#step`;
}

/** A push to the back-office consoles (server/socket/operator-hub.ts), on every node. */
export interface OperatorBusFrame {
  topic: OperatorTopic;
  dataJson: string;
}

export interface ClusterBus {
  /** A push on a public topic (DAY_MARKET, KLINE.<code>, ...), to every node's subscribers. */
  publish<T extends PublicTopic>(topic: T, data: TopicPayloads[T]): void;
  /** A feed step of a stepped topic (DAY_MARKET), to every node's subscribers that asked for steps. */
  publishStep<T extends SteppedTopic>(topic: T, data: StepPayloads[T]): void;
  /** A push on a per-user topic, to that user's sockets on whichever node holds them. */
  pushToUser<T extends UserTopic>(userId: number, topic: T, data: TopicPayloads[T]): void;
  /** The leader's ticks, for the other nodes' quotes, candles and valuations. */
  shareTicks(ticks: readonly Tick[]): void;
  /** A change the leader's engines must learn at once (an order placed, closed, cancelled, stops moved, cash moved). */
  announce(event: EngineEvent): void;
  /**
   * A push to every node's operator consoles. Not numbered: a console takes each push as a cue to read again, so a
   * lost one costs only freshness until the next.
   */
  toOperators<T extends OperatorTopic>(topic: T, data: OperatorTopicPayloads[T]): void;
  onFrame(handler: (frame: BusFrame) => void): void;
  onOperatorFrame(handler: (frame: OperatorBusFrame) => void): void;
  onTicks(handler: (ticks: Tick[]) => void): void;
  onEngineEvent(handler: (event: EngineEvent) => void): void;
  /** After the bus lost and regained its connection: what was published meanwhile never came. */
  onResumed(handler: () => void): void;
  close(): Promise<void>;
}

type Handlers<T> = ((value: T) => void)[];

function emit<T>(handlers: Handlers<T>, value: T): void {
  for (const handler of handlers) handler(value);
}

/**
 * The bus of a single process: pushes are numbered here and delivered at once; ticks and engine events have no
 * other node to reach (the engines that made them already know).
 */
export function localBus(): ClusterBus {
  const sequences = new Map<string, number>();
  const frames: Handlers<BusFrame> = [];
  const operatorFrames: Handlers<OperatorBusFrame> = [];
  const next = (key: string) => {
    const seq = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, seq);
    return seq;
  };
  return {
    publish(topic, data) {
      const seq = next(topic);
      if (frames.length > 0) emit(frames, { topic, seq, dataJson: JSON.stringify(data), userId: null, step: false });
    },
    publishStep(topic, data) {
      const seq = next(stepSequenceKey(topic));
      if (frames.length > 0) emit(frames, { topic, seq, dataJson: JSON.stringify(data), userId: null, step: true });
    },
    pushToUser(userId, topic, data) {
      const seq = next(`${topic}:${userId}`);
      if (frames.length > 0) emit(frames, { topic, seq, dataJson: JSON.stringify(data), userId, step: false });
    },
    toOperators(topic, data) {
      if (operatorFrames.length > 0) emit(operatorFrames, { topic, dataJson: JSON.stringify(data) });
    },
    shareTicks: () => undefined,
    announce: () => undefined,
    onFrame: (handler) => void frames.push(handler),
    onOperatorFrame: (handler) => void operatorFrames.push(handler),
    onTicks: () => undefined,
    onEngineEvent: () => undefined,
    onResumed: () => undefined,
    close: () => Promise.resolve(),
  };
}
