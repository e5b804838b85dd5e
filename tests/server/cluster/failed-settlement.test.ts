import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../server/clock';
import type { Database } from '../../../server/db/database';
import { buildApp } from '../../../server/app';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { expectLedgerBalanced } from '../helpers/access';
import { microOrders, optionAccount, placeMicro } from '../helpers/micro';
import type { TestApp } from '../helpers/test-app';
import { freshDatabase } from '../helpers/test-db';
import { auditContract, demoTrader, EURUSD, orders, pendingOrder, type Trader } from '../helpers/trading';
import { testSecrets } from '../helpers/secrets-key';

// Issue 13, defect 10: a settlement whose transaction fails was dropped from the engine's queue, so the stake or
// the margin stayed locked until a restart, and the failure went to the console. Now it is retried with a bounded
// backoff until it holds (or handed back to be settled by the next tick), and logged with the order id. The
// failure is injected: the settling transaction does its work, then fails to commit (rolled back).

interface FailingDb {
  db: Database;
  /** The next `count` settling transactions fail after their work, as a lost connection at commit would. */
  failNext(count: number): void;
  readonly failed: number;
}

function failing(inner: Database): FailingDb {
  let remaining = 0;
  let failed = 0;
  const db: Database = {
    kind: inner.kind,
    query: (sql, params) => inner.query(sql, params),
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
    afterCommit: (then) => inner.afterCommit(then),
    writeLater: (sql, params) => inner.writeLater(sql, params),
    transaction: (work) =>
      inner.transaction(async (tx) => {
        // Only settlements fail (an option's expiry, a pending fill), not the requests around them.
        const seen = { settling: false };
        const result = await work({
          exec: (sql) => tx.exec(sql),
          query: (sql, params) => {
            if (/UPDATE (micro|contract)_orders SET status = \$\d+, (end_price|open_price)/.test(sql)) seen.settling = true;
            return tx.query(sql, params);
          },
        });
        if (seen.settling && remaining > 0) {
          remaining -= 1;
          failed += 1;
          throw new Error('injected: the connection was lost at commit');
        }
        return result;
      }),
  };
  return {
    db,
    failNext: (count) => void (remaining = count),
    get failed() {
      return failed;
    },
  };
}

describe('a settlement whose transaction fails', () => {
  let app: TestApp;
  let injected: FailingDb;
  let trader: Trader;
  const logLines: { level: number; msg: string; orderId?: number; engine?: string }[] = [];
  let seq = 5_000;

  /** A tick at the clock's time, without waiting for the engines (a retry waits on the clock). */
  const price = (value: string) =>
    app.market.receive([{ instrumentId: EURUSD, seq: (seq += 1), time: app.clock.now(), price: value, volume: 1 }]);
  /** Moves the clock through the backoff (the retries wait on it) until the engines' queues are idle. */
  const retryUntilSettled = async () => {
    const progress = { idle: false };
    const settled = Promise.all([app.micro.settled(), app.contracts.settled()]).then(() => {
      progress.idle = true;
    });
    // Bounded: ten attempts back off at most 5 s each; a real pause lets the database answer between moves.
    for (let round = 0; round < 400 && !progress.idle; round += 1) {
      app.clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await settled;
  };

  beforeAll(async () => {
    const database = await freshDatabase();
    injected = failing(database.db);
    const clock = new ManualClock();
    const built = await buildApp({
      config: { logLevel: 'info', publicOrigin: undefined },
      db: injected.db,
      clock,
      i18n: await loadServerI18n(),
      secrets: testSecrets(),
      distDir: mkdtempSync(path.join(tmpdir(), 'meridian-nodist-')),
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
          done();
        },
      }),
    });
    app = {
      ...built,
      clock,
      database,
      outbox: [],
      close: async () => {
        await built.http.close();
        await database.drop();
      },
    };
    trader = await demoTrader(app);
    price('1.10000');
  });
  afterAll(() => app.close());

  it('settles an option whose expiry failed twice, once, with the stake released and the failures logged with its id', async () => {
    const order = await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    app.clock.advance(60_000);
    injected.failNext(2);
    price('1.10100');
    await vi.waitFor(() => expect(injected.failed).toBe(1));
    await retryUntilSettled();
    expect(injected.failed).toBe(2);
    const [closed] = (await microOrders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: order.Id, Status: 3, EndPrice: '1.10100', FactProfits: '82.00' });
    expect(await optionAccount(app, trader)).toEqual({ available: '10082.00', locked: '0.00' });
    const failures = logLines.filter((line) => line.msg === 'settlement failed; retrying');
    expect(failures).toHaveLength(2);
    expect(failures.every((line) => line.level === 50 && line.orderId === order.Id && line.engine === 'micro')).toBe(true);
    await expectLedgerBalanced(app.database.db);
  });

  it('hands an option back when every attempt fails, and the next tick settles it: nothing stays locked', async () => {
    price('1.10000');
    const order = await placeMicro(app, trader, { forex_id: EURUSD, type: 2, number: '50', seconds: 60 });
    app.clock.advance(60_000);
    injected.failNext(10);
    price('1.10050');
    await retryUntilSettled();
    expect(injected.failed).toBe(12);
    expect(logLines.some((line) => line.msg === 'settlement failed; order handed back' && line.orderId === order.Id)).toBe(true);
    expect((await microOrders(app, trader, 1)).total).toBe(1);
    price('1.09990');
    await app.micro.settled();
    const [closed] = (await microOrders(app, trader, 3)).data;
    expect(closed).toMatchObject({ Id: order.Id, Status: 3, EndPrice: '1.09990' });
    expect((await optionAccount(app, trader)).locked).toBe('0.00');
    await expectLedgerBalanced(app.database.db);
  });

  it('fills a pending order whose fill failed, once, with its margin held by the position', async () => {
    price('1.10000');
    const pending = await pendingOrder(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD, target_price: '1.09000' });
    injected.failNext(3);
    app.clock.advance(250);
    price('1.08990');
    await vi.waitFor(() => expect(injected.failed).toBe(13));
    await retryUntilSettled();
    expect(injected.failed).toBe(15);
    const holding = (await orders(app, trader, 1)).data;
    expect(holding.map((order) => [order.Id, order.OriginPrice])).toEqual([[pending.Id, '1.08990']]);
    expect((await orders(app, trader, 0)).total).toBe(0);
    expect(
      logLines.filter((line) => line.msg === 'settlement failed; retrying' && line.engine === 'contract' && line.orderId === pending.Id),
    ).toHaveLength(3);
    await auditContract(app, trader);
  });
});
