import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { auditContract, EURUSD, openPosition, tick } from '../helpers/trading';
import { balances, deposit, moneyCall, operatorToken, realUser } from '../helpers/wallet';

// What may leave the contract account is its free balance less the floating loss of its open positions (a profit
// not yet taken is not lent out). 100,000 units a lot, leverage 100, fee margin x 0.0002:
//   10000.00 in; EUR/USD buy 8 lots at 1.10000: margin 8800.00, fee 1.76, available 1198.24
//   at 1.09900: floating -0.0010 x 800000 = -800.00: 1198.24 - 800.00 = 398.24 may leave
//   at 1.10100: floating +800.00: the available 1198.24 - 398.24 = 800.00 may leave, not more

describe('a transfer out of a contract account with open positions', () => {
  const app = appForTests();
  const user = madeBeforeTests(() => realUser(app, 'hedger@example.com'));
  const out = (balance: string) => moneyCall(app, user.token, '/api/account/transfer', { balance, currency_id: 1, from: 3, to: 1 });

  beforeAll(async () => {
    await deposit(app, user, await operatorToken(app), '10000.00');
    await moneyCall(app, user.token, '/api/account/transfer', { balance: '10000', currency_id: 1, from: 1, to: 3 });
    await tick(app, EURUSD, '1.10000');
    await openPosition(app, { token: user.token, userId: user.userId }, { type: 1, cont: '8', forex_id: EURUSD });
  });

  it('keeps back what the positions have lost', async () => {
    app.clock.advance(200);
    await tick(app, EURUSD, '1.09900');
    expect(await out('398.25')).toMatchObject({
      code: CODE.INSUFFICIENT_FUNDS,
      msg: 'The amount is more than the free balance of 398.24 USD',
    });
    expect((await out('398.24')).code).toBe(1);
    expect((await balances(app, user.token)).forex).toEqual({ balance: '800.00', lock: '8800.00' });
  });

  it('does not lend out a profit not yet taken', async () => {
    app.clock.advance(200);
    await tick(app, EURUSD, '1.10100');
    expect((await out('800.01')).msg).toBe('The amount is more than the free balance of 800.00 USD');
    expect((await out('800.00')).code).toBe(1);
    expect(await auditContract(app, { token: user.token, userId: user.userId })).toEqual({ available: '0.00', locked: '8800.00' });
  });
});
