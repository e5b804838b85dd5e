import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { CLOSED_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { ContractEngine, soleLinks } from '../../../server/contract/engine';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { inboxOf } from '../helpers/inbox';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import {
  appWithDemoTrader,
  auditContract,
  capturePushes,
  demoTrader,
  EURUSD,
  lastSeq,
  openPosition,
  orders,
  pendingOrder,
  tick,
  trade,
  USDJPY,
  type UserPush,
} from '../helpers/trading';

// Trailing stops kept by the server (issue 35), on the manual clock and the hand-driven feed, with no client connected:
// nothing here opens a socket or keeps a screen open, the ticks alone move and fire the stops. EUR/USD has 5 decimals
// (step 0.00001), 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002); the demo account holds 10000.00.
//   buy 0.1 at 1.10000, trailing 0.00200: margin 110.00, fee 0.02; first level 1.10000 - 0.00200 = 1.09800
//   1.10150 -> 1.09950; 1.10300 -> 1.10100; 1.10200 and 1.10101 leave it; 1.10050 gaps below it: closes at 1.10050,
//   profit (1.10050 - 1.10000) x 0.1 x 100000 = +5.00: available 10000.00 - 0.02 + 5.00 = 10004.98, locked 0.00
//   sell 0.1 at 1.10050 (margin 110.05, fee 0.02), trailing 0.00100 set later: 1.10150; 1.09900 -> 1.10000; closes on
//   the tick at 1.10000 exactly, profit (1.10050 - 1.10000) x 10000 = +5.00: 10004.98 - 0.02 + 5.00 = 10009.96

const holdingOf = async (app: Parameters<typeof orders>[0], trader: Parameters<typeof orders>[1], id: number) =>
  (await orders(app, trader, 1)).data.find((order) => order.Id === id);

const step = async (app: Parameters<typeof tick>[0], price: string, instrument = EURUSD) => {
  app.clock.advance(200);
  await tick(app, instrument, price);
};

describe('a trailing stop', () => {
  const { app, trader } = appWithDemoTrader();
  let pushes: UserPush[];
  let buy: ForexOrder;

  it('starts a buy given a trailing distance at submit the distance below the fill', async () => {
    pushes = capturePushes(app);
    await tick(app, EURUSD, '1.10000');
    buy = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, trailing_distance: '0.002' });
    expect(buy).toMatchObject({ OriginPrice: '1.10000', TargetLossPrice: '1.09800', TrailingDistance: '0.00200', CautionMoney: '110.00' });
    expect(await auditContract(app, trader)).toEqual({ available: '9889.98', locked: '110.00' });
  });

  it('moves up with the price, stored, and never back down', async () => {
    await step(app, '1.10150');
    expect((await holdingOf(app, trader, buy.Id))?.TargetLossPrice).toBe('1.09950');
    await step(app, '1.10300');
    expect((await holdingOf(app, trader, buy.Id))?.TargetLossPrice).toBe('1.10100');
    await step(app, '1.10200');
    await step(app, '1.10101');
    expect((await holdingOf(app, trader, buy.Id))?.TargetLossPrice).toBe('1.10100');
    const [stored] = await app.database.db.query<{ stop_loss: string }>('SELECT stop_loss FROM contract_orders WHERE id = $1', [buy.Id]);
    expect(stored?.stop_loss).toBe('1.1010000000');
  });

  it("tells the user's devices of the moves at most once a second, once stored", () => {
    const changed = () => pushes.filter((push) => push.topic === 'FOREX_CHANGED' && push.userId === trader.userId);
    // The submit's own FOREX_CHANGED; the moves' one a second after the first was stored (the ticks were 200 ms apart).
    expect(changed().map((push) => push.data)).toEqual([[buy.Id]]);
    app.clock.advance(1_000);
    expect(changed().map((push) => push.data)).toEqual([[buy.Id], [buy.Id]]);
    app.clock.advance(1_000);
    expect(changed()).toHaveLength(2);
  });

  it('closes at the price of the tick that gapped through it, as a trailing stop, told in the inbox', async () => {
    await step(app, '1.10050');
    expect((await orders(app, trader, 1)).total).toBe(0);
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({
      Id: buy.Id,
      Price: '1.10050',
      TargetLossPrice: '1.10100',
      FactProfits: '5.00',
      CloseReason: 'trailing_stop',
    });
    expect(closed?.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10050' });
    expect(await auditContract(app, trader)).toEqual({ available: '10004.98', locked: '0.00' });
    // (The close's receipt fields, its slippage from the level, are the slippage work's to check.)
    expect((await inboxOf(app, trader.userId)).at(-1)).toMatchObject({
      kind: 'contract_closed',
      detail: {
        reason: 'trailing_stop',
        order_id: buy.Id,
        instrument: 'EUR/USD',
        side: 'buy',
        lots: '0.1',
        price: '1.10050',
        profit: '5.00',
      },
      link: CLOSED_CONTRACTS_LINK,
    });
  });

  it('trails a sell set later with set_stop_price above the price, down only, and fires on the tick at its level', async () => {
    const sell = await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD });
    expect(sell).toMatchObject({ TargetLossPrice: '0', TrailingDistance: '0' });
    const set = await trade<ForexOrder>(app, trader, 'set_stop_price', {
      id: sell.Id,
      stop_loss_price: '0',
      target_profit_price: '0',
      trailing_distance: '0.00100',
    });
    expect(set.code, set.msg).toBe(1);
    expect(set.data).toMatchObject({ TargetLossPrice: '1.10150', TrailingDistance: '0.00100' });
    await step(app, '1.09900');
    expect((await holdingOf(app, trader, sell.Id))?.TargetLossPrice).toBe('1.10000');
    await step(app, '1.09950');
    await step(app, '1.09999');
    expect((await holdingOf(app, trader, sell.Id))?.TargetLossPrice).toBe('1.10000');
    await step(app, '1.10000');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: sell.Id, Price: '1.10000', FactProfits: '5.00', CloseReason: 'trailing_stop' });
    expect(await auditContract(app, trader)).toEqual({ available: '10009.96', locked: '0.00' });
  });

  it('starts at a stop-loss given alongside when it protects more, and stops trailing when set to 0', async () => {
    await step(app, '1.10000');
    const order = await openPosition(app, trader, {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      stop_loss_price: '1.09900',
      trailing_distance: '0.00200',
    });
    expect(order).toMatchObject({ TargetLossPrice: '1.09900', TrailingDistance: '0.00200' });
    // 1.10100 is not beyond 1.09900 + 0.00200: no move; 1.10150 is: 1.09950.
    await step(app, '1.10100');
    expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.09900');
    await step(app, '1.10150');
    expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.09950');
    // Off: the stop-loss given stays, as a plain one; the price rising no longer moves it.
    const off = await trade<ForexOrder>(app, trader, 'set_stop_price', {
      id: order.Id,
      stop_loss_price: '1.09950',
      target_profit_price: '0',
      trailing_distance: '0',
    });
    expect(off.data).toMatchObject({ TargetLossPrice: '1.09950', TrailingDistance: '0' });
    await step(app, '1.10500');
    expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.09950');
    await step(app, '1.09900');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: order.Id, Price: '1.09900', CloseReason: 'stop_loss' });
  });

  it('keeps trailing when set_stop_price sends no distance, from the stop-loss given if it protects more', async () => {
    await step(app, '1.10000');
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, trailing_distance: '0.00200' });
    const kept = await trade<ForexOrder>(app, trader, 'set_stop_price', {
      id: order.Id,
      stop_loss_price: '1.09850',
      target_profit_price: '1.20000',
    });
    expect(kept.data).toMatchObject({ TargetLossPrice: '1.09850', TargetProfitPrice: '1.20000', TrailingDistance: '0.00200' });
    await step(app, '1.10100');
    expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.09900');
    await trade(app, trader, 'close', { id: order.Id });
  });

  it('starts a pending order trailing at its fill, from the fill price', async () => {
    await step(app, '1.10000');
    const pending = await pendingOrder(app, trader, {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      target_price: '1.09000',
      trailing_distance: '0.001',
    });
    expect(pending).toMatchObject({ Status: 0, TargetLossPrice: '0', TrailingDistance: '0.00100' });
    // A gap fills it below its price, at 1.08950: the trail starts 0.00100 below that.
    await step(app, '1.08950');
    const filled = await holdingOf(app, trader, pending.Id);
    expect(filled).toMatchObject({ Status: 1, OriginPrice: '1.08950', TargetLossPrice: '1.08850' });
    await step(app, '1.09000');
    expect((await holdingOf(app, trader, pending.Id))?.TargetLossPrice).toBe('1.08900');
    await trade(app, trader, 'close', { id: pending.Id });
    await auditContract(app, trader);
  });

  it('refuses a distance that is not a positive multiple of the price step with 3015, and changes nothing', async () => {
    await step(app, '151.200', USDJPY);
    const before = { account: await auditContract(app, trader), open: (await orders(app, trader, 1)).total };
    // USD/JPY has 3 decimals: its step is 0.001.
    for (const distance of ['0.0005', '0.0015', '0.00001']) {
      const refused = await trade(app, trader, 'submit', {
        type: 1,
        cont: '0.1',
        forex_id: USDJPY,
        status: 1,
        multiple: 100,
        trailing_distance: distance,
      });
      expect(refused.code, distance).toBe(CODE.BAD_TRAILING_DISTANCE);
      expect(refused.msg).toBe('The trailing distance must be at least 0.001 and a multiple of it');
    }
    // A sign is not a decimal the input accepts at all: refused before the engine.
    const negative = await trade(app, trader, 'submit', {
      type: 1,
      cont: '0.1',
      forex_id: USDJPY,
      status: 1,
      multiple: 100,
      trailing_distance: '-1',
    });
    expect(negative.code).not.toBe(1);
    expect({ account: await auditContract(app, trader), open: (await orders(app, trader, 1)).total }).toEqual(before);

    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: USDJPY, trailing_distance: '0.5' });
    expect(order).toMatchObject({ TargetLossPrice: '150.700', TrailingDistance: '0.500' });
    const refused = await trade(app, trader, 'set_stop_price', {
      id: order.Id,
      stop_loss_price: '151.000',
      target_profit_price: '0',
      trailing_distance: '0.0001',
    });
    expect(refused.code).toBe(CODE.BAD_TRAILING_DISTANCE);
    expect(await holdingOf(app, trader, order.Id)).toMatchObject({ TargetLossPrice: '150.700', TrailingDistance: '0.500' });
    await trade(app, trader, 'close', { id: order.Id });
  });
});

