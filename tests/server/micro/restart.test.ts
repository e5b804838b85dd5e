import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { expectLedgerBalanced } from '../helpers/access';
import { microOrders, optionAccount, placeMicro } from '../helpers/micro';
import { testApp, type TestApp } from '../helpers/test-app';
import { demoTrader, EURUSD, tick, type Trader } from '../helpers/trading';
import { testSecrets } from '../helpers/secrets-key';

// Options that fall due while the server is stopped: one whose deciding tick the server recorded before it stopped
// settles at start on that tick; one with no tick recorded after its expiry settles on the first live tick.
// 60 s pays 0.82; amount 100.

async function restarted(app: TestApp): Promise<App> {
  return buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db: app.database.db,
    clock: app.clock,
    i18n: await loadServerI18n(),
    secrets: testSecrets(),
    distDir: mkdtempSync(path.join(tmpdir(), 'meridian-nodist-')),
  });
}

describe('micro settlement across a restart', () => {
  let app: TestApp;
  let trader: Trader;
  let second: App | undefined;

  beforeAll(async () => {
    app = await testApp();
    trader = await demoTrader(app);
    await tick(app, EURUSD, '1.10000');
  });
  afterAll(async () => {
    await second?.http.close();
    await app.database.drop();
  });

  it('settles at start on the tick recorded at or after expiry, and waits for a live one otherwise', async () => {
    const recorded = await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    app.clock.advance(30_000);
    await tick(app, EURUSD, '1.10000');
    const unrecorded = await placeMicro(app, trader, { forex_id: EURUSD, type: 2, number: '100', seconds: 60 });
    await app.http.close();
    // What the market's flush would have written had the server seen these ticks before it stopped: one at the
    // first order's expiry (a win for up), none after the second's.
    await app.database.db.query('INSERT INTO ticks (instrument_id, seq, time, price) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)', [
      EURUSD,
      9_001,
      recorded.CompleteAtST - 1,
      '1.20000',
      9_002,
      recorded.CompleteAtST + 250,
      '1.10500',
    ]);
    app.clock.advance(5 * 60_000);
    second = await restarted(app);

    const closed = await second.http.inject({ url: '/v2/api/micro/orders?status=3', headers: { authorization: trader.token } });
    const [settled] = closed.json<{ data: { data: { Id: number; FactProfits: string; EndTick: unknown }[] } }>().data.data;
    expect(settled).toMatchObject({
      Id: recorded.Id,
      FactProfits: '82.00',
      EndTick: { Seq: 9_002, Time: recorded.CompleteAtST + 250, Price: '1.10500' },
    });

    const running = await second.http.inject({ url: '/v2/api/micro/orders?status=1', headers: { authorization: trader.token } });
    expect(running.json<{ data: { data: { Id: number; RemainMilliSeconds: number }[] } }>().data.data).toMatchObject([
      { Id: unrecorded.Id, RemainMilliSeconds: 0 },
    ]);
    second.market.receive([{ instrumentId: EURUSD, seq: 9_100, time: app.clock.now(), price: '1.09000', volume: 1 }]);
    await second.micro.settled();
    expect(await optionAccount(app, trader)).toEqual({ available: '10164.00', locked: '0.00' });
    expect((await microOrders({ ...app, http: second.http }, trader, 3)).total).toBe(2);
    await expectLedgerBalanced(app.database.db);
  });
});
