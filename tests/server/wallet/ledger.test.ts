import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerPage } from '../../../common/api/wallet';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { bindCoinAddress, deposit, moneyCall, operatorToken, realUser, type WalletUser } from '../helpers/wallet';
import { LEDGER_TYPE } from '../../../common/wallet';

// The ledger screen reads the journal: one entry per journal and account, with its cause as Type, the memo, the
// cause in the request's language and the time.

const app = appForTests();
let user: WalletUser;
beforeAll(async () => {
  app.clock.set(Date.UTC(2026, 2, 2, 9, 30, 0));
  const operator = await operatorToken(app);
  user = await realUser(app, 'reader@example.com');
  await deposit(app, user, operator, '300.00');
  app.clock.advance(60_000);
  await moneyCall(app, user.token, '/api/account/transfer', { balance: '50', currency_id: 1, from: 1, to: 3 });
  app.clock.advance(60_000);
  const method = await bindCoinAddress(app, user.token);
  await moneyCall(app, user.token, '/api/account/draw', { draw_currency_id: 1, number: '20', draw_method_id: method });
});

const ledger = async (params: Record<string, string | number>, lang = 'en') =>
  (await call<LedgerPage>(app, 'GET', '/v2/api/main/accountLog/list', params, { authorization: user.token, lang })).data;

describe('the ledger', () => {
  it('lists the funding account’s movements, newest first, with signed values', async () => {
    const page = await ledger({ accountTypeId: 1 });
    expect(page.total).toBe(3);
    expect(page.list.map((entry) => [entry.Type, entry.Value, entry.LockValue, entry.MemoTran])).toEqual([
      [LEDGER_TYPE.withdrawal, '-20.00', '20.00', expect.stringMatching(/^Withdrawal #\d+ requested: 20\.00 USD held for review$/)],
      [LEDGER_TYPE.transfer, '-50.00', '0.00', 'Transfer from Funding account to Contract account'],
      [LEDGER_TYPE.deposit, '300.00', '0.00', expect.stringMatching(/^Deposit #\d+ credited$/)],
    ]);
    expect(page.list[2]).toMatchObject({
      accountTypeId: 1,
      CreatedAtTran: '2026-03-02 09:30:00',
      CreatedAt: Date.UTC(2026, 2, 2, 9, 30, 0),
    });
    expect(page.list[2]!.Memo).toMatch(/^deposit #\d+$/);
  });

  it('filters by type and by account, and pages', async () => {
    expect((await ledger({ type: LEDGER_TYPE.transfer })).list.map((entry) => [entry.accountTypeId, entry.Value])).toEqual([
      [1, '-50.00'],
      [3, '50.00'],
    ]);
    expect((await ledger({ type: LEDGER_TYPE.fee })).total).toBe(0);
    expect((await ledger({ type: 0 })).total).toBe(4);
    expect((await ledger({ page: 2 })).list).toEqual([]);
  });

  it('shows the contract account’s changes on forexChange', async () => {
    const page = (await call<LedgerPage>(app, 'GET', '/v2/api/main/accountLog/forexChange', {}, auth(user.token))).data;
    expect(page.list.map((entry) => [entry.accountTypeId, entry.Value])).toEqual([[3, '50.00']]);
  });

  it('translates MemoTran by the lang header', async () => {
    const english = (await ledger({ accountTypeId: 1 })).list.map((entry) => entry.MemoTran);
    const chinese = (await ledger({ accountTypeId: 1 }, 'hk')).list.map((entry) => entry.MemoTran);
    expect(chinese).toHaveLength(english.length);
    expect(chinese.every((text) => text.length > 0)).toBe(true);
  });

  it('refuses a type or account that does not exist', async () => {
    const answer = await call(app, 'GET', '/v2/api/main/accountLog/list', { accountTypeId: 7 }, auth(user.token));
    expect(answer.msg).toBe('The value of accountTypeId is not valid');
    expect((await call(app, 'GET', '/v2/api/main/accountLog/list', { type: 12 }, auth(user.token))).msg).toBe(
      'The value of type is not valid',
    );
  });
});
