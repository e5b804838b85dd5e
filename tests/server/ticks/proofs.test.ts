import { describe, expect, it } from 'vitest';
import type { TickPublicKey } from '../../../common/api/ticks';
import type { ForexOrder } from '../../../common/api/trade';
import { CODE } from '../../../common/envelope';
import { canonicalPrice, fromBase64, keyId } from '../../../common/tick-log';
import type { ProofBundle } from '../../../common/tick-proof';
import { tickSignerFromSeed } from '../../../server/ticks/signing-key';
import { call } from '../helpers/access';
import { approvedTrader, copiesSettled, demoFollower, mustFollow, newOperator } from '../helpers/follow';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { microOrders, placeMicro } from '../helpers/micro';
import { askProof, expectBundleHolds, failedChecks, proofOf, publishedKey, sealThisMinute } from '../helpers/tick-log';
import { demoTrader, EURUSD, openPosition, orders, pendingOrder, tick, trade, type Trader } from '../helpers/trading';

// Every kind of settlement has a proof that verifies with the key Meridian publishes (issue 37): GET /api/ticks/proof
// answers, for the caller's own order or option, one proof per tick that decided it, and each holds against GET
// /api/ticks/public_key. The proofs' settlements are the order's own record (its OpenTick, CloseTick, partial
// closes). What cannot be proved is refused with a code and a message, never a 500.
//
// One minute of EUR/USD (5 decimals) and GBP/USD decides everything; an option of 60 s settles in the next minute:
//   1.10000  opens: a market buy closed by hand later, a buy with stop-loss 1.09700, a buy with take-profit 1.10100,
//            a buy trailing 0.00100 (level 1.09900), 0.3 lots closed in parts, the copied trader's buy, the option;
//            a buy pending at 1.09800; GBP/USD 1.25000 opens 5 lots of another trader (stop-out level 3125.00)
//   1.10150  take-profit; the trail moves to 1.10050; 0.1 of the 0.3 lots closed by hand
//   1.10040  trailing stop; the copied trader closes by hand, and the follower's copy with it
//   1.09780  the pending buy fills
//   1.09650  stop-loss; the hand-closed buy, the rest of the 0.3 lots and the filled pending buy closed by hand
//   GBP/USD 1.23500: a loss of 7500.00 leaves equity 2498.75 under 3125.00: stop-out

const GBPUSD = 2;
const app = appForTests();

interface World {
  alice: Trader;
  carol: Trader;
  follower: Trader;
  copied: Trader;
  manual: number;
  stopLoss: number;
  takeProfit: number;
  trailing: number;
  parts: number;
  pending: number;
  stoppedOut: number;
  copy: number;
  option: number;
}

const step = async (instrument: number, price: string) => {
  app.clock.advance(200);
  await tick(app, instrument, price);
};

const closeByHand = async (who: Trader, id: number, lots?: string) => {
  const answer = await trade<ForexOrder>(app, who, 'close', lots === undefined ? { id } : { id, lots });
  expect(answer.code, answer.msg).toBe(1);
};

