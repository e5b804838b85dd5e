import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { expectLedgerBalanced } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import { balances, bindCoinAddress, deposit, moneyCall, operatorToken, realUser } from '../helpers/wallet';

// Withdrawals and transfers racing for one balance, on real PostgreSQL connections: PGlite runs one transaction at
// a time and would hide the race, so this file runs only where TEST_DATABASE_URL points at PostgreSQL (npm test
// does that). The funding account holds 100.00; each of the 50 requests wants all of it; exactly one gets it.

describe.skipIf(!onPostgres)(
  'concurrent withdrawals and transfers on PostgreSQL (skipped on PGlite, which runs one transaction at a time)',
  () => {
    const app = appForTests();
    const user = madeBeforeTests(() => realUser(app, 'racer@example.com'));
    let method: number;

    beforeAll(async () => {
      await deposit(app, user, await operatorToken(app), '100.00');
      method = await bindCoinAddress(app, user.token);
    });

    it('lets exactly one of 50 simultaneous withdrawals and transfers of the whole balance through', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          index % 2 === 0
            ? moneyCall(app, user.token, '/api/account/draw', { draw_currency_id: 1, number: '100', draw_method_id: method })
            : moneyCall(app, user.token, '/api/account/transfer', { balance: '100', currency_id: 1, from: 1, to: 3 }),
        ),
      );
      const codes = answers.map((answer) => answer.code);
      expect(codes.filter((code) => code === 1)).toHaveLength(1);
      expect(codes.filter((code) => code === CODE.INSUFFICIENT_FUNDS)).toHaveLength(49);
      for (const refused of answers.filter((answer) => answer.code !== 1)) {
        expect(refused.msg).toMatch(/^The amount is more than the free balance of 0\.00 USD$/);
      }
      const after = await balances(app, user.token);
      const moved = answers.findIndex((answer) => answer.code === 1) % 2 === 0 ? 'withdrawal' : 'transfer';
      if (moved === 'withdrawal') {
        expect(after.funding).toEqual({ balance: '0.00', lock: '100.00' });
        expect(after.forex.balance).toBe('0.00');
      } else {
        expect(after.funding).toEqual({ balance: '0.00', lock: '0.00' });
        expect(after.forex.balance).toBe('100.00');
      }
      const [negative] = await app.database.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND (available < 0 OR locked < 0)',
      );
      expect(negative?.n).toBe('0');
      const [records] = await app.database.db.query<{ withdrawals: string; transfers: string }>(
        'SELECT (SELECT count(*) FROM withdrawals) AS withdrawals, (SELECT count(*) FROM transfers) AS transfers',
      );
      expect(Number(records!.withdrawals) + Number(records!.transfers)).toBe(1);
      await expectLedgerBalanced(app.database.db);
    });

    it('decides a withdrawal once when two operators decide it at the same moment', async () => {
      const fresh = await realUser(app, 'second@example.com');
      const operatorA = await operatorToken(app);
      const operatorB = await operatorToken(app);
      await deposit(app, fresh, operatorA, '50.00');
      const coin = await bindCoinAddress(app, fresh.token);
      const requested = await moneyCall<{ id: number }>(app, fresh.token, '/api/account/draw', {
        draw_currency_id: 1,
        number: '50',
        draw_method_id: coin,
      });
      const decide = (token: string, action: string) =>
        moneyCall(app, token, '/admin/api/wallet/withdrawals/decide', { id: requested.data.id, action, reason: 'race', reference: 'race' });
      const answers = await Promise.all([
        decide(operatorA, 'complete'),
        decide(operatorB, 'reject'),
        decide(operatorA, 'invalid'),
        decide(operatorB, 'complete'),
      ]);
      expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === CODE.ALREADY_DECIDED)).toHaveLength(3);
      const funding = (await balances(app, fresh.token)).funding;
      expect(funding.lock).toBe('0.00');
      expect(['0.00', '50.00']).toContain(funding.balance);
      await expectLedgerBalanced(app.database.db);
    });
  },
);
