import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry, LedgerPage } from '../../../common/api/wallet';
import { LEDGER_PAGE_SIZE } from '../../../common/api/wallet';
import { CODE } from '../../../common/envelope';
import { LEDGER_TYPE } from '../../../common/wallet';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { balances, bindCoinAddress, moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// A ledger that reads (issue 31, defect 5): each entry says what happened in the user's language, shows its change
// to the available and to the held balance with the right sign, and each account's balances just after it, the
// same on every page and under every filter. The walk, one step a day from 2026-03-02 (UTC):
//   day 1  a bank deposit of 500.00 EUR at 1 USD = 0.92 EUR: 543.47 USD credited
//   day 2  a withdrawal of 200.00 (USDT TRC-20, fixed fee 1.00) asked for, then rejected
//   day 3  another of 200.00 asked for, then paid out: 199.00 USDT sent
//   day 4  50.00 moved from the funding account to the contract account

const DAY = 86_400_000;
const START = Date.UTC(2026, 2, 2, 9, 30, 0);
const app = appForTests();
let user: WalletUser;
let operator: string;
let depositId: number;
let rejectedId: number;
let paidId: number;

const decide = async (kind: 'charges' | 'withdrawals', payload: Record<string, string | number>) => {
  const answer = await call(app, 'POST', `/admin/api/wallet/${kind}/decide`, payload, auth(operator));
  expect(answer.code, answer.msg).toBe(1);
};

beforeAll(async () => {
  app.clock.set(START);
  operator = await operatorToken(app);
  user = await realUser(app, 'ledger-reader@example.com');
  const proofImg = await uploadedUrl(app, user.token);
  const sent = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', { number: '500', proofImg, wire_id: 2 });
  expect(sent.code, sent.msg).toBe(1);
  depositId = sent.data.id;
  await decide('charges', { id: depositId, action: 'approve' });

  const method = await bindCoinAddress(app, user.token);
  const draw = async () => {
    const answer = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
      draw_currency_id: 1,
      number: '200',
      draw_method_id: method,
    });
    expect(answer.code, answer.msg).toBe(1);
    return answer.data.id;
  };
  app.clock.advance(DAY);
  rejectedId = await draw();
  await decide('withdrawals', { id: rejectedId, action: 'reject', reason: 'Address not verified' });
  app.clock.advance(DAY);
  paidId = await draw();
  await decide('withdrawals', { id: paidId, action: 'complete', reference: 'TX-1001' });
  app.clock.advance(DAY);
  const moved = await moneyCall(app, user.token, '/api/account/transfer', { balance: '50', currency_id: 1, from: 1, to: 3 });
  expect(moved.code, moved.msg).toBe(1);
});

const ledger = async (params: Record<string, string | number>, lang = 'en') =>
  call<LedgerPage>(app, 'GET', '/v2/api/main/accountLog/list', params, { authorization: user.token, lang });
const entries = async (params: Record<string, string | number>) => {
  const answer = await ledger(params);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
};
const shown = (entry: LedgerEntry) => [entry.MemoTran, entry.Value, entry.LockValue, entry.Balance, entry.LockBalance];

