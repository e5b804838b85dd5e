import { describe, expect, it } from 'vitest';
import type { ReplayTick, TradeReplay } from '../../../common/api/ticks';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { REPLAY_MAX_TICKS } from '../../../server/ticks/replay';
import { auth, call, type Envelope } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { placeMicro } from '../helpers/micro';
import { BTCUSDT, demoTrader, EURUSD, lastSeq, openPosition, tick, trade, type Trader } from '../helpers/trading';

// A closed trade played back (issue 37, GET /api/ticks/replay): the recorded ticks from half a minute before its open
// to half a minute after its end, its deciding moments with the lots each opened or closed, and its levels; an
// option's with its expiry and settlement. A trade still running is refused; a life longer than a replay carries is
// thinned, every deciding tick kept.
//
// EUR/USD: 1.10000 40 s before the open (outside), 1.10010 20 s before, 1.10020 the open of 0.3 lots (stop-loss
// 1.09000, take-profit 1.12000), 1.10050 5 s later closes 0.1 of them, 1.10080 5 s after closes the 0.2 left by hand;
// then 1.10090 15 s after the close (inside) and 1.10100 45 s after (outside).

const app = appForTests();
const trader = madeBeforeTests(() => demoTrader(app), 'the trader');

const replay = (who: Trader, ref: { order_id?: number; micro_id?: number }): Promise<Envelope<TradeReplay>> =>
  call<TradeReplay>(app, 'GET', '/api/ticks/replay', ref, auth(who.token));

