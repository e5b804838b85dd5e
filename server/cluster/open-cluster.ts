import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { advisoryLeadership } from './advisory-leadership';
import { localBus, type ClusterBus } from './bus';
import { deferredLog, type DeferredLog } from './deferred-log';
import type { Leadership } from './leadership';
import { redisBus } from './redis-bus';

// The cluster side of a node on PostgreSQL: the leadership (always: even a lone node on PostgreSQL must not run
// beside another), and with REDIS_URL the bus to the other nodes and the shared rate-limit store. PGlite needs none
// of it: the embedded database serves one process.

export class SecondNodeError extends Error {}

/** How long a request waits for the shared rate-limit count before it is served without it (Redis away). */
const RATE_COUNT_TIMEOUT_MS = 500;

export interface ClusterSide {
  nodeId: string;
  leadership: Leadership;
  bus: ClusterBus;
  busConnected(): boolean;
  rateLimitRedis: Redis | undefined;
  log: DeferredLog;
  close(): Promise<void>;
}

export async function openCluster(
  config: Pick<Config, 'databaseUrl' | 'redisUrl' | 'redisPrefix' | 'nodeId'>,
): Promise<ClusterSide | undefined> {
  if (!config.databaseUrl) return undefined;
  const nodeId = config.nodeId ?? `${hostname()}-${process.pid}`;
  const log = deferredLog();
  const leadership = advisoryLeadership({ url: config.databaseUrl, nodeId, log });
  await leadership.ready;
  if (!config.redisUrl) {
    if (!leadership.isLeader) {
      await leadership.stop();
      throw new SecondNodeError(
        'Meridian cannot start: another Meridian node already runs on this PostgreSQL database.\n' +
          '  Several nodes need REDIS_URL (on every node), so that prices, pushes and orders reach all of them and one\n' +
          '  leader settles; without it this node would run a second market and settle orders twice. Set REDIS_URL,\n' +
          '  or stop the other node.',
      );
    }
    return {
      nodeId,
      leadership,
      bus: localBus(),
      busConnected: () => true,
      rateLimitRedis: undefined,
      log,
      close: () => leadership.stop(),
    };
  }
  try {
    const bus = await redisBus({ url: config.redisUrl, prefix: config.redisPrefix, nodeId, log });
    const rateLimitRedis = new Redis(config.redisUrl, {
      keyPrefix: config.redisPrefix,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      // A network cut ends nothing, so without this a count would wait on a Redis cut off for as long as the cut
      // lasts, and with it every request of this node; failing instead, the request is served uncounted.
      commandTimeout: RATE_COUNT_TIMEOUT_MS,
    });
    rateLimitRedis.on('error', () => undefined);
    return {
      nodeId,
      leadership,
      bus,
      busConnected: () => bus.connected,
      rateLimitRedis,
      log,
      async close() {
        await leadership.stop();
        await bus.close();
        await rateLimitRedis.quit().catch(() => rateLimitRedis.disconnect());
      },
    };
  } catch (error) {
    await leadership.stop();
    throw error;
  }
}
