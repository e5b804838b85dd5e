import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../../../common/socket';
import { SocketConnection, type SocketStatus } from '../../../../browser/socket-client/connection';
import { fakeWorld, type FakeWorld } from './fakes';

let world: FakeWorld;
let statuses: SocketStatus[];
let frames: ServerFrame[];
let opens: number;

function connect(random?: () => number): SocketConnection {
  world = fakeWorld(random);
  statuses = [];
  frames = [];
  opens = 0;
  const connection = new SocketConnection(world.effects, {
    status: (status) => statuses.push(status),
    open: () => (opens += 1),
    frame: (frame) => frames.push(frame),
  });
  connection.start();
  return connection;
}

/** Fails every attempt as soon as it is made and returns the waits between attempts. */
function waitsBetweenFailures(count: number): number[] {
  for (let i = 0; i < count; i += 1) {
    const before = world.sockets.length;
    world.last().drop();
    vi.advanceTimersToNextTimer();
    expect(world.sockets.length).toBe(before + 1);
  }
  return world.sockets.slice(1).map((socket, i) => socket.createdAt - world.sockets[i]!.createdAt);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('socket connection', () => {
  it('connects at once to the given url and reports connecting, then open', () => {
    connect();
    expect(world.sockets).toHaveLength(1);
    expect(world.last().url).toBe('ws://meridian.test/v2/ws');
    expect(statuses).toEqual(['connecting']);
    world.last().open();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(opens).toBe(1);
  });

  it('pings every 5 s while open, with the time, and hands on the frames it reads', () => {
    connect();
    const socket = world.last();
    socket.open();
    vi.advanceTimersByTime(4_999);
    expect(socket.framesOf('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.framesOf('ping')).toEqual([{ type: 'ping', ts: Date.now() }]);
    socket.reply({ type: 'pong', ts: Date.now() });
    vi.advanceTimersByTime(5_000);
    expect(socket.framesOf('ping')).toHaveLength(2);
    socket.reply({ type: 'push', topic: 'DAY_MARKET', seq: 1, data: { a: 1 } });
    expect(frames).toEqual([
      { type: 'pong', ts: 5_000 + socket.createdAt },
      { type: 'push', topic: 'DAY_MARKET', seq: 1, data: { a: 1 } },
    ]);
  });

  it('keeps a socket with exactly 2 unanswered pings, and reconnects when a third goes unanswered', () => {
    connect();
    const socket = world.last();
    socket.open();
    vi.advanceTimersByTime(15_000);
    // Pings at 5, 10 and 15 s; at 15 s only two had gone unanswered, so the third was sent.
    expect(socket.framesOf('ping')).toHaveLength(3);
    vi.advanceTimersByTime(4_999);
    expect(socket.closedByClient).toBe(false);
    expect(statuses.at(-1)).toBe('open');
    vi.advanceTimersByTime(1);
    expect(socket.closedByClient).toBe(true);
    expect(statuses.at(-1)).toBe('offline');
    expect(world.logs).toContain('socket missed 3 pongs');
    vi.advanceTimersByTime(500);
    expect(world.sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
  });

  it('does not count pings the server answered late', () => {
    connect();
    const socket = world.last();
    socket.open();
    vi.advanceTimersByTime(15_000);
    socket.reply({ type: 'pong', ts: 5_000 });
    vi.advanceTimersByTime(15_000);
    expect(socket.closedByClient).toBe(false);
    expect(world.sockets).toHaveLength(1);
  });

  it('gives up on a connect after 5 s and ignores that socket if it opens later', () => {
    connect();
    const slow = world.last();
    vi.advanceTimersByTime(4_999);
    expect(slow.closedByClient).toBe(false);
    vi.advanceTimersByTime(1);
    expect(slow.closedByClient).toBe(true);
    expect(statuses).toEqual(['connecting', 'offline']);
    slow.open();
    expect(opens).toBe(0);
    vi.advanceTimersByTime(500);
    expect(world.sockets).toHaveLength(2);
  });

  it('backs off 0.5 s, 1 s, 2 s … up to 30 s between failed attempts', () => {
    connect();
    expect(waitsBetweenFailures(9)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each wait by up to ±30%', () => {
    connect(() => 0);
    expect(waitsBetweenFailures(3)).toEqual([350, 700, 1_400]);
    connect(() => 0.999_999);
    expect(waitsBetweenFailures(3)).toEqual([650, 1_300, 2_600]);
  });

  it('starts the backoff again after a stable connection, and not after a short one', () => {
    connect();
    waitsBetweenFailures(3);
    const short = world.last();
    short.open();
    vi.advanceTimersByTime(5_000);
    short.reply({ type: 'pong', ts: Date.now() });
    short.drop();
    vi.advanceTimersToNextTimer();
    const stable = world.last();
    expect(stable.createdAt - short.createdAt - 5_000).toBe(4_000);
    stable.open();
    vi.advanceTimersByTime(10_000);
    stable.reply({ type: 'pong', ts: Date.now() });
    stable.drop();
    vi.advanceTimersToNextTimer();
    expect(world.last().createdAt - stable.createdAt - 10_000).toBe(500);
  });

  it('retries at once when told the network is back, instead of waiting out the backoff', () => {
    const connection = connect();
    waitsBetweenFailures(3);
    world.last().drop();
    expect(statuses.at(-1)).toBe('offline');
    connection.retryNow();
    expect(world.sockets).toHaveLength(5);
    expect(statuses.at(-1)).toBe('connecting');
    // The 4 s wait that was pending no longer opens a second socket.
    vi.advanceTimersByTime(4_999);
    expect(world.sockets).toHaveLength(5);
  });

  it('logs frames it cannot read and stays up; stop() ends reconnecting', () => {
    const connection = connect();
    world.last().open();
    world.last().replyRaw('not json');
    world.last().replyRaw('{"type":"push","topic":"DAY_MARKET","seq":-1}');
    expect(frames).toHaveLength(0);
    expect(world.logs).toEqual(['socket frame not understood', 'socket frame not understood']);
    connection.stop();
    expect(world.last().closedByClient).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(world.sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('offline');
  });
});