describe('the ledger that reads', () => {
  it('says what happened, with the change to available and to held and the balances after each entry', async () => {
    const page = await entries({ accountTypeId: 1 });
    expect(page.total).toBe(6);
    expect(page.list.map(shown)).toEqual([
      ['Transfer from Funding account to Contract account', '-50.00', '0.00', '293.47', '0.00'],
      [`Withdrawal #${paidId} paid out: 199.00 USDT sent, fee 1.00 USD`, '0.00', '-200.00', '343.47', '0.00'],
      [`Withdrawal #${paidId} requested: 200.00 USD held for review`, '-200.00', '200.00', '343.47', '200.00'],
      [`Withdrawal #${rejectedId} rejected: 200.00 USD released to your available balance`, '200.00', '-200.00', '543.47', '0.00'],
      [`Withdrawal #${rejectedId} requested: 200.00 USD held for review`, '-200.00', '200.00', '343.47', '200.00'],
      [`Deposit #${depositId} credited: 500.00 EUR at \u20661 USD = 0.92 EUR\u2069`, '543.47', '0.00', '543.47', '0.00'],
    ]);
    expect(page.list.map((entry) => entry.Type)).toEqual([
      LEDGER_TYPE.transfer,
      LEDGER_TYPE.withdrawal,
      LEDGER_TYPE.withdrawal,
      LEDGER_TYPE.withdrawal,
      LEDGER_TYPE.withdrawal,
      LEDGER_TYPE.deposit,
    ]);
    // The newest entry's balances are the account's.
    expect((await balances(app, user.token)).funding).toEqual({ balance: '293.47', lock: '0.00' });
    await expectLedgerBalanced(app.database.db);
  });

  it('keeps each account’s own running balance in the list of all accounts', async () => {
    const page = await entries({});
    expect(page.total).toBe(7);
    expect(page.list.slice(0, 2).map((entry) => [entry.accountTypeId, entry.Value, entry.Balance])).toEqual([
      [1, '-50.00', '293.47'],
      [3, '50.00', '50.00'],
    ]);
  });

  it('writes the wording in the request’s language, amounts as the language writes them', async () => {
    const german = (await ledger({ accountTypeId: 1 }, 'de')).data.list;
    expect(german[1]!.MemoTran).toContain('199,00');
    expect(german[1]!.MemoTran).toContain(String(paidId));
    const chinese = (await ledger({ accountTypeId: 1 }, 'hk')).data.list;
    expect(chinese.every((entry) => entry.MemoTran.length > 0)).toBe(true);
  });

  it('filters by kind and by days, with the same balances as the whole list', async () => {
    const withdrawals = await entries({ accountTypeId: 1, type: LEDGER_TYPE.withdrawal });
    expect(withdrawals.total).toBe(4);
    expect(withdrawals.list.map((entry) => [entry.Value, entry.LockValue, entry.Balance, entry.LockBalance])).toEqual([
      ['0.00', '-200.00', '343.47', '0.00'],
      ['-200.00', '200.00', '343.47', '200.00'],
      ['200.00', '-200.00', '543.47', '0.00'],
      ['-200.00', '200.00', '343.47', '200.00'],
    ]);
    const dayTwo = await entries({ accountTypeId: 1, from: '2026-03-03', to: '2026-03-03' });
    expect(dayTwo.list.map((entry) => [entry.MemoTran.split(':')[0], entry.Balance])).toEqual([
      [`Withdrawal #${rejectedId} rejected`, '543.47'],
      [`Withdrawal #${rejectedId} requested`, '343.47'],
    ]);
    expect((await entries({ from: '2026-03-04' })).total).toBe(4);
    expect((await entries({ to: '2026-03-02' })).list.map((entry) => entry.Type)).toEqual([LEDGER_TYPE.deposit]);
    expect((await entries({ type: LEDGER_TYPE.transfer, from: '2026-03-05', to: '2026-03-05' })).total).toBe(2);
    expect((await entries({ from: '2026-04-01' })).total).toBe(0);
  });

  it('refuses a day that is not one, or a start after the end, with a message that says so and changes nothing', async () => {
    const notDays: Record<string, string>[] = [{ from: '2026-02-30' }, { to: 'yesterday' }, { from: '2026-3-1' }, { to: '' }];
    for (const params of notDays) {
      const answer = await ledger(params);
      expect(answer.code).toBe(CODE.BAD_INPUT);
      expect(answer.msg).toMatch(/^The date in (from|to) is not valid: write it as YYYY-MM-DD/);
    }
    const reversed = await ledger({ from: '2026-03-05', to: '2026-03-02' });
    expect(reversed).toMatchObject({
      code: CODE.BAD_INPUT,
      msg: 'The start date is after the end date: choose a start on or before the end',
    });
    const french = await ledger({ from: '2026-03-05', to: '2026-03-02' }, 'fr');
    expect(french.code).toBe(CODE.BAD_INPUT);
    expect(french.msg.length).toBeGreaterThan(0);
    // The widest days there are still read as days.
    expect((await entries({ from: '0001-01-01', to: '9999-12-31' })).total).toBe(7);
  });
});

describe('the running balance across pages', () => {
  it('carries on from one page to the next: each entry is the one before it plus its change', async () => {
    // 12 round trips funding <-> option account: 24 entries each way plus the walk's, more than one page.
    for (let trip = 0; trip < 12; trip += 1) {
      const out = await moneyCall(app, user.token, '/api/account/transfer', { balance: '1.25', currency_id: 1, from: 1, to: 2 });
      expect(out.code, out.msg).toBe(1);
      const back = await moneyCall(app, user.token, '/api/account/transfer', { balance: '0.50', currency_id: 1, from: 2, to: 1 });
      expect(back.code, back.msg).toBe(1);
    }
    const first = await entries({ accountTypeId: 1 });
    const second = await entries({ accountTypeId: 1, page: 2 });
    expect(first.list).toHaveLength(LEDGER_PAGE_SIZE);
    expect(first.total).toBe(30);
    const all = [...first.list, ...second.list];
    expect(all).toHaveLength(30);
    for (let index = 0; index < all.length - 1; index += 1) {
      const newer = all[index]!;
      const older = all[index + 1]!;
      expect((Number(older.Balance) + Number(newer.Value)).toFixed(2)).toBe(newer.Balance);
      expect((Number(older.LockBalance) + Number(newer.LockValue)).toFixed(2)).toBe(newer.LockBalance);
    }
    expect(all[0]!.Balance).toBe((await balances(app, user.token)).funding.balance);
    expect((await entries({ accountTypeId: 2 })).list[0]!.Balance).toBe('9.00');
    expect((await entries({ accountTypeId: 2, page: 2 })).list.at(-1)!.Balance).toBe('1.25');
  });
});

describe('an operator’s balance adjustment', () => {
  it('reads with the operator’s reason, of its own kind', async () => {
    const before = (await entries({ accountTypeId: 1 })).list[0]!;
    const created = await call(
      app,
      'POST',
      '/admin/api/wallet/adjustments/create',
      {
        user_id: user.userId,
        account: 'funding',
        direction: 'credit',
        amount: '25',
        reason: 'Goodwill for a delayed payout',
        key: 'ledger-reads-adjustment-1',
      },
      auth(operator),
    );
    expect(created.code, created.msg).toBe(1);
    const [adjusted] = (await entries({ accountTypeId: 1, type: LEDGER_TYPE.adjustment })).list;
    expect(adjusted).toMatchObject({
      MemoTran: 'Balance adjustment: Goodwill for a delayed payout',
      Type: LEDGER_TYPE.adjustment,
      Value: '25.00',
      Balance: (Number(before.Balance) + 25).toFixed(2),
    });
  });
});
