import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketCore, type CoreEvent } from '../../../../browser/socket-client/core';
import { fakeWorld, type FakeWorld } from './fakes';

let world: FakeWorld;
let events: CoreEvent[];

function startCore(): SocketCore<string> {
  world = fakeWorld();
  events = [];
  const core = new SocketCore<string>({ ...world.effects, emit: (event) => events.push(event) });
  core.start();
  return core;
}

/** Drops the current socket and opens the one the backoff brings. */
function reconnect(): void {
  world.last().drop();
  vi.advanceTimersToNextTimer();
  world.last().open();
}

const pushes = (): CoreEvent[] => events.filter((event) => event.kind !== 'status');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('socket core', () => {
  it('logs in and subscribes on open what was asked for before it, and sends later requests at once', () => {
    const core = startCore();
    core.login('token-1');
    core.want('a', 'DAY_MARKET');
    expect(world.last().sent).toEqual([]);
    world.last().open();
    expect(world.last().sent).toEqual([
      { type: 'login', token: 'token-1' },
      { type: 'sub', topic: 'DAY_MARKET', batch: true },
    ]);
    core.want('a', 'KLINE.BTC');
    core.release('a', 'DAY_MARKET');
    expect(world.last().sent.slice(2)).toEqual([
      { type: 'sub', topic: 'KLINE.BTC' },
      { type: 'unsub', topic: 'DAY_MARKET' },
    ]);
  });

  it('after a reconnect logs in again with the current token and re-subscribes what is still wanted', () => {
    const core = startCore();
    core.login('token-1');
    core.want('a', 'DAY_MARKET');
    core.want('a', 'KLINE.BTC');
    world.last().open();
    world.last().drop();
    // While offline the user signs in again and a screen closes.
    core.login('token-2');
    core.release('a', 'KLINE.BTC');
    vi.advanceTimersToNextTimer();
    world.last().open();
    expect(world.sockets).toHaveLength(2);
    expect(world.last().sent).toEqual([
      { type: 'login', token: 'token-2' },
      { type: 'sub', topic: 'DAY_MARKET', batch: true },
    ]);
  });

  it('subscribes per-user topics only once the login is answered with code 1', () => {
    const core = startCore();
    core.login('token-1');
    core.want('a', 'FOREX_TRADE');
    world.last().open();
    expect(world.last().framesOf('sub')).toEqual([]);
    world.last().reply({ type: 'login', code: 1 });
    expect(world.last().framesOf('sub')).toEqual([{ type: 'sub', topic: 'FOREX_TRADE' }]);
    // And again after a reconnect, again only after the answer.
    reconnect();
    expect(world.last().framesOf('sub')).toEqual([]);
    world.last().reply({ type: 'login', code: 999 });
    expect(world.last().framesOf('sub')).toEqual([]);
    expect(world.logs).toContain('socket login refused');
  });

  it('logs out on logout, and again if a login in flight is answered after it', () => {
    const core = startCore();
    world.last().open();
    core.login('token-1');
    core.logout();
    core.logout();
    world.last().reply({ type: 'login', code: 1 });
    expect(world.last().sent).toEqual([{ type: 'login', token: 'token-1' }, { type: 'logout' }, { type: 'logout' }]);
    core.want('a', 'FOREX_TRADE');
    expect(world.last().framesOf('sub')).toEqual([]);
  });

  it('passes pushes on in order, reports a jump in seq as a gap, and drops stale pushes', () => {
    const core = startCore();
    core.want('a', 'KLINE.BTC');
    world.last().open();
    for (const seq of [7, 8, 10, 9, 10, 11]) world.last().reply({ type: 'push', topic: 'KLINE.BTC', seq, data: seq });
    expect(pushes()).toEqual([
      { kind: 'push', topic: 'KLINE.BTC', seq: 7, data: 7 },
      { kind: 'push', topic: 'KLINE.BTC', seq: 8, data: 8 },
      { kind: 'gap', topic: 'KLINE.BTC' },
      { kind: 'push', topic: 'KLINE.BTC', seq: 10, data: 10 },
      { kind: 'push', topic: 'KLINE.BTC', seq: 11, data: 11 },
    ]);
  });

  it('reports a gap on every wanted topic after a reconnect, not on the first open, and restarts the count', () => {
    const core = startCore();
    core.want('a', 'KLINE.BTC');
    core.want('b', 'DAY_MARKET');
    world.last().open();
    world.last().reply({ type: 'push', topic: 'KLINE.BTC', seq: 50, data: null });
    expect(pushes()).toEqual([{ kind: 'push', topic: 'KLINE.BTC', seq: 50, data: null }]);
    events.length = 0;
    reconnect();
    expect(pushes()).toEqual([
      { kind: 'gap', topic: 'KLINE.BTC' },
      { kind: 'gap', topic: 'DAY_MARKET' },
    ]);
    // The server restarted and counts from 1 again: not stale.
    world.last().reply({ type: 'push', topic: 'KLINE.BTC', seq: 1, data: null });
    expect(pushes().at(-1)).toEqual({ kind: 'push', topic: 'KLINE.BTC', seq: 1, data: null });
  });

  it('ignores pushes on topics nobody wants, refuses invalid topics, and only logs server errors', () => {
    const core = startCore();
    world.last().open();
    world.last().reply({ type: 'push', topic: 'DAY_MARKET', seq: 1, data: null });
    core.want('a', 'NOT A TOPIC');
    world.last().reply({ type: 'error', reason: 'too_many_subscriptions' });
    expect(pushes()).toEqual([]);
    expect(world.last().sent).toEqual([]);
    expect(world.logs).toEqual(['socket topic not valid', 'socket error from server']);
    expect(core.status).toBe('open');
  });

  it('reports status changes as events', () => {
    startCore();
    world.last().open();
    world.last().drop();
    expect(events).toEqual([
      { kind: 'status', status: 'connecting' },
      { kind: 'status', status: 'open' },
      { kind: 'status', status: 'offline' },
    ]);
  });
});
