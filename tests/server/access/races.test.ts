import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { AccountBalance } from '../../../common/api/wallet';
import { auth, call, expectLedgerBalanced, newAddress } from '../helpers/access';
import { testApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-db';

// Concurrent requests against real PostgreSQL connections: PGlite runs one transaction at a time and would hide
// what these look for, so they run only where TEST_DATABASE_URL points at PostgreSQL (npm test does that).

let app: TestApp;
beforeAll(async () => {
  if (onPostgres) app = await testApp();
});
afterAll(async () => {
  if (onPostgres) await app.close();
});

describe.skipIf(!onPostgres)('races on PostgreSQL', () => {
  it('gives eight simultaneous first visits from one device one demo user, granted once', async () => {
    const visits = await Promise.all(
      Array.from({ length: 8 }, () =>
        call<LoginResult>(app, 'GET', '/api/user/createAccountDemoForU', { device_id: 'race-device-0000000001' }, {}, newAddress()),
      ),
    );
    expect(visits.map((visit) => visit.code)).toEqual(Array(8).fill(1));
    expect(new Set(visits.map((visit) => visit.data.user.id)).size).toBe(1);
    const [grants] = await app.database.db.query<{ n: string }>("SELECT count(*) AS n FROM journals WHERE cause = 'demo_grant'");
    expect(grants?.n).toBe('1');
    await expectLedgerBalanced(app.database.db);
  });

  it('leaves exactly the demo balance after simultaneous resets', async () => {
    const { data } = await call<LoginResult>(app, 'GET', '/api/user/createAccountDemoForU', { device_id: 'race-device-0000000002' });
    const resets = await Promise.all(
      Array.from({ length: 6 }, () => call(app, 'GET', '/v2/api/main/user/resetForexDemoAccount', {}, auth(data.token))),
    );
    expect(resets.map((reset) => reset.code)).toEqual(Array(6).fill(1));
    const balances = await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, auth(data.token));
    expect(balances.data.map((account) => account.balance)).toEqual(['10000.00', '10000.00', '10000.00']);
    await expectLedgerBalanced(app.database.db);
  });
});