async function replayOf(ref: { order_id?: number; micro_id?: number }): Promise<TradeReplay> {
  const answer = await replay(trader, ref);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

interface Recorded {
  seq: number;
  time: number;
  price: string;
}

async function at(instrument: number, price: string): Promise<Recorded> {
  await tick(app, instrument, price);
  return { seq: lastSeq(app), time: app.clock.now(), price };
}

describe('the replay of a closed position', () => {
  const life = madeBeforeTests(async () => {
    const outsideBefore = await at(EURUSD, '1.10000');
    app.clock.advance(20_000);
    const before = await at(EURUSD, '1.10010');
    app.clock.advance(20_000);
    const open = await at(EURUSD, '1.10020');
    const order = await openPosition(app, trader, {
      type: 1,
      cont: '0.3',
      forex_id: EURUSD,
      stop_loss_price: '1.09000',
      target_profit_price: '1.12000',
    });
    app.clock.advance(5_000);
    const part = await at(EURUSD, '1.10050');
    expect((await trade(app, trader, 'close', { id: order.Id, lots: '0.1' })).code).toBe(1);
    app.clock.advance(5_000);
    const close = await at(EURUSD, '1.10080');
    expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
    app.clock.advance(15_000);
    const after = await at(EURUSD, '1.10090');
    app.clock.advance(30_000);
    const outsideAfter = await at(EURUSD, '1.10100');
    await app.market.flushNow();
    return { order, outsideBefore, before, open, part, close, after, outsideAfter };
  }, 'the position’s life');

  const inReplay = (recorded: Recorded): ReplayTick => ({ seq: recorded.seq, time: recorded.time, price: recorded.price });

  it('plays its ticks from half a minute before the open to half a minute after the close, oldest first', async () => {
    const played = await replayOf({ order_id: life.order.Id });
    expect(played).toMatchObject({
      kind: 'contract',
      order_id: life.order.Id,
      micro_id: null,
      instrument: 'EUR/USD',
      precision: 5,
      side: 1,
      source: 'ticks',
      thinned: false,
      expires_at: null,
    });
    expect(played.ticks).toEqual([life.before, life.open, life.part, life.close, life.after].map(inReplay));
  });

  it('has its open, its part closed and its close, each on its tick with its lots and reason', async () => {
    const played = await replayOf({ order_id: life.order.Id });
    expect(played.events).toEqual([
      { kind: 'open', seq: life.open.seq, time: life.open.time, price: '1.10020', quantity: '0.3', reason: 'market' },
      { kind: 'partial_close', seq: life.part.seq, time: life.part.time, price: '1.10050', quantity: '0.1', reason: 'manual' },
      { kind: 'close', seq: life.close.seq, time: life.close.time, price: '1.10080', quantity: '0.2', reason: 'manual' },
    ]);
  });

  it('has its levels, at the instrument’s precision', async () => {
    const played = await replayOf({ order_id: life.order.Id });
    expect(played).toMatchObject({ stop_loss: '1.09000', take_profit: '1.12000', trailing_distance: '0' });
  });

  it("is the owner's only: another user's order is not found", async () => {
    const other = await demoTrader(app);
    const answer = await replay(other, { order_id: life.order.Id });
    expect(answer.code, answer.msg).toBe(CODE.NOT_FOUND);
  });
});

describe('the replay of an option', () => {
  it('has its expiry and its settlement on the first tick at or after it', async () => {
    app.clock.advance(60_000);
    const open = await at(EURUSD, '1.10000');
    const option = await placeMicro(app, trader, { forex_id: EURUSD, type: 2, number: '100', seconds: 60 });
    app.clock.advance(30_000);
    const middle = await at(EURUSD, '1.10010');
    app.clock.advance(30_500);
    const end = await at(EURUSD, '1.09990');
    await app.market.flushNow();
    const played = await replayOf({ micro_id: option.Id });
    expect(played).toMatchObject({
      kind: 'option',
      order_id: null,
      micro_id: option.Id,
      instrument: 'EUR/USD',
      side: 2,
      expires_at: open.time + 60_000,
      stop_loss: '0',
      take_profit: '0',
      trailing_distance: '0',
    });
    expect(played.events).toEqual([
      { kind: 'option_open', seq: open.seq, time: open.time, price: '1.10000', quantity: null, reason: null },
      { kind: 'option_settle', seq: end.seq, time: end.time, price: '1.09990', quantity: null, reason: 'expiry' },
    ]);
    expect(played.ticks.map((kept) => kept.seq)).toEqual(expect.arrayContaining([open.seq, middle.seq, end.seq]));
  });
});

describe('a trade still running', () => {
  it('is refused as not closed: a position held, an option not settled', async () => {
    await tick(app, EURUSD, '1.10000');
    const holding = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
    const held = await replay(trader, { order_id: holding.Id });
    expect(held.code).toBe(CODE.ORDER_STATE);
    expect(held.msg).toBe('Only a closed trade can be replayed');
    const running = await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    const notSettled = await replay(trader, { micro_id: running.Id });
    expect(notSettled.code).toBe(CODE.ORDER_STATE);
    expect(notSettled.msg).toBe('Only a closed trade can be replayed');
  });

  it('and one never filled has no tick at all', async () => {
    const waiting = await trade<ForexOrder>(app, trader, 'submit', {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      status: 0,
      multiple: 100,
      target_price: '1.05000',
    });
    expect(waiting.code, waiting.msg).toBe(1);
    const answer = await replay(trader, { order_id: waiting.data.Id });
    expect(answer.code).toBe(CODE.NO_TICK_PROOF);
    expect(answer.msg).not.toBe('');
  });

  it('is asked for one order or one option', async () => {
    expect((await replay(trader, {})).code).toBe(CODE.BAD_INPUT);
    expect((await replay(trader, { order_id: 1, micro_id: 1 })).code).toBe(CODE.BAD_INPUT);
    expect((await call(app, 'GET', '/api/ticks/replay', { order_id: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
  });
});

describe('a life longer than a replay carries', () => {
  it(`is thinned to ${String(REPLAY_MAX_TICKS)} ticks, evenly, every deciding tick kept`, async () => {
    // BTC/USDT ticks numbered apart from the other instruments', 10 ms apart, 1,800 of them between the open and a
    // part closed, 1,800 more before the close.
    let seq = 5_000_000;
    const burst = (count: number, base: number) => {
      const start = app.clock.now();
      app.clock.set(start + count * 10);
      const ticks = Array.from({ length: count }, (_, index) => ({
        instrumentId: BTCUSDT,
        seq: (seq += 1),
        time: start + (index + 1) * 10,
        price: (base + (index % 7) - 3).toFixed(2),
        volume: 1,
      }));
      app.market.receive(ticks);
      return ticks.at(-1)!;
    };
    app.clock.advance(60_000);
    const open = burst(1, 67_000);
    const order = await openPosition(app, trader, { type: 1, cont: '0.02', forex_id: BTCUSDT, multiple: 10 });
    expect(order.OpenTick?.Seq).toBe(open.seq);
    burst(1_799, 67_010);
    const part = burst(1, 67_020);
    expect((await trade(app, trader, 'close', { id: order.Id, lots: '0.01' })).code).toBe(1);
    burst(1_799, 67_030);
    const close = burst(1, 67_040);
    expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
    await app.contracts.settled();
    await app.market.flushNow();

    const played = await replayOf({ order_id: order.Id });
    expect(played.thinned).toBe(true);
    expect(played.ticks.length).toBeLessThanOrEqual(REPLAY_MAX_TICKS);
    expect(played.ticks.length).toBeGreaterThan(REPLAY_MAX_TICKS * 0.9);
    const seqs = played.ticks.map((kept) => kept.seq);
    expect(seqs).toEqual(expect.arrayContaining([open.seq, part.seq, close.seq]));
    expect(played.events.map((event) => event.seq)).toEqual([open.seq, part.seq, close.seq]);
    // Oldest first, no tick twice, and taken evenly: no gap wider than a few of the 10 ms steps.
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
    const gaps = played.ticks.slice(1).map((kept, index) => kept.time - played.ticks[index]!.time);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(30);
  });
});
