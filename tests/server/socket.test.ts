import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_SUBSCRIPTIONS, SOCKET_PATH, type ServerFrame } from '../../common/socket';
import { appForTests } from './helpers/lifecycle';
import { dayMarketPush, klinePush } from './helpers/pushes';

const app = appForTests({ sessions: { resolve: (token) => Promise.resolve(token === 'good-token' ? { id: 7, isDemo: false } : null) } });
let url: string;
beforeAll(async () => {
  const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
  url = address.replace(/^http/, 'ws') + SOCKET_PATH;
});

/** A connected client that collects what the server sends. */
async function connect(): Promise<{ socket: WebSocket; next(): Promise<ServerFrame>; send(frame: unknown): void }> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const queue: ServerFrame[] = [];
  const waiting: ((frame: ServerFrame) => void)[] = [];
  socket.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString()) as ServerFrame;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  return {
    socket,
    next: () => {
      const queued = queue.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

describe('the socket', () => {
  it('answers a ping with a pong carrying the same timestamp', async () => {
    const client = await connect();
    client.send({ type: 'ping', ts: 1234 });
    expect(await client.next()).toEqual({ type: 'pong', ts: 1234 });
    client.socket.terminate();
  });

  it.each([
    ['text that is not JSON', 'not json', 'malformed'],
    ['an unknown type', { type: 'dance' }, 'malformed'],
    ['a hostile topic', { type: 'sub', topic: 'KLINE.<script>' }, 'malformed'],
    ['a ping without a number', { type: 'ping', ts: 'soon' }, 'malformed'],
    ['a frame over the size bound', JSON.stringify({ type: 'ping', ts: 1, pad: 'x'.repeat(5000) }), 'too_large'],
  ])('answers %s with an error frame and stays open', async (_case, frame, reason) => {
    const client = await connect();
    client.send(frame);
    expect(await client.next()).toEqual({ type: 'error', reason });
    client.send({ type: 'ping', ts: 1 });
    expect(await client.next()).toEqual({ type: 'pong', ts: 1 });
    client.socket.terminate();
  });

  it('logs in with a session token, and refuses an unknown one', async () => {
    const client = await connect();
    client.send({ type: 'login', token: 'forged' });
    expect(await client.next()).toEqual({ type: 'login', code: 999 });
    client.send({ type: 'sub', topic: 'FOREX_TRADE' });
    expect(await client.next()).toEqual({ type: 'error', reason: 'login_required' });
    client.send({ type: 'login', token: 'good-token' });
    expect(await client.next()).toEqual({ type: 'login', code: 1 });
    client.socket.terminate();
  });

  it('delivers pushes to subscribers with a growing sequence, and none after unsub', async () => {
    const client = await connect();
    client.send({ type: 'sub', topic: 'DAY_MARKET' });
    client.send({ type: 'ping', ts: 1 });
    await client.next(); // the pong proves the sub was handled
    app.hub.publish('DAY_MARKET', dayMarketPush('EURUSD'));
    app.hub.publish('DAY_MARKET', dayMarketPush('GBPUSD'));
    const first = await client.next();
    const second = await client.next();
    expect(first).toMatchObject({ type: 'push', topic: 'DAY_MARKET', data: { symbol: 'EURUSD' } });
    expect(second).toMatchObject({ type: 'push', topic: 'DAY_MARKET', data: { symbol: 'GBPUSD' } });
    if (first.type !== 'push' || second.type !== 'push') throw new Error('expected pushes');
    expect(second.seq).toBe(first.seq + 1);
    client.send({ type: 'unsub', topic: 'DAY_MARKET' });
    client.send({ type: 'ping', ts: 2 });
    expect(await client.next()).toEqual({ type: 'pong', ts: 2 });
    app.hub.publish('DAY_MARKET', dayMarketPush('USDJPY'));
    client.send({ type: 'ping', ts: 3 });
    expect(await client.next()).toEqual({ type: 'pong', ts: 3 });
    client.socket.terminate();
  });

  it('delivers a batched feed step as separate frames, in order, to every subscriber of each topic', async () => {
    const market = await connect();
    const chart = await connect();
    market.send({ type: 'sub', topic: 'DAY_MARKET' });
    chart.send({ type: 'sub', topic: 'KLINE.EURUSD' });
    for (const client of [market, chart]) {
      client.send({ type: 'ping', ts: 9 });
      await client.next();
    }
    app.hub.batch(() => {
      app.hub.publish('DAY_MARKET', dayMarketPush('EURUSD'));
      app.hub.publish('KLINE.EURUSD', klinePush({ Period: '1M' }));
      app.hub.publish('DAY_MARKET', dayMarketPush('GBPUSD'));
    });
    const first = await market.next();
    const second = await market.next();
    expect(first).toMatchObject({ topic: 'DAY_MARKET', data: { symbol: 'EURUSD' } });
    expect(second).toMatchObject({ topic: 'DAY_MARKET', data: { symbol: 'GBPUSD' } });
    if (first.type !== 'push' || second.type !== 'push') throw new Error('expected pushes');
    expect(second.seq).toBe(first.seq + 1);
    expect(await chart.next()).toMatchObject({ topic: 'KLINE.EURUSD', data: { Period: '1M' } });
    // After the batch the socket is written to at once again, not held for a next batch.
    app.hub.publish('DAY_MARKET', dayMarketPush('USDJPY'));
    expect(await market.next()).toMatchObject({ topic: 'DAY_MARKET', data: { symbol: 'USDJPY' } });
    market.socket.terminate();
    chart.socket.terminate();
  });

  it('sends a feed step as one DAY_MARKET frame to a client that asked for steps, and as a frame per instrument to one that did not', async () => {
    const stepped = await connect();
    const single = await connect();
    stepped.send({ type: 'sub', topic: 'DAY_MARKET', batch: true });
    single.send({ type: 'sub', topic: 'DAY_MARKET' });
    for (const client of [stepped, single]) {
      client.send({ type: 'ping', ts: 4 });
      await client.next();
    }
    const step = [dayMarketPush('EURUSD', '1.10000'), dayMarketPush('GBPUSD', '1.30000')];
    app.hub.batch(() => app.hub.publishStep('DAY_MARKET', step));
    app.hub.batch(() => app.hub.publishStep('DAY_MARKET', [dayMarketPush('USDJPY', '150.000')]));

    const first = await stepped.next();
    const second = await stepped.next();
    expect(first).toMatchObject({ type: 'push', topic: 'DAY_MARKET', data: step });
    expect(second).toMatchObject({ type: 'push', topic: 'DAY_MARKET', data: [{ symbol: 'USDJPY' }] });
    if (first.type !== 'push' || second.type !== 'push') throw new Error('expected pushes');
    expect(second.seq).toBe(first.seq + 1);

    const singles = [await single.next(), await single.next(), await single.next()];
    expect(singles.map((frame) => (frame.type === 'push' ? frame.data : frame))).toEqual([...step, dayMarketPush('USDJPY', '150.000')]);
    const seqs = singles.map((frame) => (frame.type === 'push' ? frame.seq : NaN));
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2]);
    stepped.socket.terminate();
    single.socket.terminate();
  });

  it('switches a client to the form its latest DAY_MARKET subscription asked for, and stops both on unsub', async () => {
    const client = await connect();
    client.send({ type: 'sub', topic: 'DAY_MARKET' });
    client.send({ type: 'sub', topic: 'DAY_MARKET', batch: true });
    client.send({ type: 'ping', ts: 5 });
    await client.next();
    app.hub.publishStep('DAY_MARKET', [dayMarketPush('EURUSD'), dayMarketPush('GBPUSD')]);
    client.send({ type: 'ping', ts: 6 });
    expect(await client.next()).toMatchObject({ topic: 'DAY_MARKET', data: [{ symbol: 'EURUSD' }, { symbol: 'GBPUSD' }] });
    expect(await client.next()).toEqual({ type: 'pong', ts: 6 });

    client.send({ type: 'unsub', topic: 'DAY_MARKET' });
    client.send({ type: 'ping', ts: 7 });
    expect(await client.next()).toEqual({ type: 'pong', ts: 7 });
    app.hub.publishStep('DAY_MARKET', [dayMarketPush('EURUSD')]);
    client.send({ type: 'ping', ts: 8 });
    expect(await client.next()).toEqual({ type: 'pong', ts: 8 });
    client.socket.terminate();
  });

  it('bounds the subscriptions of one socket', async () => {
    const client = await connect();
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i += 1) client.send({ type: 'sub', topic: `KLINE.S${i}` });
    client.send({ type: 'sub', topic: 'KLINE.ONE_TOO_MANY' });
    expect(await client.next()).toEqual({ type: 'error', reason: 'too_many_subscriptions' });
    client.socket.terminate();
  });
});
