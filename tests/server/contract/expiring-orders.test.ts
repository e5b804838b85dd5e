import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { MAX_EXPIRY_AHEAD_MS } from '../../../common/contract';
import type { App } from '../../../server/app';
import { EXPIRY_SWEEP_MS } from '../../../server/contract/expiry-job';
import { CLOSED_CONTRACTS_LINK } from '../../../server/contract/close-notices';
import { runScheduledJobs } from '../helpers/fund';
import { inboxOf } from '../helpers/inbox';
import { appOn, testApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-db';
import { auditContract, capturePushes, demoTrader, EURUSD, orders, pendingOrder, tick, trade, type Trader } from '../helpers/trading';

// Pending orders that expire (issue 35): good till cancelled (expire_at 0 or absent), or good till a time, when the
// leader's sweep cancels them, once, their margin and fee back as a cancel gives them. EUR/USD at 1.10000, 100,000
// units a lot, fee type 2 (margin x 0.0002):
//   buy 0.1 pending at 1.09500, leverage 100: margin 109.50, fee 0.0219 -> 0.02: 9890.48 available, 109.50 locked;
//   expired: 10000.00 available, 0.00 locked (as cancelled by hand)

const buyAt = (target: string, expireAt: number) => ({ type: 1, cont: '0.1', forex_id: EURUSD, target_price: target, expire_at: expireAt });

async function orderRow(app: TestApp, id: number) {
  const [row] = await app.database.db.query<{ status: number; close_reason: string | null; close_time: string | null }>(
    'SELECT status, close_reason, close_time FROM contract_orders WHERE id = $1',
    [id],
  );
  return row;
}

function expiryJob(app: App) {
  const job = app.jobs.find((candidate) => candidate.name === 'contract-order-expiry');
  if (!job) throw new Error('no expiry job');
  return job;
}

describe('expiring pending orders', () => {
  let app: TestApp;
  let trader: Trader;

  beforeAll(async () => {
    app = await testApp();
    trader = await demoTrader(app);
    await tick(app, EURUSD, '1.10000');
  });
  afterAll(() => app.close());

  it('refuses an expiry in the past, beyond 6 months, or on a market order (3016), and changes nothing', async () => {
    const now = app.clock.now();
    const refusals = [
      [{ ...buyAt('1.09500', now) }, 'The expiry must be later than now'],
      [{ ...buyAt('1.09500', now - 1) }, 'The expiry must be later than now'],
      [{ ...buyAt('1.09500', now + MAX_EXPIRY_AHEAD_MS + 1) }, 'The expiry can be at most 6 months ahead'],
      [
        { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, expire_at: now + 60_000 },
        'Only a pending order can expire: a market order fills at once',
      ],
    ] as const;
    for (const [params, msg] of refusals) {
      const answer = await trade(app, trader, 'submit', { status: 0, multiple: 100, ...params });
      expect(answer).toMatchObject({ code: 3016, msg, data: null });
    }
    expect((await orders(app, trader, 0)).total).toBe(0);
    expect((await orders(app, trader, 1)).total).toBe(0);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('accepts an expiry of exactly 6 months, and 0 as good till cancelled', async () => {
    const furthest = await pendingOrder(app, trader, buyAt('1.09500', app.clock.now() + MAX_EXPIRY_AHEAD_MS));
    expect(furthest.ExpireAt).toBe(app.clock.now() + MAX_EXPIRY_AHEAD_MS);
    const forever = await pendingOrder(app, trader, buyAt('1.09500', 0));
    expect(forever.ExpireAt).toBe(0);
    for (const order of [furthest, forever]) expect((await trade(app, trader, 'cancel_trade', { id: order.Id })).code).toBe(1);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('is cancelled by the sweep at its time, not before, once, its margin and fee back, told in the inbox and pushed', async () => {
    const expireAt = app.clock.now() + 60_000;
    const order = await pendingOrder(app, trader, buyAt('1.09500', expireAt));
    expect(order).toMatchObject({ Status: 0, ExpireAt: expireAt, CautionMoney: '109.50', TradeFee: '0.02' });
    expect(await auditContract(app, trader)).toEqual({ available: '9890.48', locked: '109.50' });
    const pushes = capturePushes(app);
    app.clock.advance(60_000 - 1);
    expect(await app.contracts.expireDue(app.clock.now())).toEqual([]);
    expect(await orderRow(app, order.Id)).toMatchObject({ status: 0, close_reason: null });
    // The job, as the leader runs it: one interval of the clock later the order is past its time.
    await runScheduledJobs(app, [expiryJob(app)]);
    expect(EXPIRY_SWEEP_MS).toBeLessThanOrEqual(5_000);
    expect(await orderRow(app, order.Id)).toMatchObject({ status: 3, close_reason: 'expired' });
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
    const [closed] = (await orders(app, trader, 3)).data.filter((row) => row.Id === order.Id);
    expect(closed).toMatchObject({ CloseReason: 'expired', Cancelled: true, ExpireAt: expireAt, NetProfits: '0.00' });
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED')).toEqual([
      { userId: trader.userId, topic: 'FOREX_CLOSED', data: [order.Id] },
    ]);
    const entries = (await inboxOf(app, trader.userId)).filter((entry) => entry.kind === 'order_cancelled');
    expect(entries).toEqual([
      {
        kind: 'order_cancelled',
        detail: { reason: 'expired', order_id: order.Id, instrument: 'EUR/USD', side: 'buy', lots: '0.1' },
        link: CLOSED_CONTRACTS_LINK,
      },
    ]);
    // Swept again (and again by the job): nothing more is cancelled, paid back or told.
    const journals = await app.database.db.query('SELECT id FROM journals WHERE memo = $1', [`order ${order.Id}`]);
    expect(await app.contracts.expireDue(app.clock.now())).toEqual([]);
    await runScheduledJobs(app, [expiryJob(app)]);
    expect(await app.database.db.query('SELECT id FROM journals WHERE memo = $1', [`order ${order.Id}`])).toEqual(journals);
    expect((await inboxOf(app, trader.userId)).filter((entry) => entry.kind === 'order_cancelled')).toHaveLength(1);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('is not filled by a tick at or after its expiry, before the sweep has come', async () => {
    await tick(app, EURUSD, '1.10000');
    const order = await pendingOrder(app, trader, buyAt('1.09500', app.clock.now() + 10_000));
    app.clock.advance(10_000);
    await tick(app, EURUSD, '1.09400');
    expect(await orderRow(app, order.Id)).toMatchObject({ status: 0 });
    expect(await app.contracts.expireDue(app.clock.now())).toEqual([order.Id]);
    expect(await orderRow(app, order.Id)).toMatchObject({ status: 3, close_reason: 'expired' });
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });

  it('is not cancelled once it filled before its expiry', async () => {
    await tick(app, EURUSD, '1.10000');
    const order = await pendingOrder(app, trader, buyAt('1.09900', app.clock.now() + 60_000));
    app.clock.advance(250);
    await tick(app, EURUSD, '1.09900');
    expect(await orderRow(app, order.Id)).toMatchObject({ status: 1 });
    app.clock.advance(120_000);
    await tick(app, EURUSD, '1.09900');
    expect(await app.contracts.expireDue(app.clock.now())).toEqual([]);
    expect((await orders(app, trader, 1)).data.map((row) => row.Id)).toEqual([order.Id]);
    expect(await auditContract(app, trader)).toEqual({ available: '9890.08', locked: '109.90' });
    expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
  });
});

describe('expiry across a restart', () => {
  let app: TestApp;
  let second: App | undefined;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await second?.http.close();
    await app.database.drop();
  });

  it('cancels at the first sweep after a restart what fell due while the server was down, once', async () => {
    const trader = await demoTrader(app);
    await tick(app, EURUSD, '1.10000');
    const order = await pendingOrder(app, trader, buyAt('1.09500', app.clock.now() + 30_000));
    await app.http.close();
    app.clock.advance(10 * 60_000);
    second = await appOn(app.database, app.clock, []);
    const restarted: TestApp = { ...app, ...second };
    await runScheduledJobs(restarted, [expiryJob(second)]);
    expect(await orderRow(app, order.Id)).toMatchObject({ status: 3, close_reason: 'expired' });
    expect(await second.contracts.expireDue(app.clock.now())).toEqual([]);
    expect(await auditContract(restarted, trader)).toEqual({ available: '10000.00', locked: '0.00' });
    expect((await inboxOf(app, trader.userId)).filter((entry) => entry.kind === 'order_cancelled')).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres)('two expiry sweeps racing on PostgreSQL', () => {
  let app: TestApp;
  let other: App;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await other.http.close();
    await app.close();
  });

  it('cancel each due order once, every margin and fee back once', async () => {
    const trader = await demoTrader(app);
    await tick(app, EURUSD, '1.10000');
    const placed: ForexOrder[] = [];
    for (let i = 0; i < 20; i += 1) placed.push(await pendingOrder(app, trader, buyAt('1.09500', app.clock.now() + 1_000)));
    expect(await auditContract(app, trader)).toEqual({ available: '7809.60', locked: '2190.00' });
    other = await appOn(app.database, app.clock, []);
    app.clock.advance(1_000);
    const [mine, theirs] = await Promise.all([app.contracts.expireDue(app.clock.now()), other.contracts.expireDue(app.clock.now())]);
    expect([...mine, ...theirs].sort((a, b) => a - b)).toEqual(placed.map((order) => order.Id).sort((a, b) => a - b));
    const [cancels] = await app.database.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM contract_orders WHERE status = 3 AND close_reason = 'expired'`,
    );
    expect(cancels?.n).toBe('20');
    expect((await inboxOf(app, trader.userId)).filter((entry) => entry.kind === 'order_cancelled')).toHaveLength(20);
    expect(await auditContract(app, trader)).toEqual({ available: '10000.00', locked: '0.00' });
  });
});

if (!onPostgres) console.log('expiring-orders: the racing sweeps run on PostgreSQL only (one PGlite connection hides races)');
