import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { ManualClock } from '../../../server/clock';
import type { Database } from '../../../server/db/database';
import { buildApp, type App } from '../../../server/app';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { interceptedDatabase } from '../helpers/intercepted-db';
import { auditLedgerInvariants } from '../helpers/ledger-invariants';
import { freshDatabase, type TestDatabase } from '../helpers/test-db';
import { testSecrets } from '../helpers/secrets-key';

// Defect 2: a server that dies after a call's money moved but before its answer was stored must not leave the key
// claimed for good. The claim, the effect and the answer commit together: a retry after the crash gets either the
// first answer or a fresh attempt, and the effect happens once.

/** The database as a server that dies at `fatal` sees it: from that statement on, every statement fails. */
function dyingAt(real: Database, fatal: RegExp): { db: Database; dead: () => boolean; revive: () => void } {
  let dead = false;
  const db = interceptedDatabase(real, (sql) => {
    if (dead || fatal.test(sql)) {
      dead = true;
      throw new Error('the process died here');
    }
  });
  return { db, dead: () => dead, revive: () => (dead = false) };
}

let database: TestDatabase;
const clock = new ManualClock();

async function node(db: Database): Promise<App> {
  return buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: testSecrets(),
    distDir: mkdtempSync(path.join(tmpdir(), 'meridian-nodist-')),
  });
}

async function call(app: App, url: string, token: string, key: string): Promise<{ code: number; data: { Id?: number } | null }> {
  const response = await app.http.inject({ method: 'GET', url, headers: { authorization: token, 'idempotency-key': key, lang: 'en' } });
  expect(response.statusCode).toBeLessThan(600);
  return response.json();
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

describe('a key whose request was interrupted after its effect', () => {
  const calls = [
    ['an option', '/v2/api/micro/submit?forex_id=1&type=1&number=25&seconds=60', 'micro_orders'],
    ['a contract order', '/v2/api/forex/submit?forex_id=1&status=1&multiple=100&type=1&cont=0.01', 'contract_orders'],
  ] as const;

  for (const [name, url, table] of calls) {
    it(`is retried to one ${name} after the server died, on a restarted server`, async () => {
      const dying = dyingAt(database.db, /UPDATE idempotent_requests SET response/);
      const first = await node(dying.db);
      const device = `device${Math.random().toString(36).slice(2, 14)}xxxxxxxx`;
      const login = await first.http.inject({ url: `/api/user/createAccountDemoForU?device_id=${device}` });
      const { token } = login.json<{ data: { token: string } }>().data;
      first.market.receive([{ instrumentId: 1, seq: 5_000 + clock.now() / 1000, time: clock.now(), price: '1.10000', volume: 1 }]);
      await first.micro.settled();
      const key = `crash-${table}-0001`;
      const [before] = await database.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);

      const interrupted = await first.http.inject({ method: 'GET', url, headers: { authorization: token, 'idempotency-key': key } });
      expect(dying.dead()).toBe(true);
      expect(interrupted.statusCode).toBe(500);
      // The process is gone; only its resources are released here.
      dying.revive();
      await first.http.close();

      const second = await node(database.db);
      second.market.receive([{ instrumentId: 1, seq: 9_000 + clock.now() / 1000, time: clock.now(), price: '1.10000', volume: 1 }]);
      const retried = await call(second, url, token, key);
      expect(retried.code).toBe(CODE.OK);
      const again = await call(second, url, token, key);
      expect(again).toEqual(retried);
      const [after] = await database.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      expect(Number(after?.n) - Number(before?.n)).toBe(1);
      expect((await auditLedgerInvariants(database.db)).problems).toEqual([]);
      await second.http.close();
      clock.advance(1_000);
    });
  }
});
