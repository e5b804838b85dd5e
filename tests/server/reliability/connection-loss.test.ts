import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { isRetryableDatabaseError } from '../../../server/db/errors';
import { auditLedgerInvariants } from '../helpers/ledger-invariants';
import { microSubmit } from '../helpers/micro';
import { testApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-db';
import { demoTrader, EURUSD, tick, type Trader } from '../helpers/trading';

// Defect 1: PostgreSQL ending the server's connections (a restart, a failover, pg_terminate_backend) must fail only
// the requests on them, with an answer that says to retry; the pool replaces them and the process lives on. Only
// this test's own database is touched.

describe.skipIf(!onPostgres)('connections ended by PostgreSQL (skipped on PGlite, which has no connections)', () => {
  let app: TestApp;
  let admin: pg.Client;
  let database: string;
  const traders: Trader[] = [];

  /** Ends the server's connections to this test's database, and only those: the pids are chosen first, then each
   * is ended on its own (a WHERE with pg_terminate_backend in it may run it before the other conditions). */
  const terminate = async (): Promise<number> => {
    const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    let ended = 0;
    for (const { pid } of rows) {
      const { rows: done } = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE pid = $1 AND datname = $2',
        [pid, database],
      );
      if (done[0]?.ok) ended += 1;
    }
    return ended;
  };

  beforeAll(async () => {
    app = await testApp();
    const url = new URL(app.database.url ?? '');
    database = url.pathname.slice(1);
    // Never anyone else's database: only the one this file created.
    if (!/^meridian_test_[0-9a-f]+$/.test(database)) throw new Error(`refusing to disturb database ${database}`);
    // The admin connection lives in the server's maintenance database, so terminating never ends it.
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    // The shared server may end this connection too (another suite's restart); that is not this test's failure.
    admin.on('error', () => undefined);
    await admin.connect();
    for (let index = 0; index < 16; index += 1) traders.push(await demoTrader(app));
    await tick(app, EURUSD, '1.10000');
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
    await app.close();
  });

  it('fails a transaction whose connection is ended with a retryable error, and serves the next query', async () => {
    const sleeping = app.database.db.transaction((tx) => tx.query('SELECT pg_sleep(20)'));
    const outcome = sleeping.then(
      () => null,
      (error: unknown) => error,
    );
    for (let tries = 0; tries < 100; tries += 1) {
      const [row] = (
        await admin.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'SELECT pg_sleep%'",
          [database],
        )
      ).rows;
      if (row?.n !== '0') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await terminate()).toBeGreaterThan(0);
    const error = await outcome;
    expect(isRetryableDatabaseError(error)).toBe(true);
    expect(await app.database.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('answers every request in flight with success or "try again", never a 500, through repeated terminations', async () => {
    let running = true;
    const codes = new Map<number, number>();
    const statuses: number[] = [];
    const client = async (trader: Trader) => {
      while (running) {
        const response = await app.http.inject({
          method: 'GET',
          url: `/v2/api/micro/submit?forex_id=${EURUSD}&type=1&number=10&seconds=60`,
          headers: { authorization: trader.token, 'idempotency-key': randomUUID(), lang: 'en' },
        });
        statuses.push(response.statusCode);
        const body = response.json<{ code: number }>();
        codes.set(body.code, (codes.get(body.code) ?? 0) + 1);
      }
    };
    const clients = traders.map((trader) => client(trader));
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      terminated += await terminate();
    }
    running = false;
    await Promise.all(clients);
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect([...codes.keys()].filter((code) => code !== CODE.OK && code !== CODE.UNAVAILABLE && code !== CODE.INSUFFICIENT_FUNDS)).toEqual(
      [],
    );
    expect(codes.get(CODE.OK) ?? 0).toBeGreaterThan(0);
    const after = await microSubmit(app, traders[0]!, { forex_id: EURUSD, type: 1, number: '10', seconds: 60 });
    expect(after.code, after.msg).toBe(1);
    expect((await auditLedgerInvariants(app.database.db)).problems).toEqual([]);
  });

  it('says in /api/health when the database is unreachable, and when it is back', async () => {
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    await terminate();
    const down = await app.http.inject({ url: '/api/health', headers: { lang: 'en' } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: CODE.UNAVAILABLE,
      msg: 'The service is briefly unavailable. Please try again in a moment.',
      data: null,
    });
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    const up = await app.http.inject({ url: '/api/health' });
    expect(up.json()).toMatchObject({ code: 1, data: { status: 'ok', database: 'postgres' } });
  });
});
