import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder, ForexTradePush } from '../../../common/api/trade';
import { socketOn, type SocketClient } from '../cluster/helpers/client';
import { until } from '../cluster/helpers/processes';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { BTCUSDT, demoTrader, openPosition, pendingOrder, tick, trade } from '../helpers/trading';

// Issue 41, item 1: a change a user makes to their orders on one device reaches every other device of theirs at
// once, on the per-user topics, and nobody else's. A close or a cancel by hand is named in FOREX_CLOSED (as the
// server's own closes are), a new order or new stops in FOREX_CHANGED; and once the last position is gone, one more
// FOREX_TRADE says so (no position, no floating profit), so the header and the list agree. One node here; the same
// across two nodes in tests/server/cluster/user-call-pushes.test.ts.

const TOPICS = ['FOREX_TRADE', 'FOREX_CLOSED', 'FOREX_CHANGED'];
const WAIT_MS = 5_000;
/** A small BTC/USDT order (BTC trades at all hours) at a leverage it offers. */
const BTC = { forex_id: BTCUSDT, cont: '0.01', multiple: 10 };

describe("a user's own order calls reach every socket of theirs, and nobody else's", () => {
  const app = appForTests();
  const owner = madeBeforeTests(() => demoTrader(app), 'the owner');
  const stranger = madeBeforeTests(() => demoTrader(app), 'another user');
  const sockets: SocketClient[] = [];
  let phone: SocketClient;
  let laptop: SocketClient;
  let strangers: SocketClient;
  let base: string;

  beforeAll(async () => {
    base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    // The FOREX_TRADE summaries, as main.ts starts them on the single node (on the manual clock here).
    app.contracts.start();
    await tick(app, BTCUSDT, '67000.00');
    phone = await socketOn(base, owner.token, TOPICS);
    laptop = await socketOn(base, owner.token, TOPICS);
    strangers = await socketOn(base, stranger.token, TOPICS);
    sockets.push(phone, laptop, strangers);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  const naming = (socket: SocketClient, topic: string, id: number) =>
    socket.pushes(topic).filter((push) => Array.isArray(push.data) && (push.data as number[]).includes(id));

  /** Waits until both of the owner's sockets had `topic` naming `id`; the same push (same number) on both. */
  async function bothTold(topic: string, id: number): Promise<void> {
    const told = await until(() => naming(phone, topic, id).length > 0 && naming(laptop, topic, id).length > 0, WAIT_MS);
    expect(told, `${topic} naming order ${id} did not reach both of the owner's sockets`).toBe(true);
    expect(naming(laptop, topic, id)).toEqual(naming(phone, topic, id));
  }

  /** The other user's own orders: the only ones their socket may hear of. */
  const strangerIds = new Set<number>();

  /**
   * The other user's socket heard nothing of the owner's: it is made to hear something of its own (its own close),
   * which arrives after anything pushed to it before, and then holds only its own orders.
   */
  async function strangerToldOnlyOwn(): Promise<void> {
    const own = await openPosition(app, stranger, { type: 1, ...BTC });
    strangerIds.add(own.Id);
    expect((await trade(app, stranger, 'close', { id: own.Id })).code).toBe(1);
    expect(await until(() => naming(strangers, 'FOREX_CLOSED', own.Id).length > 0, WAIT_MS)).toBe(true);
    for (const topic of ['FOREX_CLOSED', 'FOREX_CHANGED']) {
      const heard = strangers.pushes(topic).flatMap((push) => push.data as number[]);
      expect(
        heard.filter((id) => !strangerIds.has(id)),
        `${topic} told another user of the owner's orders`,
      ).toEqual([]);
    }
    const positions = strangers.pushes('FOREX_TRADE').flatMap((push) => (push.data as ForexTradePush).TransOrder);
    expect(positions.filter((position) => !strangerIds.has(position.Id))).toEqual([]);
  }

  it('a position closed by hand is named in FOREX_CLOSED on both devices', async () => {
    const order = await openPosition(app, owner, { type: 1, ...BTC });
    await tick(app, BTCUSDT, '67010.00');
    const closed = await trade<ForexOrder>(app, owner, 'close', { id: order.Id });
    expect(closed.code, closed.msg).toBe(1);
    await bothTold('FOREX_CLOSED', order.Id);
    await strangerToldOnlyOwn();
  });

  it('a pending order cancelled by hand is named in FOREX_CLOSED on both devices', async () => {
    const order = await pendingOrder(app, owner, { type: 1, ...BTC, target_price: '60000.00' });
    const cancelled = await trade<ForexOrder>(app, owner, 'cancel_trade', { id: order.Id });
    expect(cancelled.code, cancelled.msg).toBe(1);
    await bothTold('FOREX_CLOSED', order.Id);
    await strangerToldOnlyOwn();
  });

  it('a new pending order and new stops are named in FOREX_CHANGED on both devices', async () => {
    const pending = await pendingOrder(app, owner, { type: 1, ...BTC, target_price: '60000.00' });
    await bothTold('FOREX_CHANGED', pending.Id);
    const holding = await openPosition(app, owner, { type: 1, ...BTC });
    await bothTold('FOREX_CHANGED', holding.Id);
    const before = naming(phone, 'FOREX_CHANGED', holding.Id).length;
    const stops = await trade(app, owner, 'set_stop_price', { id: holding.Id, stop_loss_price: '66000.00', target_profit_price: '0' });
    expect(stops.code, stops.msg).toBe(1);
    expect(await until(() => naming(phone, 'FOREX_CHANGED', holding.Id).length > before, WAIT_MS)).toBe(true);
    await bothTold('FOREX_CHANGED', holding.Id);
    await strangerToldOnlyOwn();
    // Leaves the book as it found it, for the next test.
    expect((await trade(app, owner, 'close', { id: holding.Id })).code).toBe(1);
    expect((await trade(app, owner, 'cancel_trade', { id: pending.Id })).code).toBe(1);
    await bothTold('FOREX_CLOSED', pending.Id);
  });

  it('a refused close (the order was closed elsewhere) tells nobody anything', async () => {
    const order = await openPosition(app, owner, { type: 1, ...BTC });
    expect((await trade(app, owner, 'close', { id: order.Id })).code).toBe(1);
    await bothTold('FOREX_CLOSED', order.Id);
    const again = await trade(app, owner, 'close', { id: order.Id });
    expect(again.code).toBe(3007);
    // The next push the owner gets comes after anything the refusal could have pushed.
    const next = await pendingOrder(app, owner, { type: 1, ...BTC, target_price: '60000.00' });
    await bothTold('FOREX_CHANGED', next.Id);
    expect(naming(phone, 'FOREX_CLOSED', order.Id)).toHaveLength(1);
    expect((await trade(app, owner, 'cancel_trade', { id: next.Id })).code).toBe(1);
    await bothTold('FOREX_CLOSED', next.Id);
  });

  it('FOREX_TRADE carries the position while open, and says none once its last position is closed', async () => {
    // A user of their own, with nothing else open whatever the tests above left.
    const solo = await demoTrader(app);
    const device = await socketOn(base, solo.token, TOPICS);
    sockets.push(device);
    const trades = () => device.pushes('FOREX_TRADE').map((push) => push.data as ForexTradePush);
    const order = await openPosition(app, solo, { type: 1, ...BTC });
    await tick(app, BTCUSDT, '67020.00');
    app.clock.advance(1_000);
    expect(
      await until(
        () =>
          trades()
            .at(-1)
            ?.TransOrder.some((position) => position.Id === order.Id) === true,
        WAIT_MS,
      ),
    ).toBe(true);
    const seen = trades().length;
    expect((await trade(app, solo, 'close', { id: order.Id })).code).toBe(1);
    app.clock.advance(1_000);
    const emptied = () => trades().length > seen && trades().at(-1)?.TransOrder.length === 0;
    expect(await until(emptied, WAIT_MS), 'no FOREX_TRADE said the last position was gone').toBe(true);
    expect(trades().at(-1)).toMatchObject({ ProfitsTotal: '0.00', CautionMoneyAll: '0.00', TransOrder: [] });
    // Said once: with nothing open, the next seconds push nothing more. A push of the user's own afterwards (a new
    // order) comes after any FOREX_TRADE those seconds made.
    const after = trades().length;
    app.clock.advance(3_000);
    await tick(app, BTCUSDT, '67030.00');
    const next = await pendingOrder(app, solo, { type: 1, ...BTC, target_price: '60000.00' });
    expect(await until(() => naming(device, 'FOREX_CHANGED', next.Id).length > 0, WAIT_MS)).toBe(true);
    expect(trades()).toHaveLength(after);
  });
});
