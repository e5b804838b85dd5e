import { Decimal } from '../../../common/money';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from '../../../common/api/admin-wallet';
import type { WithdrawPage, WithdrawRecord } from '../../../common/api/withdraw';
import { CODE } from '../../../common/envelope';
import { withdrawFee, withdrawReceivable } from '../../../common/wallet';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import {
  balances,
  bindBankAccount,
  bindCoinAddress,
  deposit,
  moneyCall,
  operatorToken,
  PAYEE_TRON_ADDRESS,
  realUser,
  type WalletUser,
} from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// A withdrawal locks its amount at once; an operator completes it (the money leaves to the house's withdrawals
// account, the fee to the house's fees) or rejects it (the amount is free again), once.
//   USDT-TRC20, fixed fee 1: 100.00 -> fee 1.00, receivable (100 - 1) x 1 = 99.00
//   EUR bank, rate 0.01, usd_price 0.92: 200.00 -> fee 2.00, receivable 198 x 0.92 = 182.16

const app = appForTests();
let user: WalletUser;
let operator: string;
let coinMethod: number;
let bankMethod: number;
beforeAll(async () => {
  operator = await operatorToken(app);
  user = await realUser(app, 'payout@example.com');
  await deposit(app, user, operator, '1000.00');
  coinMethod = await bindCoinAddress(app, user.token);
  bankMethod = await bindBankAccount(app, user.token, 4);
});

const draw = (payload: Record<string, string | number>) => moneyCall<WithdrawRecord>(app, user.token, '/api/account/draw', payload);
const house = async (kind: string) =>
  (
    await app.database.db.query<{ available: string }>('SELECT available FROM ledger_accounts WHERE user_id IS NULL AND kind = $1', [kind])
  )[0]!.available;
const decide = (id: number, action: string, reason = '', reference = '') =>
  call<AdminWithdrawal>(app, 'POST', '/admin/api/wallet/withdrawals/decide', { id, action, reason, reference }, auth(operator));

