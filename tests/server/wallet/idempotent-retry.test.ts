import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, bindCoinAddress, deposit, moneyCall, operatorToken, realUser, uploadedUrl } from '../helpers/wallet';

// A withdrawal or deposit sent again with the same Idempotency-Key (a retry on a bad network) gets the first
// answer and does nothing twice; without a key it is refused before anything happens.

const app = appForTests();
const user = madeBeforeTests(() => realUser(app, 'retry@example.com'));
let method: number;
beforeAll(async () => {
  await deposit(app, user, await operatorToken(app), '100.00');
  method = await bindCoinAddress(app, user.token);
});

describe('a retried money call', () => {
  it('locks a withdrawal once', async () => {
    const payload = { draw_currency_id: 1, number: '40', draw_method_id: method };
    const first = await moneyCall(app, user.token, '/api/account/draw', payload, 'draw-retry-00000001');
    const second = await moneyCall(app, user.token, '/api/account/draw', payload, 'draw-retry-00000001');
    expect(second).toEqual(first);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '60.00', lock: '40.00' });
    expect((await call(app, 'POST', '/api/account/draw', payload, auth(user.token))).code).toBe(CODE.IDEMPOTENCY_KEY_MISSING);
  });

  it('records a deposit once', async () => {
    const payload = { number: '25', proofImg: await uploadedUrl(app, user.token), wire_id: 1 };
    const first = await moneyCall(app, user.token, '/api/quickCharge/wire_submit', payload, 'charge-retry-0000001');
    expect(await moneyCall(app, user.token, '/api/quickCharge/wire_submit', payload, 'charge-retry-0000001')).toEqual(first);
    const changed = await moneyCall(app, user.token, '/api/quickCharge/wire_submit', { ...payload, number: '26' }, 'charge-retry-0000001');
    expect(changed.code).toBe(CODE.IDEMPOTENCY_CONFLICT);
    const [count] = await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM charges WHERE status = 0');
    expect(count?.n).toBe('1');
  });

  it('may be corrected and sent again with the same key after a refusal', async () => {
    const refused = await moneyCall(
      app,
      user.token,
      '/api/account/draw',
      { draw_currency_id: 1, number: '61', draw_method_id: method },
      'draw-retry-00000002',
    );
    expect(refused.code).toBe(CODE.INSUFFICIENT_FUNDS);
    const corrected = await moneyCall(
      app,
      user.token,
      '/api/account/draw',
      { draw_currency_id: 1, number: '60', draw_method_id: method },
      'draw-retry-00000002',
    );
    expect(corrected.code).toBe(1);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '0.00', lock: '100.00' });
    await expectLedgerBalanced(app.database.db);
  });
});
