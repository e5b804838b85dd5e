import { describe, expect, it } from 'vitest';
import type { KlinePoint, KlinePush, Period } from '@common/market';
import { OLDER_PAGE } from '../../../../../src/features/trade/candles';
import { KlineFeed, type FeedEvent, type KlineFeedDeps } from '../../../../../src/features/trade/kline-feed';

function candle(time: number, close = '1.5'): KlinePoint {
  return { Time: time, Open: '1.25', High: '2', Low: '0.75', Close: close, Volume: '10' };
}

function push(period: Period, time: number, close = '1.5'): KlinePush {
  return { ...candle(time, close), Period: period };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Fake cache, server and socket; every call is recorded and every answer is given by the test. */
function harness(cached: KlinePoint[] = []) {
  const fetches: Deferred<KlinePoint[]>[] = [];
  const olderFetches: { before: number; limit: number; answer: Deferred<KlinePoint[]> }[] = [];
  const stored: { points: readonly KlinePoint[]; now: number }[] = [];
  const topics: string[] = [];
  const listeners = new Map<string, { onPush: (data: KlinePush) => void; onGap: () => void }>();
  const deps: KlineFeedDeps = {
    readSeries: () => Promise.resolve(cached),
    fetchKline: () => {
      const next = deferred<KlinePoint[]>();
      fetches.push(next);
      return next.promise;
    },
    fetchOlder: (_id, _period, before, limit) => {
      const answer = deferred<KlinePoint[]>();
      olderFetches.push({ before, limit, answer });
      return answer.promise;
    },
    storeSeries: (_id, _period, points, now) => {
      stored.push({ points, now });
      return Promise.resolve(true);
    },
    subscribe: (topic, onPush, onGap) => {
      topics.push(topic);
      listeners.set(topic, { onPush, onGap });
      return () => listeners.delete(topic);
    },
    now: () => 42,
  };
  const feed = new KlineFeed(deps, { instrumentId: 13, code: 'BTCUSDT', period: '5M' });
  const events: FeedEvent[] = [];
  feed.listen((event) => events.push(event));
  const socket = () => listeners.get('KLINE.BTCUSDT');
  return { feed, deps, fetches, olderFetches, stored, topics, listeners, events, socket };
}

const times = (points: readonly KlinePoint[]) => points.map((point) => point.Time);

describe('KlineFeed', () => {
  it('draws the cache at once, then the merged server history, and stores it', async () => {
    const { feed, fetches, stored, events, topics } = harness([candle(1000, '1.1'), candle(2000, '1.1')]);
    feed.start();
    expect(topics).toEqual(['KLINE.BTCUSDT']);
    expect(feed.status()).toBe('loading');
    await settle();
    expect(feed.status()).toBe('ready');
    expect(events).toEqual([{ kind: 'reset', points: [candle(1000, '1.1'), candle(2000, '1.1')] }]);

    fetches[0]!.resolve([candle(2000, '2.2'), candle(3000, '3.3')]);
    await settle();
    expect(feed.points).toEqual([candle(1000, '1.1'), candle(2000, '2.2'), candle(3000, '3.3')]);
    expect(events.at(-1)).toEqual({ kind: 'reset', points: feed.points });
    expect(stored).toEqual([{ points: feed.points, now: 42 }]);
  });

  it('applies only pushes of its period: updating the last candle or appending one', async () => {
    const { feed, fetches, events, socket } = harness();
    feed.start();
    fetches[0]!.resolve([candle(1000), candle(2000)]);
    await settle();
    events.length = 0;
    socket()!.onPush(push('1M', 2000, '9'));
    socket()!.onPush(push('5M', 2000, '1.6'));
    socket()!.onPush(push('5M', 3000, '1.7'));
    socket()!.onPush(push('5M', 1000, '0.1'));
    expect(events).toEqual([
      { kind: 'update', point: candle(2000, '1.6') },
      { kind: 'append', point: candle(3000, '1.7') },
    ]);
    expect(times(feed.points)).toEqual([1000, 2000, 3000]);
  });

  it('keeps pushes that arrived during the fetch over the older server answer', async () => {
    const { feed, fetches, socket } = harness();
    feed.start();
    await settle();
    socket()!.onPush(push('5M', 2000, '1.9'));
    fetches[0]!.resolve([candle(1000), candle(2000, '1.5')]);
    await settle();
    expect(feed.points).toEqual([candle(1000), candle(2000, '1.9')]);
    expect(feed.status()).toBe('ready');
  });

  it('fetches again on a gap and drops the answer of the fetch it replaced', async () => {
    const { feed, fetches, socket } = harness();
    feed.start();
    socket()!.onGap();
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve([candle(1000, '2'), candle(2000, '2')]);
    fetches[0]!.resolve([candle(1000, '1')]);
    await settle();
    expect(feed.points).toEqual([candle(1000, '2'), candle(2000, '2')]);
  });

  it('unsubscribes on stop, ignores late answers, stores what it showed and starts again', async () => {
    const { feed, fetches, stored, listeners, events } = harness();
    feed.start();
    fetches[0]!.resolve([candle(1000)]);
    await settle();
    feed.start();
    expect(fetches).toHaveLength(1);
    feed.stop();
    expect(listeners.size).toBe(0);
    expect(stored.at(-1)?.points).toEqual([candle(1000)]);
    const seen = events.length;

    feed.start();
    expect(listeners.size).toBe(1);
    feed.stop();
    fetches[1]!.resolve([candle(1000), candle(2000)]);
    await settle();
    expect(events).toHaveLength(seen);
    expect(times(feed.points)).toEqual([1000]);
  });

  it('says failed only when it has nothing to show, and recovers on retry', async () => {
    const { feed, fetches } = harness();
    feed.start();
    fetches[0]!.reject(new Error('offline'));
    await settle();
    expect(feed.status()).toBe('failed');
    feed.load();
    expect(feed.status()).toBe('loading');
    fetches[1]!.resolve([]);
    await settle();
    expect(feed.status()).toBe('empty');

    const cachedOnly = harness([candle(1000)]);
    cachedOnly.feed.start();
    await settle();
    cachedOnly.fetches[0]!.reject(new Error('offline'));
    await settle();
    expect(cachedOnly.feed.status()).toBe('ready');
    expect(cachedOnly.feed.points).toEqual([candle(1000)]);
  });

  it('pages back from the oldest candle, adds only older candles once, and keeps them across a reload', async () => {
    const { feed, fetches, olderFetches, events, socket } = harness();
    feed.start();
    fetches[0]!.resolve([candle(5000), candle(6000), candle(7000)]);
    await settle();
    events.length = 0;

    feed.loadOlder();
    // One page at a time: a second pan while it is on its way asks nothing more.
    feed.loadOlder();
    expect(olderFetches.map(({ before, limit }) => ({ before, limit }))).toEqual([{ before: 5000, limit: OLDER_PAGE }]);
    expect(feed.olderStatus()).toBe('loading');
    // The server's page overlaps the oldest held candle: that one is not replaced, nor doubled.
    const page = Array.from({ length: OLDER_PAGE }, (_, index) => candle(5000 - (OLDER_PAGE - 1 - index) * 10, '0.9'));
    olderFetches[0]!.answer.resolve(page);
    await settle();
    expect(feed.points).toHaveLength(OLDER_PAGE - 1 + 3);
    expect(new Set(times(feed.points)).size).toBe(feed.points.length);
    expect(feed.points.find((point) => point.Time === 5000)?.Close).toBe('1.5');
    expect(events).toEqual([{ kind: 'older', points: feed.points, added: OLDER_PAGE - 1 }]);
    expect(feed.olderStatus()).toBe('idle');

    // A live candle and a reload (a gap in the pushes) keep the older candles.
    socket()!.onPush(push('5M', 8000));
    socket()!.onGap();
    fetches[1]!.resolve([candle(7000), candle(8000)]);
    await settle();
    expect(feed.points[0]?.Time).toBe(page[0]!.Time);
    expect(feed.points.at(-1)?.Time).toBe(8000);
  });

  it('stops at the start of the history: a short page is the last one asked for', async () => {
    const { feed, fetches, olderFetches } = harness();
    feed.start();
    fetches[0]!.resolve([candle(5000), candle(6000)]);
    await settle();
    feed.loadOlder();
    olderFetches[0]!.answer.resolve([candle(3000), candle(4000)]);
    await settle();
    expect(times(feed.points)).toEqual([3000, 4000, 5000, 6000]);
    expect(feed.olderStatus()).toBe('done');
    feed.loadOlder();
    expect(olderFetches).toHaveLength(1);
  });

  it('asks again after a failed page, and drops a page that comes after the screen was left', async () => {
    const { feed, fetches, olderFetches, events } = harness();
    feed.start();
    fetches[0]!.resolve([candle(5000)]);
    await settle();
    feed.loadOlder();
    olderFetches[0]!.answer.reject(new Error('offline'));
    await settle();
    expect(feed.olderStatus()).toBe('idle');
    feed.loadOlder();
    expect(olderFetches).toHaveLength(2);
    feed.stop();
    const seen = events.length;
    olderFetches[1]!.answer.resolve([candle(4000)]);
    await settle();
    expect(events).toHaveLength(seen);
    expect(times(feed.points)).toEqual([5000]);
    // Not running: nothing is asked.
    feed.loadOlder();
    expect(olderFetches).toHaveLength(2);
  });

  it('asks for nothing before it holds a candle', () => {
    const { feed, olderFetches } = harness();
    feed.start();
    feed.loadOlder();
    expect(olderFetches).toHaveLength(0);
  });
});