describe('a tick that moves a trailing stop and reaches the take-profit', () => {
  const { app, trader } = appWithDemoTrader();

  // Found by the simulation suite: the move took the order's triggers out of the index with it (its take-profit among
  // them) and put them back after the index was read, so the take-profit waited for the next tick, which never came.
  it('closes the position at the take-profit on that same tick', async () => {
    await tick(app, EURUSD, '1.10000');
    const order = await openPosition(app, trader, {
      type: 1,
      cont: '0.1',
      forex_id: EURUSD,
      trailing_distance: '0.002',
      target_profit_price: '1.10100',
    });
    await step(app, '1.10150');
    expect(await holdingOf(app, trader, order.Id)).toBeUndefined();
    const [closed] = (await orders(app, trader, 3)).data.filter((each) => each.Id === order.Id);
    expect(closed).toMatchObject({ CloseReason: 'take_profit', Price: '1.10150', FactProfits: '15.00' });
  });
});

describe('a trailing stop across a change of leader', () => {
  const { app, trader } = appWithDemoTrader();

  it('resumes from the stored level on the new leader, and fires there, once', async () => {
    await tick(app, EURUSD, '1.10000');
    const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, trailing_distance: '0.00200' });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10100');
    expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.09900');

    // The leader steps aside mid-trail; another engine on the same database leads (as another node would).
    app.contracts.follow();
    const other = await ContractEngine.open(
      app.database.db,
      app.clock,
      app.market,
      { pushToUser: () => undefined },
      soleLinks(app.http.log),
    );
    let seq = lastSeq(app) + 1_000;
    const feed = async (price: string, engines: { onTicks: ContractEngine['onTicks']; settled(): Promise<void> }[]) => {
      app.clock.advance(200);
      const now = { instrumentId: EURUSD, seq: (seq += 1), time: app.clock.now(), price, volume: 1 };
      app.market.receive([now]);
      for (const engine of engines) engine.onTicks([now]);
      for (const engine of engines) await engine.settled();
      await app.contracts.settled();
      return now;
    };
    try {
      // The old leader, following, moves nothing; the new one trails on from 1.09900.
      await feed('1.10300', [other]);
      expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.10100');
      await feed('1.10250', [other]);
    } finally {
      await other.stop();
    }
    // And back: the first engine leads again, reading the level its successor stored.
    await app.contracts.lead();
    await feed('1.10400', []);
    expect((await holdingOf(app, trader, order.Id))?.TargetLossPrice).toBe('1.10200');
    const deciding = await feed('1.10150', []);
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: order.Id, Price: '1.10150', CloseReason: 'trailing_stop', FactProfits: '15.00' });
    expect(closed?.CloseTick).toEqual({ Seq: deciding.seq, Time: deciding.time, Price: '1.10150' });
    const journals = await app.database.db.query("SELECT id FROM journals WHERE memo = $1 AND cause <> 'trade_open'", [
      `order ${order.Id}`,
    ]);
    expect(journals).toHaveLength(1);
    expect(await auditContract(app, trader)).toEqual({ available: '10014.98', locked: '0.00' });
  });
});

