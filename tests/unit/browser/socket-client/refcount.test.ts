import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketCore } from '../../../../browser/socket-client/core';
import type { WorkerMessage } from '../../../../browser/socket-client/messages';
import { MAX_MISSED_PROBES, TabRegistry } from '../../../../browser/socket-client/registry';
import { TopicRefs } from '../../../../browser/socket-client/topics';
import { fakeWorld, type FakeWorld } from './fakes';

// Two tabs share the worker's one socket: what goes on the wire is the union of what they want.

let world: FakeWorld;
let tabs: TabRegistry<string>;
let posted: [string, WorkerMessage][];

function startWorker(): void {
  world = fakeWorld();
  posted = [];
  const core = new SocketCore<string>({ ...world.effects, emit: () => undefined });
  tabs = new TabRegistry<string>(core, (port, message) => posted.push([port, message]), world.effects.log);
  core.start();
  world.last().open();
}

const wire = (): unknown[] => world.last().sent.filter((frame) => frame.type === 'sub' || frame.type === 'unsub');

beforeEach(() => {
  vi.useFakeTimers();
  startWorker();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('topic reference counts across tabs', () => {
  it('subscribes once for two tabs, keeps the topic while one remains, unsubscribes when both left', () => {
    tabs.receive('tab-1', { kind: 'hello', topics: [] });
    tabs.receive('tab-2', { kind: 'hello', topics: [] });
    tabs.receive('tab-1', { kind: 'sub', topic: 'KLINE.BTC' });
    tabs.receive('tab-2', { kind: 'sub', topic: 'KLINE.BTC' });
    expect(wire()).toEqual([{ type: 'sub', topic: 'KLINE.BTC' }]);
    tabs.receive('tab-1', { kind: 'bye' });
    expect(wire()).toEqual([{ type: 'sub', topic: 'KLINE.BTC' }]);
    tabs.receive('tab-2', { kind: 'unsub', topic: 'KLINE.BTC' });
    expect(wire()).toEqual([
      { type: 'sub', topic: 'KLINE.BTC' },
      { type: 'unsub', topic: 'KLINE.BTC' },
    ]);
    expect(tabs.size).toBe(1);
  });

  it('answers hello with the status and applies a repeated hello as a difference', () => {
    tabs.receive('tab-1', { kind: 'hello', topics: ['DAY_MARKET', 'KLINE.BTC'] });
    expect(posted).toEqual([['tab-1', { kind: 'status', status: 'open' }]]);
    tabs.receive('tab-1', { kind: 'hello', topics: ['KLINE.BTC', 'KLINE.ETH'] });
    expect(wire()).toEqual([
      { type: 'sub', topic: 'DAY_MARKET', batch: true },
      { type: 'sub', topic: 'KLINE.BTC' },
      { type: 'unsub', topic: 'DAY_MARKET' },
      { type: 'sub', topic: 'KLINE.ETH' },
    ]);
  });

  it('drops a tab that stops answering probes and releases its topics; a tab that answers stays', () => {
    tabs.receive('quiet', { kind: 'hello', topics: ['KLINE.BTC', 'DAY_MARKET'] });
    tabs.receive('awake', { kind: 'hello', topics: ['DAY_MARKET'] });
    for (let sweep = 0; sweep < MAX_MISSED_PROBES; sweep += 1) {
      tabs.sweep();
      tabs.receive('awake', { kind: 'alive' });
    }
    expect(tabs.size).toBe(2);
    expect(posted.filter(([, message]) => message.kind === 'probe')).toHaveLength(2 * MAX_MISSED_PROBES);
    tabs.sweep();
    expect(tabs.size).toBe(1);
    expect(wire()).toEqual([
      { type: 'sub', topic: 'KLINE.BTC' },
      { type: 'sub', topic: 'DAY_MARKET', batch: true },
      { type: 'unsub', topic: 'KLINE.BTC' },
    ]);
    expect(world.logs).toContain('socket worker: dropping a tab that stopped answering');
  });

  it('asks a dropped tab that speaks again to resync, and ignores what it says until then', () => {
    tabs.receive('tab-1', { kind: 'hello', topics: [] });
    tabs.receive('tab-1', { kind: 'bye' });
    tabs.receive('tab-1', { kind: 'sub', topic: 'KLINE.BTC' });
    tabs.receive('tab-1', { kind: 'bye' });
    expect(posted.at(-1)).toEqual(['tab-1', { kind: 'resync' }]);
    expect(posted).toHaveLength(2);
    expect(wire()).toEqual([]);
  });

  it('passes login, logout and "online" to the socket and logs messages it cannot read', () => {
    tabs.receive('tab-1', { kind: 'hello', topics: [] });
    tabs.receive('tab-1', { kind: 'login', token: 'token-1' });
    tabs.receive('tab-1', { kind: 'logout' });
    tabs.receive('tab-1', { kind: 'sub', topic: 42 });
    tabs.receive('tab-1', 'hello');
    expect(world.last().sent).toEqual([{ type: 'login', token: 'token-1' }, { type: 'logout' }]);
    expect(world.logs.filter((line) => line.includes('not understood'))).toHaveLength(2);
    world.last().drop();
    tabs.receive('tab-1', { kind: 'online' });
    expect(world.sockets).toHaveLength(2);
  });
});

describe('topic refs', () => {
  it('counts owners, not calls, and tells when a topic is first wanted and last released', () => {
    const refs = new TopicRefs<string>();
    expect(refs.add('a', 'X')).toBe(true);
    expect(refs.add('a', 'X')).toBe(false);
    expect(refs.add('b', 'X')).toBe(false);
    expect(refs.count('X')).toBe(2);
    expect(refs.remove('a', 'X')).toBe(false);
    expect(refs.remove('a', 'X')).toBe(false);
    expect(refs.remove('c', 'X')).toBe(false);
    expect(refs.remove('b', 'X')).toBe(true);
    expect(refs.has('X')).toBe(false);
    refs.add('a', 'X');
    refs.add('a', 'Y');
    refs.add('b', 'Y');
    expect(refs.dropOwner('a')).toEqual(['X']);
    expect(refs.topics()).toEqual(['Y']);
    expect(refs.topicsOf('a')).toEqual([]);
  });
});