describe('a withdrawal', () => {
  let coinDraw: WithdrawRecord;
  let bankDraw: WithdrawRecord;

  it('locks the amount at once and records the fee and receivable of the shared formula', async () => {
    const answer = await draw({ draw_currency_id: 1, number: '100', memo: 'rent', draw_method_id: coinMethod });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('Withdrawal requested. It is paid out once checked.');
    coinDraw = answer.data;
    expect(coinDraw).toMatchObject({
      number: '100.00',
      fee: withdrawFee('100', '1', 1),
      real_number: withdrawReceivable('100', '1.00', '1'),
      status: 0,
      status_name: 'Waiting for review',
      type: 1,
      address: PAYEE_TRON_ADDRESS,
      memo: 'rent',
      notes: '',
      draw_currency: { code: 'USDT', protocol: 'TRC20' },
    });
    expect([coinDraw.fee, coinDraw.real_number]).toEqual(['1.00', '99.00']);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '900.00', lock: '100.00' });
  });

  it('pays a bank withdrawal in its currency at its price', async () => {
    const answer = await draw({ draw_currency_id: 4, number: '200', draw_method_id: bankMethod });
    bankDraw = answer.data;
    expect(bankDraw).toMatchObject({ fee: '2.00', real_number: '182.16', type: 2, payee_account: '024-123456-789', address: '' });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '700.00', lock: '300.00' });
  });

  it('lists records per type with the spec’s fields', async () => {
    const coins = await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 1, page: 1 }, auth(user.token));
    expect(coins.data.total).toBe(1);
    expect(Object.keys(coins.data.data[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'number',
        'real_number',
        'fee',
        'status_name',
        'created_at',
        'type',
        'address',
        'payee_account',
        'notes',
        'draw_currency',
      ]),
    );
    const banks = await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 2 }, auth(user.token));
    expect(banks.data.data.map((record) => record.id)).toEqual([bankDraw.id]);
  });

  it('shows up as pending in the back office', async () => {
    const pending = await call<Page<AdminWithdrawal>>(app, 'GET', '/admin/api/wallet/withdrawals', { status: 0 }, auth(operator));
    expect(pending.data.data.map((row) => row.id)).toEqual([coinDraw.id, bankDraw.id]);
    expect(pending.data.data[0]).toMatchObject({ email: 'payout@example.com', number: '100.00', currency_code: 'USDT' });
  });

  it('is not paid out without the payment reference it was sent with, and nothing moves', async () => {
    const answer = await decide(coinDraw.id, 'complete', '', '   ');
    expect(answer).toMatchObject({
      code: CODE.BAD_INPUT,
      msg: 'Enter the payment reference: the bank transfer reference or the transaction hash the payout was sent with',
    });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '700.00', lock: '300.00' });
    const record = (await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 1 }, auth(user.token))).data.data[0]!;
    expect(record).toMatchObject({ status: 0, payment_reference: '' });
  });

  it('leaves the account when completed: receivable to the withdrawals account, fee to the house', async () => {
    const fees = await house('house_fees');
    const hash = '0x9f2c4a1be37d5f60c8e2a4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6';
    const answer = await decide(coinDraw.id, 'complete', '', ` ${hash} `);
    expect(answer).toMatchObject({ code: 1, msg: 'Decision saved', data: { status: 1, payment_reference: hash } });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '700.00', lock: '200.00' });
    expect(await house('withdrawals_in_transit')).toBe('99.00');
    expect(new Decimal(await house('house_fees')).minus(fees).toFixed(2)).toBe('1.00');
    const record = (await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 1 }, auth(user.token))).data.data[0]!;
    expect(record).toMatchObject({ status: 1, status_name: 'Completed', payment_reference: hash });
  });

  it('needs a reason to reject, which the user then reads, and frees the amount', async () => {
    expect((await decide(bankDraw.id, 'reject')).msg).toBe('Please fill in Reason');
    const answer = await decide(bankDraw.id, 'reject', 'Payee name does not match the account holder');
    expect(answer.data).toMatchObject({ status: 2, notes: 'Payee name does not match the account holder' });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '900.00', lock: '0.00' });
    const record = (await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 2 }, auth(user.token))).data.data[0]!;
    expect(record).toMatchObject({ status: 2, status_name: 'Rejected', notes: 'Payee name does not match the account holder' });
  });

  it('is decided once', async () => {
    const again = await decide(bankDraw.id, 'complete', '', 'FT2611290003');
    expect(again).toMatchObject({ code: CODE.ALREADY_DECIDED, msg: 'This has already been decided' });
    expect((await decide(coinDraw.id, 'reject', 'changed my mind')).code).toBe(CODE.ALREADY_DECIDED);
    expect((await balances(app, user.token)).funding).toEqual({ balance: '900.00', lock: '0.00' });
  });

  it('marks a request invalid, freeing it, with the label the spec uses', async () => {
    const answer = await draw({ draw_currency_id: 1, number: '10', draw_method_id: coinMethod });
    await decide(answer.data.id, 'invalid', 'Duplicate request');
    const record = (await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 1 }, auth(user.token))).data.data[0]!;
    expect(record).toMatchObject({ status: 3, status_name: 'Invalid' });
    expect((await balances(app, user.token)).funding.balance).toBe('900.00');
  });

  it('translates the status by the lang header', async () => {
    const answer = await call<WithdrawPage>(app, 'GET', '/api/account/draw_list', { type: 1 }, { authorization: user.token, lang: 'de' });
    expect(answer.data.data[0]!.status_name).toEqual(expect.any(String));
  });

  it('records each decision with its operator, time and the state before and after', async () => {
    const answer = await call<
      Page<{ action: string; operator_email: string; before: { status: number }; after: { status: number }; created_at: number }>
    >(app, 'GET', '/admin/api/wallet/decisions', { subject: 'withdrawal', subject_id: bankDraw.id }, auth(operator));
    expect(answer.data.total).toBe(1);
    expect(answer.data.data[0]).toMatchObject({
      action: 'reject',
      before: { status: 0 },
      after: { status: 2 },
      created_at: app.clock.now(),
    });
    expect(answer.data.data[0]!.operator_email).toMatch(/^ops\d+-/);
    await expectLedgerBalanced(app.database.db);
  });
});

describe('a withdrawal that cannot be', () => {
  it('refuses more than the free balance, a fee as large as the amount, and another user’s method', async () => {
    const over = await draw({ draw_currency_id: 1, number: '900.01', draw_method_id: coinMethod });
    expect(over).toMatchObject({ code: CODE.INSUFFICIENT_FUNDS, msg: 'The amount is more than the free balance of 900.00 USD' });
    const eaten = await draw({ draw_currency_id: 1, number: '1', draw_method_id: coinMethod });
    expect(eaten).toMatchObject({ code: CODE.FEE_EXCEEDS_AMOUNT, msg: 'The amount must be more than the fee of 1.00 USD' });
    const mismatch = await draw({ draw_currency_id: 3, number: '10', draw_method_id: coinMethod });
    expect(mismatch.code).toBe(CODE.WALLET_UNAVAILABLE);
    const stranger = await realUser(app, 'stranger@example.com');
    const foreign = await moneyCall(app, stranger.token, '/api/account/draw', {
      draw_currency_id: 1,
      number: '10',
      draw_method_id: coinMethod,
    });
    expect(foreign).toMatchObject({ code: CODE.NOT_FOUND, msg: 'Not found' });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '900.00', lock: '0.00' });
  });
});
