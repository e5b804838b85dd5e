import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { buy, createFund, fundTables, income, redeem, subscriptions } from '../helpers/fund';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { demoTrader } from '../helpers/trading';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// Bad input to the fund calls: each refusal has a clear message and a code that is not 1, and changes nothing.
// Also: a retried subscription with the same key is one subscription, and a demo user subscribes with demo money.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
const user = madeBeforeTests(async () => {
  const made = await realUser(app, 'careful@example.com');
  await deposit(app, made, operator.token, '6000.00');
  return made;
});
const other = madeBeforeTests(() => realUser(app, 'other@example.com'));

async function expectRefusedUnchanged(
  attempt: () => Promise<{ code: number; msg: string }>,
  code: number,
  msg: string | RegExp,
): Promise<void> {
  const before = await fundTables(app);
  const answer = await attempt();
  expect(answer.code).toBe(code);
  expect(answer.msg).toMatch(msg);
  expect(await fundTables(app)).toEqual(before);
}

describe('subscribing with bad input', () => {
  it('refuses missing, zero, negative, over-precise, huge and non-numeric amounts, naming the field', async () => {
    await expectRefusedUnchanged(
      () => call(app, 'GET', '/api/fund/buy', { id: 1 }, { ...auth(user.token), 'idempotency-key': 'k-missing' }),
      CODE.BAD_INPUT,
      'Please fill in amount',
    );
    const cases: [string, string][] = [
      ['', 'The value of amount is not valid'],
      ['0', 'The amount must be more than 0'],
      ['-5', 'The amount must be more than 0'],
      ['100.005', 'The amount can have at most 2 decimals'],
      ['99999999999999999999', 'The amount is too large'],
      ['1e3', 'The value of amount is not valid'],
      ['abc', 'The value of amount is not valid'],
      ["1'; DROP TABLE funds; --", 'The value of amount is not valid'],
    ];
    for (const [amount, msg] of cases) {
      const before = await fundTables(app);
      const answer = await buy(app, user.token, 1, amount);
      expect(answer.code, amount).not.toBe(1);
      expect(answer.msg, amount).toBe(msg);
      expect(await fundTables(app)).toEqual(before);
    }
  });

  it('refuses amounts outside the fund limits, per subscription and in total', async () => {
    await expectRefusedUnchanged(() => buy(app, user.token, 1, '99.99'), CODE.FUND_LIMIT, 'The amount is below the minimum of 100.00 USD');
    await expectRefusedUnchanged(
      () => buy(app, user.token, 1, '5000.01'),
      CODE.FUND_LIMIT,
      'The amount is above the maximum of 5,000.00 USD per subscription',
    );
    expect((await buy(app, user.token, 1, '4000')).code).toBe(1);
    await expectRefusedUnchanged(
      () => buy(app, user.token, 1, '1000.01'),
      CODE.FUND_LIMIT,
      'You already hold 4,000.00 USD in this fund; together they may be at most 5,000.00 USD',
    );
  });

  it('refuses more than the free balance', async () => {
    const fund = await createFund(app, operator.token, { max_sub_amount: '100000' });
    await expectRefusedUnchanged(
      () => buy(app, user.token, fund.id, '2000.01'),
      CODE.INSUFFICIENT_FUNDS,
      'The amount is more than the free balance of 2,000.00 USD',
    );
  });

  it('refuses a disabled or unknown fund, and bad ids', async () => {
    const fund = await createFund(app, operator.token, { enabled: 0 });
    await expectRefusedUnchanged(
      () => buy(app, user.token, fund.id, '100'),
      CODE.FUND_UNAVAILABLE,
      'This fund is not open for subscriptions',
    );
    await expectRefusedUnchanged(
      () => buy(app, user.token, 99999, '100'),
      CODE.FUND_UNAVAILABLE,
      'This fund is not open for subscriptions',
    );
    for (const id of ['0', '-1', '1.5', 'x', '99999999999']) {
      await expectRefusedUnchanged(
        () => call(app, 'GET', '/api/fund/buy', { id, amount: '100' }, { ...auth(user.token), 'idempotency-key': `k-${id}` }),
        CODE.BAD_INPUT,
        'The value of id is not valid',
      );
    }
    expect((await call(app, 'GET', '/api/fund/info', { id: fund.id }, auth(user.token))).code).toBe(CODE.NOT_FOUND);
  });

  it('asks for an Idempotency-Key, and answers a retry with the same key once', async () => {
    await expectRefusedUnchanged(
      () => call(app, 'GET', '/api/fund/buy', { id: 2, amount: '500' }, auth(user.token)),
      CODE.IDEMPOTENCY_KEY_MISSING,
      /.+/,
    );
    const first = await buy(app, user.token, 2, '500', 'same-key');
    const second = await buy(app, user.token, 2, '500', 'same-key');
    expect(second).toEqual(first);
    expect((await subscriptions(app, user.token)).filter((sub) => sub.fund_id === 2)).toHaveLength(1);
    await assertLedgerInvariants(app.database.db);
  });
});

describe('redeeming and reading with bad input', () => {
  it("treats another user's subscription as not found", async () => {
    const [mine] = await subscriptions(app, user.token);
    await expectRefusedUnchanged(() => redeem(app, other.token, mine!.id), CODE.NOT_FOUND, 'Not found');
    const rows = await call(app, 'GET', '/api/fund/insList', { sub_id: mine!.id, page: 1 }, auth(other.token));
    expect(rows.code).toBe(CODE.NOT_FOUND);
    expect(await income(app, user.token, mine!.id)).toEqual([]);
  });

  it('refuses missing, zero, negative and non-numeric sub ids', async () => {
    for (const subId of ['', '0', '-3', 'abc', '1.5']) {
      await expectRefusedUnchanged(
        () => redeem(app, user.token, subId),
        CODE.BAD_INPUT,
        /^(The value of sub_id is not valid|Please fill in sub_id)$/,
      );
    }
  });
});

describe('a demo user', () => {
  it('subscribes with demo money', async () => {
    const demo = await demoTrader(app);
    const bought = await buy(app, demo.token, 1, '1000');
    expect(bought.code, bought.msg).toBe(1);
    expect((await balances(app, demo.token)).funding.balance).toBe('9000.00');
    await assertLedgerInvariants(app.database.db);
  });
});
