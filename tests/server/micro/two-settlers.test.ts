import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { expectLedgerBalanced } from '../helpers/access';
import { optionAccount, placeMicro } from '../helpers/micro';
import { testApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-db';
import { demoTrader, EURUSD, tick, type Trader } from '../helpers/trading';
import { testSecrets } from '../helpers/secrets-key';

// Two servers on one PostgreSQL (a second node, or a restart overlapping the old process) both see the tick that
// settles 20 options: each order is paid exactly once. 30 s pays 0.80; 20 up orders of 10 win 8.00 each.

describe.skipIf(!onPostgres)('two settlers racing on PostgreSQL', () => {
  let app: TestApp;
  let other: App;
  let trader: Trader;

  beforeAll(async () => {
    app = await testApp();
    trader = await demoTrader(app);
    await tick(app, EURUSD, '1.10000');
  });
  afterAll(async () => {
    await other.http.close();
    await app.close();
  });

  it('pays every order once', async () => {
    for (let i = 0; i < 20; i += 1) await placeMicro(app, trader, { forex_id: EURUSD, type: 1, number: '10', seconds: 30 });
    other = await buildApp({
      config: { logLevel: 'silent', publicOrigin: undefined },
      db: app.database.db,
      clock: app.clock,
      i18n: await loadServerI18n(),
      secrets: testSecrets(),
      distDir: mkdtempSync(path.join(tmpdir(), 'meridian-nodist-')),
    });
    app.clock.advance(30_000);
    const deciding = { instrumentId: EURUSD, seq: 7_001, time: app.clock.now(), price: '1.10100', volume: 1 };
    app.market.receive([deciding]);
    other.market.receive([deciding]);
    await Promise.all([app.micro.settled(), other.micro.settled()]);
    const [journals] = await app.database.db.query<{ n: string }>(`SELECT count(*) AS n FROM journals WHERE cause = 'option_settlement'`);
    expect(journals?.n).toBe('20');
    expect(await optionAccount(app, trader)).toEqual({ available: '10160.00', locked: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });
});

if (!onPostgres) console.log('two-settlers: skipped on PGlite (one connection hides races); CI runs it on PostgreSQL');
