import { Redis } from 'ioredis';
import type { Tick } from '../market/candles';
import { isOperatorTopic } from '../../common/operator-socket';
import { stepSequenceKey, type BusFrame, type ClusterBus, type OperatorBusFrame } from './bus';
import { parseEngineEvent, type EngineEvent } from './engine-events';
import type { Log } from '../log';

// The bus between nodes, on Redis pub/sub (ioredis). Two connections: one publishes and runs the numbering script,
// one only subscribes (a subscribed connection can do nothing else). A push is numbered and published by one Lua
// script, atomically, so the numbers on the channel are in publishing order whichever node published.
//
// Numbering starts, for a topic Redis does not know (first use, or Redis restarted empty), at the publisher's clock
// in milliseconds: a restarted Redis then continues above every number given before, and clients see a gap (and
// refetch) rather than numbers that look old. Publishing while Redis is away fails at once (no offline queue): a
// push then is lost, the next one shows the gap, and engine events are caught up by the engines' reconcile.

const NUMBER_AND_PUBLISH = `
local seq
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[3]) == 1 then seq = tonumber(ARGV[3])
else seq = redis.call('HINCRBY', KEYS[1], ARGV[1], 1) end
local text = string.format('%d', seq)
redis.call('PUBLISH', KEYS[2], text .. '\\n' .. ARGV[2])
return text`;

export interface RedisBusOptions {
  url: string;
  /** Prefixes every key and channel: several clusters (or test runs) can share one Redis without crossing. */
  prefix: string;
  nodeId: string;
  log: Log;
}

export interface RedisBus extends ClusterBus {
  /** Whether both connections are up. */
  readonly connected: boolean;
}

export async function redisBus(options: RedisBusOptions): Promise<RedisBus> {
  const { prefix, nodeId, log } = options;
  const channels = {
    frame: `${prefix}frame`,
    step: `${prefix}step`,
    user: `${prefix}user`,
    ticks: `${prefix}ticks`,
    engine: `${prefix}engine`,
    operators: `${prefix}operators`,
  };
  const seqKey = `${prefix}seq`;
  const connectionOptions = {
    // Reconnect for ever, backing off to 2 s: Redis coming back must need nothing from an operator.
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  };
  const publisher = new Redis(options.url, { ...connectionOptions, enableOfflineQueue: false });
  const subscriber = new Redis(options.url, { ...connectionOptions, autoResubscribe: true });
  const frames: ((frame: BusFrame) => void)[] = [];
  const operatorFrames: ((frame: OperatorBusFrame) => void)[] = [];
  const tickHandlers: ((ticks: Tick[]) => void)[] = [];
  const eventHandlers: ((event: EngineEvent) => void)[] = [];
  const resumed: (() => void)[] = [];
  let closing = false;
  let lostSince: number | undefined;

  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => {
      if (!closing) log.warn({ connection: name, err: error.message }, 'redis connection error');
    });
    connection.on('close', () => {
      if (!closing && lostSince === undefined) {
        lostSince = Date.now();
        log.warn({ connection: name }, 'redis connection lost; reconnecting');
      }
    });
    connection.on('ready', () => {
      if (lostSince === undefined || publisher.status !== 'ready' || subscriber.status !== 'ready') return;
      log.info({ downMs: Date.now() - lostSince }, 'redis connection back');
      lostSince = undefined;
      for (const handler of resumed) handler();
    });
  }

  subscriber.on('message', (channel: string, message: string) => {
    try {
      if (channel === channels.frame) return deliverFrame(message, false, false);
      if (channel === channels.step) return deliverFrame(message, false, true);
      if (channel === channels.user) return deliverFrame(message, true, false);
      // Operator pushes reach every node's consoles, the publishing node's included: `topic\ndata`.
      if (channel === channels.operators) return deliverOperatorFrame(message);
      const newline = message.indexOf('\n');
      // Ticks and events carry their origin: the node that sent them already acted on them.
      if (message.slice(0, newline) === nodeId) return;
      const body: unknown = JSON.parse(message.slice(newline + 1));
      if (channel === channels.ticks && Array.isArray(body)) for (const handler of tickHandlers) handler(body as Tick[]);
      if (channel === channels.engine) {
        const event = parseEngineEvent(body);
        if (event) for (const handler of eventHandlers) handler(event);
      }
    } catch (error) {
      log.error({ err: error, channel }, 'a bus message could not be handled');
    }
  });

  /** `seq\ntopic\ndata` (a single push, or on the step channel a whole step) or, per user, `seq\nuserId\ntopic\ndata`. */
  function deliverFrame(message: string, perUser: boolean, step: boolean): void {
    const first = message.indexOf('\n');
    const seq = Number(message.slice(0, first));
    let rest = message.slice(first + 1);
    let userId: number | null = null;
    if (perUser) {
      const cut = rest.indexOf('\n');
      userId = Number(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    const cut = rest.indexOf('\n');
    const frame: BusFrame = { topic: rest.slice(0, cut), seq, dataJson: rest.slice(cut + 1), userId, step };
    for (const handler of frames) handler(frame);
  }

  function deliverOperatorFrame(message: string): void {
    const cut = message.indexOf('\n');
    const topic = message.slice(0, cut);
    if (!isOperatorTopic(topic)) return;
    const frame: OperatorBusFrame = { topic, dataJson: message.slice(cut + 1) };
    for (const handler of operatorFrames) handler(frame);
  }

  const numbered = (channel: string, field: string, body: string) => {
    publisher.eval(NUMBER_AND_PUBLISH, 2, seqKey, channel, field, body, String(Date.now())).catch((error: unknown) => {
      if (!closing) log.warn({ err: error instanceof Error ? error.message : error, field }, 'push not published (redis away)');
    });
  };
  const plain = (channel: string, body: string) => {
    publisher.publish(channel, `${nodeId}\n${body}`).catch((error: unknown) => {
      if (!closing) log.warn({ err: error instanceof Error ? error.message : error, channel }, 'bus message not published (redis away)');
    });
  };

  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channels.frame, channels.step, channels.user, channels.ticks, channels.engine, channels.operators);

  return {
    get connected() {
      return publisher.status === 'ready' && subscriber.status === 'ready';
    },
    publish: (topic, data) => numbered(channels.frame, topic, `${topic}\n${JSON.stringify(data)}`),
    publishStep: (topic, data) => numbered(channels.step, stepSequenceKey(topic), `${topic}\n${JSON.stringify(data)}`),
    pushToUser: (userId, topic, data) => numbered(channels.user, `${topic}:${userId}`, `${userId}\n${topic}\n${JSON.stringify(data)}`),
    toOperators: (topic, data) => {
      publisher.publish(channels.operators, `${topic}\n${JSON.stringify(data)}`).catch((error: unknown) => {
        if (!closing) log.warn({ err: error instanceof Error ? error.message : error, topic }, 'operator push not published (redis away)');
      });
    },
    shareTicks: (ticks) => plain(channels.ticks, JSON.stringify(ticks)),
    announce: (event) => plain(channels.engine, JSON.stringify(event)),
    onFrame: (handler) => void frames.push(handler),
    onOperatorFrame: (handler) => void operatorFrames.push(handler),
    onTicks: (handler) => void tickHandlers.push(handler),
    onEngineEvent: (handler) => void eventHandlers.push(handler),
    onResumed: (handler) => void resumed.push(handler),
    async close() {
      closing = true;
      await Promise.all([publisher.quit().catch(() => publisher.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}