const world = madeBeforeTests<World>(async () => {
  const operator = await newOperator(app);
  const alice = await demoTrader(app);
  const carol = await demoTrader(app);
  const follower = await demoFollower(app);
  await tick(app, EURUSD, '1.10000');
  await tick(app, GBPUSD, '1.25000');
  const copied = await approvedTrader(app, operator, '2000.00');
  await mustFollow(app, follower, copied.traderId, 1, '3000');
  // Into a minute of its own, with fresh prices.
  app.clock.set(app.clock.now() - (app.clock.now() % 60_000) + 60_000);
  await tick(app, EURUSD, '1.10000');
  await tick(app, GBPUSD, '1.25000');

  const buy = (more: Record<string, string>) => openPosition(app, alice, { type: 1, cont: '0.1', forex_id: EURUSD, ...more });
  const manual = (await buy({})).Id;
  const stopLoss = (await buy({ stop_loss_price: '1.09700' })).Id;
  const takeProfit = (await buy({ target_profit_price: '1.10100' })).Id;
  const trailing = (await buy({ trailing_distance: '0.00100' })).Id;
  const parts = (await buy({ cont: '0.3' })).Id;
  const pending = (await pendingOrder(app, alice, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09800' })).Id;
  const origin = await openPosition(app, copied, { type: 1, cont: '0.1', forex_id: EURUSD });
  await copiesSettled(app);
  const [copyRow] = await app.database.db.query<{ id: string }>('SELECT id FROM contract_orders WHERE user_id = $1 AND origin_id = $2', [
    follower.userId,
    origin.Id,
  ]);
  const option = (await placeMicro(app, alice, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 })).Id;
  const stoppedOut = (await openPosition(app, carol, { type: 1, cont: '5', forex_id: GBPUSD })).Id;

  await step(EURUSD, '1.10150');
  await closeByHand(alice, parts, '0.1');
  await step(EURUSD, '1.10040');
  await closeByHand(copied, origin.Id);
  await copiesSettled(app);
  await step(EURUSD, '1.09780');
  await step(EURUSD, '1.09650');
  await closeByHand(alice, manual);
  await closeByHand(alice, parts);
  await closeByHand(alice, pending);
  await step(GBPUSD, '1.23500');
  // The option falls due in the next minute and settles on its first tick.
  app.clock.advance(60_000);
  await tick(app, EURUSD, '1.09700');
  expect((await microOrders(app, alice, 3)).data.map((order) => order.Id)).toContain(option);
  await sealThisMinute(app);
  return {
    alice,
    carol,
    follower,
    copied,
    manual,
    stopLoss,
    takeProfit,
    trailing,
    parts,
    pending,
    stoppedOut,
    copy: Number(copyRow?.id),
    option,
  };
}, 'the settled trades');

/** The closed order as its owner's history shows it. */
async function closedOrder(who: Trader, id: number): Promise<ForexOrder> {
  const found = (await orders(app, who, 3)).data.find((order) => order.Id === id);
  if (!found) throw new Error(`order ${String(id)} is not closed`);
  return found;
}

/** The bundle's settlements are the order's recorded ticks: its open, then its close, with the reasons given. */
async function expectOpenAndClose(bundle: ProofBundle, order: ForexOrder, openReason: string, closeReason: string): Promise<void> {
  expect(bundle.pending).toEqual([]);
  expect(bundle.before_log).toEqual([]);
  expect(bundle.proofs.map((proof) => [proof.settlement.event, proof.settlement.reason])).toEqual([
    ['open', openReason],
    ['close', closeReason],
  ]);
  const [open, close] = bundle.proofs;
  expect(open?.settlement).toMatchObject({
    seq: order.OpenTick?.Seq,
    time: order.OpenTick?.Time,
    price: canonicalPrice(order.OpenTick!.Price),
  });
  expect(close?.settlement).toMatchObject({
    seq: order.CloseTick?.Seq,
    time: order.CloseTick?.Time,
    price: canonicalPrice(order.CloseTick!.Price),
  });
  expect(open?.tick).toMatchObject({ instrument_id: order.ForexTradeLists.Id, seq: order.OpenTick?.Seq });
  await expectBundleHolds(app, bundle);
}

describe('a proof for every kind of settlement, verified with the published key', () => {
  it('publishes the key every proof carries', async () => {
    const answer = await call<TickPublicKey>(app, 'GET', '/api/ticks/public_key');
    const bundle = await proofOf(app, world.alice, { order_id: world.manual });
    expect(bundle.public_key).toBe(answer.data.public_key);
    expect(answer.data.key_id).toBe(await keyId(fromBase64(answer.data.public_key)));
    expect(bundle.proofs.every((proof) => proof.checkpoint.key_id === answer.data.key_id)).toBe(true);
  });

  it('a market fill, and a close by hand', async () => {
    const order = await closedOrder(world.alice, world.manual);
    const bundle = await proofOf(app, world.alice, { order_id: world.manual });
    expect(bundle.order_id).toBe(world.manual);
    await expectOpenAndClose(bundle, order, 'market', 'manual');
    expect(bundle.proofs[1]?.tick.price).toBe('1.0965');
  });

  it('a pending order filled at the tick that reached its price', async () => {
    const order = await closedOrder(world.alice, world.pending);
    await expectOpenAndClose(await proofOf(app, world.alice, { order_id: world.pending }), order, 'pending_fill', 'manual');
    expect(order.OpenTick?.Price).toBe('1.09780');
  });

  it('a stop-loss', async () => {
    const order = await closedOrder(world.alice, world.stopLoss);
    await expectOpenAndClose(await proofOf(app, world.alice, { order_id: world.stopLoss }), order, 'market', 'stop_loss');
    expect(order.CloseTick?.Price).toBe('1.09650');
  });

  it('a take-profit', async () => {
    const order = await closedOrder(world.alice, world.takeProfit);
    await expectOpenAndClose(await proofOf(app, world.alice, { order_id: world.takeProfit }), order, 'market', 'take_profit');
    expect(order.CloseTick?.Price).toBe('1.10150');
  });

  it('a trailing stop', async () => {
    const order = await closedOrder(world.alice, world.trailing);
    await expectOpenAndClose(await proofOf(app, world.alice, { order_id: world.trailing }), order, 'market', 'trailing_stop');
    expect(order.CloseTick?.Price).toBe('1.10040');
  });

  it('a stop-out', async () => {
    const order = await closedOrder(world.carol, world.stoppedOut);
    await expectOpenAndClose(await proofOf(app, world.carol, { order_id: world.stoppedOut }), order, 'market', 'stop_out');
    expect(order.CloseTick?.Price).toBe('1.23500');
  });

  it('a position closed in parts: its open, each part and its close', async () => {
    const order = await closedOrder(world.alice, world.parts);
    const bundle = await proofOf(app, world.alice, { order_id: world.parts });
    expect(bundle.proofs.map((proof) => proof.settlement.event)).toEqual(['open', 'partial_close', 'close']);
    expect(bundle.proofs.map((proof) => proof.tick.price)).toEqual(['1.1', '1.1015', '1.0965']);
    const [part] = order.PartialCloses;
    expect(bundle.proofs[1]?.settlement).toMatchObject({ seq: part?.Tick.Seq, time: part?.Tick.Time });
    await expectBundleHolds(app, bundle);
  });

  it("a copy trade: the follower's own order, on the trader's ticks", async () => {
    const copy = await closedOrder(world.follower, world.copy);
    const bundle = await proofOf(app, world.follower, { order_id: world.copy });
    expect(bundle.proofs.map((proof) => proof.settlement.event)).toEqual(['open', 'close']);
    expect(bundle.proofs[0]?.settlement.seq).toBe(copy.OpenTick?.Seq);
    expect(bundle.proofs[1]?.settlement.seq).toBe(copy.CloseTick?.Seq);
    expect(bundle.proofs[1]?.tick.price).toBe('1.1004');
    await expectBundleHolds(app, bundle);
  });

  it("an option's open and its settlement, a minute apart", async () => {
    const [settled] = (await microOrders(app, world.alice, 3)).data.filter((order) => order.Id === world.option);
    const bundle = await proofOf(app, world.alice, { micro_id: world.option });
    expect(bundle.micro_id).toBe(world.option);
    expect(bundle.proofs.map((proof) => [proof.settlement.event, proof.settlement.reason])).toEqual([
      ['option_open', null],
      ['option_settle', 'expiry'],
    ]);
    expect(bundle.proofs[0]?.settlement.seq).toBe(settled?.OpenTick.Seq);
    expect(bundle.proofs[1]?.settlement.seq).toBe(settled?.EndTick?.Seq);
    expect(bundle.proofs[1]!.block.minute - bundle.proofs[0]!.block.minute).toBe(60_000);
    // The open's block is followed by the settlement's: the older proof's chain leads through it to its checkpoint.
    expect(bundle.proofs[0]?.chain.map((block) => block.hash)).toContain(bundle.proofs[1]?.block.hash);
    await expectBundleHolds(app, bundle);
  });

  it('fails to verify against another key than the published one', async () => {
    const bundle = await proofOf(app, world.alice, { order_id: world.manual });
    const other = (await tickSignerFromSeed(Buffer.alloc(32, 3))).publicKey;
    expect(Buffer.from(other).equals(Buffer.from(await publishedKey(app)))).toBe(false);
    expect(await failedChecks(bundle, other)).toEqual([
      ['key', 'signature'],
      ['key', 'signature'],
    ]);
  });
});

describe('what has no proof is refused, saying why', () => {
  const refused = async (who: Trader | null, params: Record<string, string | number>, code: number) => {
    const answer = await call<null>(app, 'GET', '/api/ticks/proof', params, who ? { authorization: who.token } : {});
    expect(answer.code, answer.msg).toBe(code);
    expect(answer.data).toBeNull();
    expect(answer.msg).not.toBe('');
    return answer.msg;
  };

  it("another user's order or option, as not found", async () => {
    await refused(world.carol, { order_id: world.manual }, CODE.NOT_FOUND);
    await refused(world.carol, { micro_id: world.option }, CODE.NOT_FOUND);
    await refused(world.carol, { order_id: 2_000_000_000 }, CODE.NOT_FOUND);
  });

  it('an order pending, not filled: no price decided it', async () => {
    await tick(app, EURUSD, '1.09700');
    const waiting = await pendingOrder(app, world.alice, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.05000' });
    const msg = await refused(world.alice, { order_id: waiting.Id }, CODE.NO_TICK_PROOF);
    expect(msg).toBe('This order has not been filled or settled yet, so no price decided it');
  });

  it('a trade of the minute in progress, the very second it was made: signed within two minutes', async () => {
    await tick(app, EURUSD, '1.09705');
    // Asked at once: its tick is still on its way to the database (the market stores every second).
    const fresh = await openPosition(app, world.alice, { type: 1, cont: '0.1', forex_id: EURUSD });
    const msg = await refused(world.alice, { order_id: fresh.Id }, CODE.NO_TICK_PROOF);
    expect(msg).toBe('The price log is signed every minute: the proof of this price is ready within two minutes');
    await closeByHand(world.alice, fresh.Id);
  });

  it('a trade of the minute in progress: signed within two minutes, then proved', async () => {
    await tick(app, EURUSD, '1.09710');
    const fresh = await openPosition(app, world.alice, { type: 1, cont: '0.1', forex_id: EURUSD });
    app.clock.advance(1_000);
    await app.market.flushNow();
    const msg = await refused(world.alice, { order_id: fresh.Id }, CODE.NO_TICK_PROOF);
    expect(msg).toBe('The price log is signed every minute: the proof of this price is ready within two minutes');
    // Once its minute is sealed, it is proved, and its close in the next minute is listed as pending.
    await sealThisMinute(app);
    await tick(app, EURUSD, '1.09720');
    await closeByHand(world.alice, fresh.Id);
    app.clock.advance(1_000);
    await app.market.flushNow();
    const bundle = await proofOf(app, world.alice, { order_id: fresh.Id });
    expect(bundle.proofs.map((proof) => proof.settlement.event)).toEqual(['open']);
    expect(bundle.pending.map((settlement) => settlement.event)).toEqual(['close']);
    await expectBundleHolds(app, bundle);
  });

  it('both an order and an option, or neither: name one', async () => {
    const both = await refused(world.alice, { order_id: world.manual, micro_id: world.option }, CODE.BAD_INPUT);
    expect(both).toBe('Name one order (order_id) or one option (micro_id) to prove');
    await refused(world.alice, {}, CODE.BAD_INPUT);
  });

  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['1e3'], ['99999999999999999999']])('a malformed id %j', async (id) => {
    await refused(world.alice, { order_id: id }, CODE.BAD_INPUT);
    await refused(world.alice, { micro_id: id }, CODE.BAD_INPUT);
  });

  it('no session, or one that is not a session', async () => {
    await refused(null, { order_id: world.manual }, CODE.NOT_LOGGED_IN);
    const garbage = await askProof(app, { token: 'garbage-token-0123456789abcdef', userId: 0 }, { order_id: world.manual });
    expect(garbage.code).toBe(CODE.NOT_LOGGED_IN);
  });
});
