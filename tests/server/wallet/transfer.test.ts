import { beforeAll, describe, expect, it } from 'vitest';
import type { TransferLogEntry, TransferLogPage } from '../../../common/api/wallet';
import { CODE } from '../../../common/envelope';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { balances, deposit, moneyCall, operatorToken, realUser } from '../helpers/wallet';

// Transfers between a user's own accounts: from the free balance only, never to the same account, each one a
// balanced journal, listed under the account it left.

const app = appForTests();
const user = madeBeforeTests(() => realUser(app, 'mover@example.com'));
beforeAll(async () => {
  await deposit(app, user, await operatorToken(app), '500.00');
});

const send = (payload: Record<string, string | number>) =>
  moneyCall<TransferLogEntry>(app, user.token, '/api/account/transfer', { currency_id: 1, ...payload });

describe('transfer between own accounts', () => {
  it('moves money from funding to the contract account', async () => {
    const answer = await send({ balance: '120.50', from: 1, to: 3 });
    expect(answer).toMatchObject({ code: 1, msg: 'Transfer done', data: { balance: '120.50', from: 1, to: 3 } });
    const after = await balances(app, user.token);
    expect(after.funding).toEqual({ balance: '379.50', lock: '0.00' });
    expect(after.forex).toEqual({ balance: '120.50', lock: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('moves it on to the option account and back', async () => {
    expect((await send({ balance: '20', from: 3, to: 2 })).code).toBe(1);
    expect((await send({ balance: '0.50', from: 2, to: 1 })).code).toBe(1);
    const after = await balances(app, user.token);
    expect([after.funding.balance, after.micro.balance, after.forex.balance]).toEqual(['380.00', '19.50', '100.50']);
  });

  it('never transfers to the same account', async () => {
    const answer = await send({ balance: '1', from: 2, to: 2 });
    expect(answer.code).toBe(CODE.SAME_ACCOUNT);
    expect(answer.msg).toBe('Choose two different accounts to transfer between');
  });

  it('never transfers more than the free balance, and says what is free', async () => {
    const answer = await send({ balance: '19.51', from: 2, to: 1 });
    expect(answer).toEqual({ code: CODE.INSUFFICIENT_FUNDS, msg: 'The amount is more than the free balance of 19.50 USD', data: null });
    expect((await balances(app, user.token)).micro.balance).toBe('19.50');
  });

  it('refuses an unknown account or currency, naming the field', async () => {
    expect((await send({ balance: '1', from: 4, to: 1 })).msg).toBe('The value of from is not valid');
    expect((await moneyCall(app, user.token, '/api/account/transfer', { balance: '1', from: 1, to: 2, currency_id: 2 })).msg).toBe(
      'The value of currency_id is not valid',
    );
  });

  it('lists the transfers out of each account, newest first', async () => {
    const log = await call<TransferLogPage>(app, 'GET', '/api/account/transfer_log', { type: 3 }, auth(user.token));
    expect(log.data.total).toBe(1);
    expect(log.data.data[0]).toMatchObject({ balance: '20.00', from: 3, to: 2 });
    expect(typeof log.data.data[0]!.created_at).toBe('number');
    const funding = await call<TransferLogPage>(app, 'GET', '/api/account/transfer_log', { type: 1, page: 1 }, auth(user.token));
    expect(funding.data.data.map((entry) => entry.balance)).toEqual(['120.50']);
  });

  it('shows nobody else’s transfers', async () => {
    const other = await realUser(app, 'watcher@example.com');
    const log = await call<TransferLogPage>(app, 'GET', '/api/account/transfer_log', { type: 1 }, auth(other.token));
    expect(log.data).toEqual({ data: [], total: 0 });
  });

  it('needs an Idempotency-Key and answers a retry without moving twice', async () => {
    const bare = await call(app, 'POST', '/api/account/transfer', { balance: '1', currency_id: 1, from: 1, to: 2 }, auth(user.token));
    expect(bare.code).toBe(CODE.IDEMPOTENCY_KEY_MISSING);
    const key = 'transfer-retry-0001';
    const once = await moneyCall(app, user.token, '/api/account/transfer', { balance: '10', currency_id: 1, from: 1, to: 2 }, key);
    const again = await moneyCall(app, user.token, '/api/account/transfer', { balance: '10', currency_id: 1, from: 1, to: 2 }, key);
    expect(again).toEqual(once);
    const other = await moneyCall(app, user.token, '/api/account/transfer', { balance: '11', currency_id: 1, from: 1, to: 2 }, key);
    expect(other.code).toBe(CODE.IDEMPOTENCY_CONFLICT);
    expect((await balances(app, user.token)).micro.balance).toBe('29.50');
    await expectLedgerBalanced(app.database.db);
  });
});
