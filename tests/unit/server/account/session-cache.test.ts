import { describe, expect, it } from 'vitest';
import { cachedSessions, SESSION_CACHE_MS, SESSION_CACHE_SIZE } from '../../../../server/account/session-cache';
import { ManualClock } from '../../../../server/clock';
import type { SessionResolver, SessionUser } from '../../../../server/sessions';

// The session cache in front of the database's lookup: what it keeps, for how long, and what it forgets.

/** A database stand-in: live tokens by user, and how often each token was asked about. */
function source(live: Map<string, SessionUser>) {
  const asked: string[] = [];
  const resolver: SessionResolver = {
    resolve: (token) => {
      asked.push(token);
      return Promise.resolve(live.get(token) ?? null);
    },
  };
  return { resolver, asked };
}

describe('the session cache', () => {
  it('answers a token it resolved a moment ago without asking again, and asks again once the entry is old', async () => {
    const clock = new ManualClock();
    const { resolver, asked } = source(new Map([['alice-token', { id: 1, isDemo: false }]]));
    const cache = cachedSessions(resolver, clock);
    expect(await cache.resolve('alice-token')).toEqual({ id: 1, isDemo: false });
    expect(await cache.resolve('alice-token')).toEqual({ id: 1, isDemo: false });
    expect(asked).toEqual(['alice-token']);
    clock.advance(SESSION_CACHE_MS);
    await cache.resolve('alice-token');
    expect(asked).toEqual(['alice-token', 'alice-token']);
  });

  it('never keeps an unknown token: each guess is asked about', async () => {
    const { resolver, asked } = source(new Map());
    const cache = cachedSessions(resolver, new ManualClock());
    expect(await cache.resolve('guess')).toBeNull();
    expect(await cache.resolve('guess')).toBeNull();
    expect(asked).toEqual(['guess', 'guess']);
  });

  it('forgets every token of one user and only theirs', async () => {
    const live = new Map([
      ['alice-phone', { id: 1, isDemo: false }],
      ['alice-laptop', { id: 1, isDemo: false }],
      ['bob-phone', { id: 2, isDemo: true }],
    ]);
    const { resolver, asked } = source(live);
    const cache = cachedSessions(resolver, new ManualClock());
    for (const token of live.keys()) await cache.resolve(token);
    live.delete('alice-phone');
    live.delete('alice-laptop');
    cache.forgetUser(1);
    expect(await cache.resolve('alice-phone')).toBeNull();
    expect(await cache.resolve('alice-laptop')).toBeNull();
    expect(await cache.resolve('bob-phone')).toEqual({ id: 2, isDemo: true });
    expect(asked.filter((token) => token === 'bob-phone')).toHaveLength(1);
  });

  it('does not keep what a lookup read before a forget: the session may have ended in between', async () => {
    const live = new Map([['alice-token', { id: 1, isDemo: false }]]);
    let answer: (user: SessionUser | null) => void = () => undefined;
    const slow: SessionResolver = { resolve: () => new Promise((resolve) => (answer = resolve)) };
    const cache = cachedSessions(
      { resolve: (token) => (live.has(token) ? slow.resolve(token) : Promise.resolve(null)) },
      new ManualClock(),
    );
    const inFlight = cache.resolve('alice-token');
    // The logout commits and is told while the lookup, which read the session still live, has not answered yet.
    live.delete('alice-token');
    cache.forgetUser(1);
    answer({ id: 1, isDemo: false });
    expect(await inFlight).toEqual({ id: 1, isDemo: false });
    expect(await cache.resolve('alice-token')).toBeNull();
  });

  it('forgets everything when told to (the bus was away and notices may be lost)', async () => {
    const live = new Map([['alice-token', { id: 1, isDemo: false }]]);
    const { resolver, asked } = source(live);
    const cache = cachedSessions(resolver, new ManualClock());
    await cache.resolve('alice-token');
    cache.forgetAll();
    await cache.resolve('alice-token');
    expect(asked).toHaveLength(2);
  });

  it('keeps at most its bound of tokens, dropping the oldest first', async () => {
    const live = new Map<string, SessionUser>();
    for (let id = 1; id <= SESSION_CACHE_SIZE + 1; id += 1) live.set(`token-${id}`, { id, isDemo: true });
    const { resolver, asked } = source(live);
    const cache = cachedSessions(resolver, new ManualClock());
    for (const token of live.keys()) await cache.resolve(token);
    asked.length = 0;
    await cache.resolve(`token-${SESSION_CACHE_SIZE + 1}`);
    await cache.resolve('token-2');
    expect(asked).toEqual([]);
    await cache.resolve('token-1');
    expect(asked).toEqual(['token-1']);
  });

  it('hands out an answer no caller can change for the next one', async () => {
    const { resolver } = source(new Map([['alice-token', { id: 1, isDemo: false }]]));
    const cache = cachedSessions(resolver, new ManualClock());
    const first = await cache.resolve('alice-token');
    expect(Object.isFrozen(first)).toBe(true);
  });
});