describe("a copy of a trader's trailing stop", () => {
  const app = appForTests();

  it("takes its trader's distance at its open and when the trader changes it, and trails on its own", async () => {
    await tick(app, EURUSD, '1.10000');
    const trader = await approvedTrader(app, await newOperator(app));
    const follower = await demoFollower(app);
    await mustFollow(app, follower, trader.traderId);
    const origin = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, trailing_distance: '0.00200' });
    await copiesSettled(app);
    const [copy] = (await orders(app, follower, 1)).data;
    expect(copy).toMatchObject({ OriginId: origin.Id, TargetLossPrice: '1.09800', TrailingDistance: '0.00200' });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10100');
    await copiesSettled(app);
    expect((await holdingOf(app, trader, origin.Id))?.TargetLossPrice).toBe('1.09900');
    expect((await holdingOf(app, follower, copy!.Id))?.TargetLossPrice).toBe('1.09900');
    const set = await trade<ForexOrder>(app, trader, 'set_stop_price', {
      id: origin.Id,
      stop_loss_price: '0',
      target_profit_price: '0',
      trailing_distance: '0.00050',
    });
    expect(set.data).toMatchObject({ TargetLossPrice: '1.10050', TrailingDistance: '0.00050' });
    await copiesSettled(app);
    expect(await holdingOf(app, follower, copy!.Id)).toMatchObject({ TargetLossPrice: '1.10050', TrailingDistance: '0.00050' });
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10200');
    await copiesSettled(app);
    expect((await holdingOf(app, follower, copy!.Id))?.TargetLossPrice).toBe('1.10150');
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10100');
    await copiesSettled(app);
    const [closedCopy] = (await orders(app, follower, 3)).data;
    expect(closedCopy).toMatchObject({ Id: copy!.Id, Price: '1.10100', CloseReason: 'trailing_stop' });
    expect((await orders(app, trader, 3)).data[0]).toMatchObject({ Id: origin.Id, Price: '1.10100', CloseReason: 'trailing_stop' });
    await assertLedgerInvariants(app.database.db);
  });
});

