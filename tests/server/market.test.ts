import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SearchItem, TradeItem } from '../../common/api/market';
import { CODE } from '../../common/envelope';
import type { DayMarketStep, KlinePoint } from '../../common/market';
import { SOCKET_PATH } from '../../common/socket';
import { Market } from '../../server/market/market';
import { simulatedFeed } from '../../server/market/simulated-feed';
import { call } from './helpers/access';
import { appForTests } from './helpers/lifecycle';
import { testApp } from './helpers/test-app';

// A Tuesday morning, when every market is open; the clock only moves when a test moves it.
const TUESDAY = Date.UTC(2026, 10, 24, 9, 0, 0);

const app = appForTests();
beforeAll(() => {
  app.clock.set(TUESDAY);
});

describe('the instrument list', () => {
  it('lists every instrument with the spec fields and a live quote', async () => {
    const { data } = await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list');
    expect(data).toHaveLength(17);
    const eurusd = data.find((item) => item.Code === 'EURUSD')!;
    expect(eurusd).toMatchObject({
      ShowCode: 'EUR/USD',
      Logo: '/logos/EURUSD.svg',
      CategoryId: 1,
      MarketStatus: 1,
      PricePrecision: 5,
      Pip: '0.01',
      ForexMinCont: '0.01',
      ForexContNum: '100000',
      MarginMode: 2,
      HasForexMultiple: [{ Value: 10 }, { Value: 20 }, { Value: 50 }, { Value: 100 }, { Value: 200 }],
    });
    expect(eurusd.ForexQuotations.Close).toMatch(/^\d+\.\d{5}$/);
    expect(Number(eurusd.ForexQuotations.High)).toBeGreaterThanOrEqual(Number(eurusd.ForexQuotations.Low));
  });

  it('filters by category and shows closed markets as closed at the weekend', async () => {
    const crypto = await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list', { category_id: 4 });
    expect(crypto.data.map((item) => item.Code)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT']);
    const weekend = await testApp();
    try {
      weekend.clock.set(Date.UTC(2026, 10, 28, 12, 0, 0));
      const { data } = await call<TradeItem[]>(weekend, 'GET', '/v2/api/forex/trade_list');
      expect(data.filter((item) => item.MarketStatus === 1).map((item) => item.CategoryId)).toEqual([4, 4, 4, 4, 4]);
      // A closed market still shows its last price, not a made-up one.
      const eurusd = data.find((item) => item.Code === 'EURUSD')!;
      expect(eurusd.ForexQuotations.Close).not.toBe('1.08500');
    } finally {
      await weekend.close();
    }
  });

  it('names categories in the request language', async () => {
    const { data } = await call<{ Id: number; NameShowTrans: string }[]>(app, 'GET', '/v2/api/forex/getCategories');
    expect(data).toEqual([
      { Id: 1, NameShowTrans: 'Forex' },
      { Id: 2, NameShowTrans: 'Metals' },
      { Id: 3, NameShowTrans: 'Energy' },
      { Id: 4, NameShowTrans: 'Crypto' },
    ]);
  });

  it('finds instruments by code in any case and with a slash', async () => {
    const found = await call<SearchItem[]>(app, 'GET', '/v2/api/forex/search', { searchCurrency: 'eur/' });
    expect(found.data.map((item) => item.ShowCode)).toEqual(['EUR/USD', 'EUR/JPY']);
    // Each with what its row shows: the price at the instrument's decimals and the day's change, as the list has them.
    const list = (await call<TradeItem[]>(app, 'GET', '/v2/api/forex/trade_list')).data;
    for (const item of found.data) {
      const listed = list.find((entry) => entry.Id === item.Id)!;
      expect(item).toEqual({
        Id: listed.Id,
        ShowCode: listed.ShowCode,
        PricePrecision: listed.PricePrecision,
        ForexQuotations: { Close: listed.ForexQuotations.Close, Change: listed.ForexQuotations.Change },
      });
    }
    expect((await call<unknown[]>(app, 'GET', '/v2/api/forex/search', { searchCurrency: "' OR 1=1" })).data).toEqual([]);
    expect((await call(app, 'GET', '/v2/api/forex/search', { searchCurrency: 'x'.repeat(21) })).msg).toBe(
      'The value of searchCurrency is too long',
    );
  });
});

describe('candles', () => {
  it('serves each period as ascending candles before now, and pages back with before', async () => {
    for (const period of ['1M', '5M', '15M', '30M', '1H', '1D']) {
      const { code, data } = await call<KlinePoint[]>(app, 'GET', '/v2/api/forex/kline', { forex_id: 13, period, limit: 50 });
      expect(code).toBe(1);
      expect(data).toHaveLength(50);
      expect(data.every((point, index) => index === 0 || point.Time > data[index - 1]!.Time)).toBe(true);
      expect(data.at(-1)!.Time).toBeLessThanOrEqual(TUESDAY);
      for (const point of data) {
        expect(Number(point.High)).toBeGreaterThanOrEqual(Math.max(Number(point.Open), Number(point.Close)));
        expect(Number(point.Low)).toBeLessThanOrEqual(Math.min(Number(point.Open), Number(point.Close)));
      }
      const older = await call<KlinePoint[]>(app, 'GET', '/v2/api/forex/kline', { forex_id: 13, period, limit: 20, before: data[0]!.Time });
      expect(older.data).toHaveLength(20);
      expect(older.data.at(-1)!.Time).toBeLessThan(data[0]!.Time);
    }
  });

  it('gives the small charts their short series', async () => {
    const { data } = await call<KlinePoint[]>(app, 'GET', '/v2/api/forex/abbreviated_cache_kline', { forex_id: 1, period: '1M' });
    expect(data).toHaveLength(60);
  });

  it.each([
    [{ forex_id: 999, period: '1M' }, 'Not found'],
    [{ forex_id: 'abc', period: '1M' }, 'The value of forex_id is not valid'],
    [{ forex_id: 1, period: '2H' }, 'The value of period is not valid'],
    [{ forex_id: 1 }, 'Please fill in period'],
    [{ forex_id: 1, period: '1M', limit: 0 }, 'The value of limit is not valid'],
    [{ forex_id: 1, period: '1M', limit: 1001 }, 'The value of limit is not valid'],
    [{ forex_id: 1, period: '1M', limit: -5 }, 'The value of limit is not valid'],
    [{ forex_id: 1, period: '1M', before: 'yesterday' }, 'The value of before is not valid'],
  ])('refuses %j', async (query, message) => {
    const answer = await call(app, 'GET', '/v2/api/forex/kline', query as Record<string, string | number>);
    expect(answer.code).not.toBe(CODE.OK);
    expect(answer.msg).toBe(message);
  });
});

describe('the live market', () => {
  it('pushes prices and candles as the feed ticks, and the chart then ends with the live candle', async () => {
    const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(address.replace(/^http/, 'ws') + SOCKET_PATH);
    // A client that takes DAY_MARKET in steps, as the PWA does, beside this one that takes a frame per instrument.
    const stepped = new WebSocket(address.replace(/^http/, 'ws') + SOCKET_PATH);
    await Promise.all([socket, stepped].map((each) => new Promise((resolve) => each.once('open', resolve))));
    type Frame = { topic: string; seq: number; data: { symbol?: string; Period?: string; Close?: string } };
    type StepFrame = { topic: string; seq: number; data: DayMarketStep };
    const frames: Frame[] = [];
    const steps: StepFrame[] = [];
    socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
    stepped.on('message', (raw: Buffer) => steps.push(JSON.parse(raw.toString()) as StepFrame));
    socket.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET' }));
    socket.send(JSON.stringify({ type: 'sub', topic: 'KLINE.EURUSD' }));
    socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
    stepped.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET', batch: true }));
    stepped.send(JSON.stringify({ type: 'ping', ts: 1 }));
    await expect.poll(() => frames.length + steps.length).toBe(2);
    steps.length = 0;

    app.market.start();
    app.clock.advance(5_000);
    await expect.poll(() => frames.filter((frame) => frame.topic === 'KLINE.EURUSD').length).toBeGreaterThan(6);
    const day = frames.filter((frame) => frame.topic === 'DAY_MARKET');
    expect(new Set(day.map((frame) => frame.data.symbol)).size).toBe(17);
    expect(day.map((frame) => frame.seq)).toEqual(day.map((_, index) => day[0]!.seq + index));
    const minute = frames.filter((frame) => frame.topic === 'KLINE.EURUSD' && frame.data.Period === '1M').at(-1)!;
    // The same quotes in steps: one frame per feed step, numbered on its own, each instrument once, and the last
    // price of each instrument the same in both forms.
    await expect.poll(() => steps.at(-1)?.seq).toBe(steps[0]!.seq + steps.length - 1);
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.length).toBeLessThan(day.length);
    for (const step of steps) expect(new Set(step.data.map((quote) => quote.symbol)).size).toBe(step.data.length);
    const lastOf = (quotes: DayMarketStep) => Object.fromEntries(quotes.map((quote) => [quote.symbol, quote.quotation.close]));
    expect(lastOf(steps.flatMap((step) => step.data))).toEqual(lastOf(day.map((frame) => frame.data as DayMarketStep[number])));
    stepped.close();

    const { data } = await call<KlinePoint[]>(app, 'GET', '/v2/api/forex/kline', { forex_id: 1, period: '1M', limit: 5 });
    expect(data.at(-1)!.Close).toBe(minute.data.Close);
    socket.close();
  });

  it("sends a step's prices ahead of its candles, so a screen is not busy with a chart when the price comes", async () => {
    if (!app.http.server.listening) await app.http.listen({ port: 0, host: '127.0.0.1' });
    app.market.start();
    const { port } = app.http.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}`);
    await new Promise((resolve) => socket.once('open', resolve));
    type Frame = { type: string; topic?: string; data: DayMarketStep | KlinePoint };
    const pushes: Frame[] = [];
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.type === 'push') pushes.push(frame);
    });
    socket.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET', batch: true }));
    socket.send(JSON.stringify({ type: 'sub', topic: 'KLINE.EURUSD' }));
    socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
    await new Promise((resolve) => socket.once('message', resolve));

    app.clock.advance(5_000);
    await expect.poll(() => pushes.filter((frame) => frame.topic === 'KLINE.EURUSD').length).toBeGreaterThan(6);
    // Every candle carries the price of the step frame just before it: that step was sent first.
    let price: string | undefined;
    for (const frame of pushes) {
      if (frame.topic === 'DAY_MARKET')
        price = (frame.data as DayMarketStep).find((quote) => quote.symbol === 'EURUSD')?.quotation.close ?? price;
      else expect((frame.data as KlinePoint).Close).toBe(price);
    }
    socket.close();
  });

  it('continues the tick sequence and the live candles after a restart', async () => {
    app.clock.advance(2_000);
    const before = app.market.lastTick(1)!;
    await app.market.stop();
    const reopened = await Market.open(app.database.db, app.clock, app.hub, simulatedFeed(20_261_121));
    const ticks: number[] = [];
    reopened.receive([]);
    reopened.start();
    const original = app.hub.publishStep.bind(app.hub);
    app.hub.publishStep = (topic, step) => {
      if (step.some((quote) => quote.symbol === 'EURUSD')) ticks.push(reopened.lastTick(1)!.seq);
      original(topic, step);
    };
    app.clock.advance(3_000);
    await reopened.stop();
    app.hub.publishStep = original;
    expect(ticks[0]).toBe(before.seq + 1);
    expect(reopened.book.current(1, '1D')!.Open).toBe(app.market.book.current(1, '1D')!.Open);
  });
});

describe('candles around a closed market', () => {
  it('serves the last candles before a weekend, and every period closes on the same last price', async () => {
    const weekend = await testApp();
    try {
      weekend.clock.set(Date.UTC(2026, 10, 28, 12, 0, 0));
      const closes = [];
      for (const period of ['1M', '5M', '1H', '1D']) {
        const { data } = await call<KlinePoint[]>(weekend, 'GET', '/v2/api/forex/kline', { forex_id: 1, period, limit: 3 });
        expect(data, period).toHaveLength(3);
        closes.push(data.at(-1)!.Close);
      }
      expect(new Set(closes).size).toBe(1);
      const { data: list } = await call<TradeItem[]>(weekend, 'GET', '/v2/api/forex/trade_list', { category_id: 1 });
      expect(list.find((item) => item.Code === 'EURUSD')!.ForexQuotations.Close).toBe(closes[0]);
    } finally {
      await weekend.close();
    }
  });
});
