import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage } from '../../../common/api/trade';
import { MAX_QUOTE_AGE_MS } from '../../../common/contract';
import { CODE } from '../../../common/envelope';
import { call } from '../helpers/access';
import { changedTables, fingerprint } from '../helpers/snapshot';
import type { TestApp } from '../helpers/test-app';
import {
  appWithDemoTrader,
  auditContract,
  capturePushes,
  EURUSD,
  lastSeq,
  openPosition,
  orders,
  tick,
  type Trader,
} from '../helpers/trading';

const GBPUSD = 2;

// Close all, all in profit, all at a loss (issue 35): each position closed as a close by hand closes it, at its own
// instrument's last tick. EUR/USD and GBP/USD: 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002).
//   A buy 0.1 EUR at 1.10000 (margin 110.00, fee 0.02), B sell 0.1 EUR at 1.10000 (110.00, 0.02),
//   C buy 0.1 GBP at 1.25000 (125.00, fee 0.025 -> 0.03). Available 10000 - 345.00 - 0.07 = 9654.93.
//   EUR to 1.10100: A +10.00, B -10.00, C flat (neither in profit nor at a loss).

function closeAll(app: TestApp, trader: Trader, which: string, key = randomUUID()) {
  return call<OrderPage>(app, 'GET', '/v2/api/forex/close_all', { which }, { authorization: trader.token, 'idempotency-key': key });
}

describe('closing all positions, those in profit, those at a loss', () => {
  const { app, trader } = appWithDemoTrader();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
    await tick(app, GBPUSD, '1.25000');
    ids.a = (await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD })).Id;
    ids.b = (await openPosition(app, trader, { type: 2, cont: '0.1', forex_id: EURUSD })).Id;
    ids.c = (await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: GBPUSD })).Id;
    expect(await auditContract(app, trader)).toEqual({ available: '9654.93', locked: '345.00' });
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10100');
  });

  it('closes only those in profit, answering them with their count and totals', async () => {
    const pushes = capturePushes(app);
    const answer = await closeAll(app, trader, 'profit');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('1 position closed');
    expect(answer.data).toMatchObject({ total: 1, all_fact_profits: '10.00', all_net_profits: '9.98' });
    expect(answer.data.data.map((order) => order.Id)).toEqual([ids.a]);
    expect(answer.data.data[0]).toMatchObject({ Status: 3, CloseReason: 'manual', FactProfits: '10.00', Price: '1.10100' });
    expect(answer.data.data[0]!.CloseTick).toEqual({ Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10100' });
    expect(pushes.filter((push) => push.topic === 'FOREX_CLOSED').flatMap((push) => push.data as number[])).toEqual([ids.a]);
    // 9654.93 + 110.00 + 10.00
    expect(await auditContract(app, trader)).toEqual({ available: '9774.93', locked: '235.00' });
  });

  it('refuses when nothing is of the kind asked, changing nothing', async () => {
    const before = await fingerprint(app.database.db);
    const none = await closeAll(app, trader, 'profit');
    expect(none.code).toBe(CODE.NOTHING_TO_CLOSE);
    expect(none.msg).toBe('No open position is in profit');
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('closes those at a loss, leaving the flat one', async () => {
    const answer = await closeAll(app, trader, 'loss');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ total: 1, all_fact_profits: '-10.00', all_net_profits: '-10.02' });
    expect(answer.data.data.map((order) => order.Id)).toEqual([ids.b]);
    expect((await orders(app, trader, 1)).data.map((order) => order.Id)).toEqual([ids.c]);
  });

  it('closes all, each at its own instrument’s tick, and a retry with the key answers the same and closes nothing', async () => {
    ids.d = (await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD })).Id;
    app.clock.advance(500);
    await tick(app, GBPUSD, '1.25100');
    const gbpTick = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.25100' };
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10200');
    const eurTick = { Seq: lastSeq(app), Time: app.clock.now(), Price: '1.10200' };
    const key = randomUUID();
    const answer = await closeAll(app, trader, 'all', key);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('2 positions closed');
    // C +0.001 x 10000 = 10.00, D +10.00; fees 0.03 and 0.02.
    expect(answer.data).toMatchObject({ total: 2, all_fact_profits: '20.00', all_net_profits: '19.95' });
    expect(answer.data.data.map((order) => [order.Id, order.CloseTick])).toEqual([
      [ids.c, gbpTick],
      [ids.d, eurTick],
    ]);
    const before = await fingerprint(app.database.db);
    const retried = await closeAll(app, trader, 'all', key);
    expect(retried).toEqual(answer);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
    expect((await orders(app, trader, 1)).total).toBe(0);
    const journals = await app.database.db.query<{ memo: string }>(
      `SELECT memo FROM journals WHERE cause = 'trade_pnl' AND memo = ANY($1::text[]) ORDER BY id`,
      [[ids.a, ids.b, ids.c, ids.d].map((id) => `order ${id}`)],
    );
    // Each close settled once, in its own journal.
    expect(journals.map((row) => row.memo)).toEqual([ids.a, ids.b, ids.c, ids.d].map((id) => `order ${id}`));
    // 9774.93 + 110.00 - 10.00 (B) - 110.02 (D opened) + 125.00 + 10.00 + 110.00 + 10.00
    expect(await auditContract(app, trader)).toEqual({ available: '10019.91', locked: '0.00' });
  });

  it('refuses with nothing open', async () => {
    const none = await closeAll(app, trader, 'all');
    expect(none.code).toBe(CODE.NOTHING_TO_CLOSE);
    expect(none.msg).toBe('No position is open');
  });

  it('leaves a position whose quote is stale open, uncounted; alone, it is refused as a close by hand is', async () => {
    const stale = (await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: GBPUSD })).Id;
    const fresh = (await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD })).Id;
    app.clock.advance(MAX_QUOTE_AGE_MS + 1);
    await tick(app, EURUSD, '1.10200');
    const answer = await closeAll(app, trader, 'all');
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.total).toBe(1);
    expect(answer.data.data.map((order) => order.Id)).toEqual([fresh]);
    expect((await orders(app, trader, 1)).data.map((order) => order.Id)).toEqual([stale]);
    const refused = await closeAll(app, trader, 'all');
    expect(refused.code).toBe(CODE.STALE_QUOTE);
    await auditContract(app, trader);
  });
});