describe.skipIf(!onPostgres)('a trailing stop moved by its user while it moves and fires, on PostgreSQL', () => {
  const app = appForTests();
  const POSITIONS = 6;

  it('closes each position once, keeps the distance the user set, and leaves the ledger whole', async () => {
    await tick(app, EURUSD, '1.10000');
    for (let round = 0; round < 4; round += 1) {
      const trader = await demoTrader(app);
      app.clock.advance(200);
      await tick(app, EURUSD, '1.10000');
      const open: ForexOrder[] = [];
      for (let i = 0; i < POSITIONS; i += 1) {
        open.push(await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, trailing_distance: '0.00200' }));
      }
      // The price rises tick after tick (each moves every stop, the moves written in the settle queue) while the user
      // sets a wider distance on every position: the leader's writes, decided for the old distance, must not win.
      const rising = ['1.10100', '1.10200', '1.10300'];
      const [answers] = await Promise.all([
        Promise.all(
          open.map((order) =>
            trade<ForexOrder>(app, trader, 'set_stop_price', {
              id: order.Id,
              stop_loss_price: '0',
              target_profit_price: '0',
              trailing_distance: '0.00500',
            }),
          ),
        ),
        (async () => {
          for (const price of rising) await tick(app, EURUSD, price);
        })(),
      ]);
      await app.contracts.settled();
      expect(answers.map((answer) => answer.code)).toEqual(open.map(() => 1));
      const stored = await app.database.db.query<{ id: string; stop_loss: string; trailing_distance: string }>(
        'SELECT id, stop_loss, trailing_distance FROM contract_orders WHERE id = ANY($1::bigint[]) ORDER BY id',
        [open.map((order) => order.Id)],
      );
      for (const [index, row] of stored.entries()) {
        expect(row.trailing_distance).toBe('0.0050000000');
        // Never behind what the user's call set (it may have moved on since, by the new distance).
        expect(Number(row.stop_loss)).toBeGreaterThanOrEqual(Number(answers[index]?.data.TargetLossPrice));
      }

      // Now the price falls through every stop while the user moves each one again: every position closes once.
      app.clock.advance(200);
      const [moves] = await Promise.all([
        Promise.all(
          open.map((order) =>
            trade<ForexOrder>(app, trader, 'set_stop_price', { id: order.Id, stop_loss_price: '1.09000', target_profit_price: '0' }),
          ),
        ),
        tick(app, EURUSD, '1.09500'),
      ]);
      await app.contracts.settled();
      // Each move was taken (before the close) or refused as no longer open: never an error.
      for (const answer of moves) expect([1, CODE.ORDER_STATE], answer.msg).toContain(answer.code);
      const closes = await app.database.db.query<{ memo: string; count: string }>(
        `SELECT memo, count(*) AS count FROM journals WHERE memo = ANY($1::text[]) AND cause <> 'trade_open' GROUP BY memo`,
        [open.map((order) => `order ${order.Id}`)],
      );
      expect((await orders(app, trader, 1)).total).toBe(0);
      expect(closes.map((row) => Number(row.count))).toEqual(open.map(() => 1));
      await assertLedgerInvariants(app.database.db, `round ${round}`);
      await auditContract(app, trader);
    }
  });
});
