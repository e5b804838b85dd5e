import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { auditContract, EURUSD, openPosition, orders, tick } from '../helpers/trading';
import { balances, deposit, moneyCall, operatorToken, realUser } from '../helpers/wallet';

// A transfer out of the contract account lowers its equity at once, so stop-out goes by what the account holds
// now, not by what it held before the transfer. 100,000 units a lot, leverage 100, fee margin x 0.0002:
//   10000.00 in the contract account; EUR/USD buy 8 lots at 1.10000: margin 8800.00, fee 1.76, available 1198.24
//   1198.24 transferred out: cash 8800.00; stop-out at equity <= 4400.00
//   EUR/USD 1.09440: floating -0.0056 x 800000 = -4480.00, equity 4320.00 <= 4400.00: stopped out
//   (had the engine kept the old cash, 9998.24 - 4480.00 = 5518.24 would have kept it open)

describe('a transfer out of the contract account', () => {
  const app = appForTests();
  const user = madeBeforeTests(() => realUser(app, 'trader@example.com'));

  beforeAll(async () => {
    await deposit(app, user, await operatorToken(app), '10000.00');
    expect((await moneyCall(app, user.token, '/api/account/transfer', { balance: '10000', currency_id: 1, from: 1, to: 3 })).code).toBe(1);
    await tick(app, EURUSD, '1.10000');
  });

  it('counts at once toward stop-out', async () => {
    await openPosition(app, { token: user.token, userId: user.userId }, { type: 1, cont: '8', forex_id: EURUSD });
    expect((await balances(app, user.token)).forex).toEqual({ balance: '1198.24', lock: '8800.00' });
    const out = await moneyCall(app, user.token, '/api/account/transfer', { balance: '1198.24', currency_id: 1, from: 3, to: 1 });
    expect(out.code, out.msg).toBe(1);
    // Margin is held, not free: it cannot be transferred.
    const held = await moneyCall(app, user.token, '/api/account/transfer', { balance: '0.01', currency_id: 1, from: 3, to: 1 });
    expect(held.msg).toBe('The amount is more than the free balance of 0.00 USD');
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09440');
    const [closed] = (await orders(app, { token: user.token, userId: user.userId }, 3)).data;
    expect(closed).toMatchObject({ CloseReason: 'stop_out', FactProfits: '-4480.00' });
    expect(await auditContract(app, { token: user.token, userId: user.userId })).toEqual({ available: '4320.00', locked: '0.00' });
  });
});
