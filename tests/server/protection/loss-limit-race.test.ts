import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { setLimit, toContractAccount } from '../helpers/protection';
import { onPostgres } from '../helpers/test-db';
import { BTCUSDT, tick, trade } from '../helpers/trading';
import { deposit, operatorToken, realUser } from '../helpers/wallet';

// The loss limit's race (issue 38), on PostgreSQL, where two submits really run at once (PGlite runs one transaction
// at a time and hides it): against a limit with room for one order's margin, two orders sent together open one, and
// the other is refused with the limit's message. The check is made on the contract account's locked row, in the
// placement's own statement (server/contract/placement.ts).

const ROUNDS = 5;

describe.skipIf(!onPostgres)('the loss limit on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');

  it('lets one of two submits at once through a limit with room for one', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await tick(app, BTCUSDT, '67000.00');
      const user = await realUser(app, `race-${round}-${randomUUID().slice(0, 6)}@example.com`);
      await deposit(app, user, operator.token, '500.00');
      await toContractAccount(app, user.token, '400.00');
      // 0.01 BTC at 67000 and 20x holds 33.50 of margin: one fits under 50, two do not.
      expect((await setLimit(app, user.token, 'loss', 'day', '50')).code).toBe(1);
      const order = { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 20 };
      const answers = await Promise.all([trade(app, user, 'submit', order), trade(app, user, 'submit', order)]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([1, CODE.LOSS_LIMIT]);
      const [held] = await app.database.db.query<{ count: number; locked: string }>(
        `SELECT (SELECT count(*)::integer FROM contract_orders WHERE user_id = $1) AS count,
           (SELECT locked::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'forex') AS locked`,
        [user.userId],
      );
      expect(held).toEqual({ count: 1, locked: '33.50' });
    }
  });
});
