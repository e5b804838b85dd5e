import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import type { OperatorChatPush } from '../../../common/operator-socket';
import type { OperatorBusFrame } from '../../../server/cluster/bus';
import { redisBus, type RedisBus } from '../../../server/cluster/redis-bus';
import { clearPrefix, redisAvailable, SHARED_REDIS, uniquePrefix } from './helpers/cluster-env';

// The operators' pushes (support chat) between nodes: what one node's chat call publishes reaches the consoles on
// every node, its own included, and a message on the channel that is not an operator topic is dropped.

const ready = await redisAvailable();
if (!ready) console.log('operator-bus: skipped (needs a Redis at 127.0.0.1:6379)');

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(!ready)('operator pushes over Redis', () => {
  const prefix = uniquePrefix('operator-bus');
  const url = `redis://${SHARED_REDIS.host}:${SHARED_REDIS.port}`;
  let a: RedisBus;
  let b: RedisBus;
  const seen: Record<'a' | 'b', OperatorBusFrame[]> = { a: [], b: [] };

  beforeAll(async () => {
    a = await redisBus({ url, prefix, nodeId: 'a', log: silent });
    b = await redisBus({ url, prefix, nodeId: 'b', log: silent });
    a.onOperatorFrame((frame) => seen.a.push(frame));
    b.onOperatorFrame((frame) => seen.b.push(frame));
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await clearPrefix(prefix);
  });

  it('delivers a push made on one node to both nodes, and drops what is not an operator topic', async () => {
    const push: OperatorChatPush = {
      conversation: { id: 7, user_id: null, uid: '', email: '', guest: true, status: 0, unread: 1, last_message: 'Hi', last_message_at: 1 },
      message: { id: 9, conversation_id: 7, sender: 0, body: 'Hi', image: '', created_at: 1 },
    };
    const raw = new Redis(url);
    await raw.publish(`${prefix}operators`, 'SOMETHING_ELSE\n{}');
    raw.disconnect();
    a.toOperators('SUPPORT_CHAT', push);
    await vi.waitFor(() => expect([seen.a.length, seen.b.length]).toEqual([1, 1]));
    for (const frame of [...seen.a, ...seen.b]) {
      expect(frame.topic).toBe('SUPPORT_CHAT');
      expect(JSON.parse(frame.dataJson)).toEqual(push);
    }
  });
});
