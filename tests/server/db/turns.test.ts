import { describe, expect, it } from 'vitest';
import { BACKGROUND_PASSED_AT_MOST, Turns, type Priority } from '../../../server/db/turns';

// PGlite's one connection taken in turns (server/db/turns.ts): what users wait for goes before the market's
// background writes, one thing at a time, and background work still runs under a flood of user work.

/** Work that holds its turn until released, recording when it started. */
function held(turns: Turns, priority: Priority, name: string, started: string[]) {
  let release = () => {};
  const done = turns.run(priority, () => {
    started.push(name);
    return new Promise<void>((resolve) => (release = resolve));
  });
  return { done, release: () => release() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('turns on one connection', () => {
  it('run one at a time, and waiting user work goes before background work that came first', async () => {
    const turns = new Turns();
    const started: string[] = [];
    const flush = held(turns, 'background', 'flush 1', started);
    const nextFlush = held(turns, 'background', 'flush 2', started);
    const order = held(turns, 'user', 'order', started);
    await settle();
    expect(started).toEqual(['flush 1']);
    expect(turns.queued()).toEqual({ user: 1, background: 1 });
    flush.release();
    await settle();
    expect(started).toEqual(['flush 1', 'order']);
    order.release();
    await settle();
    expect(started).toEqual(['flush 1', 'order', 'flush 2']);
    nextFlush.release();
    await Promise.all([flush.done, nextFlush.done, order.done]);
  });

  it(`let background work run after ${BACKGROUND_PASSED_AT_MOST} user turns passed it, however many users wait`, async () => {
    const turns = new Turns();
    const started: string[] = [];
    const first = held(turns, 'user', 'user 0', started);
    const flush = turns.run('background', () => Promise.resolve(void started.push('flush')));
    const users = Array.from({ length: BACKGROUND_PASSED_AT_MOST + 5 }, (_, index) =>
      turns.run('user', () => Promise.resolve(void started.push(`user ${index + 1}`))),
    );
    await settle();
    first.release();
    await Promise.all([first.done, flush, ...users]);
    expect(started.indexOf('flush')).toBe(BACKGROUND_PASSED_AT_MOST + 1);
    expect(started).toHaveLength(BACKGROUND_PASSED_AT_MOST + 7);
  });

  it('give the turn on when work fails', async () => {
    const turns = new Turns();
    await expect(turns.run('user', () => Promise.reject(new Error('statement failed')))).rejects.toThrow('statement failed');
    await expect(turns.run('background', () => Promise.resolve('ran'))).resolves.toBe('ran');
  });
});
