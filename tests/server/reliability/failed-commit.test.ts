import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import type { Database } from '../../../server/db/database';
import { interceptedDatabase } from '../helpers/intercepted-db';
import { testApp, type TestApp } from '../helpers/test-app';
import { demoTrader, detail, EURUSD, openPosition, orders, tick, type Trader } from '../helpers/trading';

// A call's work commits with its Idempotency-Key's stored answer, in the request's one transaction. Should that
// commit fail after an engine did its part, the engines' memory must not keep what the database rolled back: an
// order it does not hold (margin shown in use, an option the engine tries to settle), or a position gone from memory
// that the database still holds open (its stops no longer watched). EUR/USD at 1.10000, a 0.1 lot buy at leverage
// 100: margin 110.00, fee 0.02.

const OPTION_SETTLE = /FROM micro_orders WHERE id = \$1 AND status = \$2 FOR UPDATE/;

/** The database as the app sees it: the next storing of an answer fails once armed, so the request rolls back. */
function failingAnswers(real: Database): { db: Database; armed: () => void; settleAttempts: () => number } {
  let arm = false;
  let attempts = 0;
  const db = interceptedDatabase(real, (sql) => {
    if (OPTION_SETTLE.test(sql)) attempts += 1;
    if (arm && sql.startsWith('UPDATE idempotent_requests SET response')) {
      arm = false;
      throw new Error('the commit of this request failed');
    }
  });
  return { db, armed: () => void (arm = true), settleAttempts: () => attempts };
}

/** A keyed call whose commit fails: the server answers that something went wrong (the caller retries with the key). */
async function failedCall(app: TestApp, trader: Trader, url: string, query: Record<string, string | number>): Promise<void> {
  const response = await app.http.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    headers: { authorization: trader.token, 'idempotency-key': randomUUID(), lang: 'en' },
  });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toMatchObject({ code: CODE.INTERNAL });
}

describe('a request whose commit fails after the engine did its part', () => {
  let app: TestApp;
  let failing: ReturnType<typeof failingAnswers>;
  let trader: Trader;

  beforeAll(async () => {
    app = await testApp((database) => {
      failing = failingAnswers(database.db);
      return { db: failing.db };
    });
    trader = await demoTrader(app);
    await tick(app, EURUSD, '1.10000');
  });
  afterAll(() => app.close());

  it('leaves no contract order in memory that the database does not hold', async () => {
    failing.armed();
    await failedCall(app, trader, '/v2/api/forex/submit', { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 });
    expect((await orders(app, trader, 1)).total).toBe(0);
    // Valued from memory: a phantom position would show its margin in use and its floating result.
    expect(await detail(app, trader)).toMatchObject({
      balance: '10000.00',
      lockBalance: '0.00',
      CautionMoneyAll: '0.00',
      Equity: '10000.00',
    });
  });

  it('keeps watching a position whose close did not commit', async () => {
    const position = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, stop_loss_price: '1.09000' });
    failing.armed();
    await failedCall(app, trader, '/v2/api/forex/close', { id: position.Id });
    expect((await orders(app, trader, 1)).total).toBe(1);
    expect(await detail(app, trader)).toMatchObject({
      balance: '9889.98',
      lockBalance: '110.00',
      CautionMoneyAll: '110.00',
      Equity: '9999.98',
    });
    // Its stop-loss still fires: memory still holds the position the database holds.
    await tick(app, EURUSD, '1.08900');
    const [closed] = (await orders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: position.Id, CloseReason: 'stop_loss' });
  });

  it('tracks no option the database does not hold, so none is settled at its expiry', async () => {
    failing.armed();
    await failedCall(app, trader, '/v2/api/micro/submit', { forex_id: EURUSD, type: 1, number: 25, seconds: 60 });
    const before = failing.settleAttempts();
    app.clock.advance(61_000);
    await tick(app, EURUSD, '1.09000');
    expect(failing.settleAttempts() - before).toBe(0);
  });
});
