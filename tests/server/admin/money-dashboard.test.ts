import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyFigures } from '../../../common/api/admin-console';
import type { AdminWithdrawal } from '../../../common/api/admin-wallet';
import type { WithdrawRecord } from '../../../common/api/withdraw';
import { CODE } from '../../../common/envelope';
import { Decimal } from '../../../common/money';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { placeMicro } from '../helpers/micro';
import { operatorWithRole } from '../helpers/operators';
import { demoTrader, EURUSD, openPosition, tick, trade, type Trader } from '../helpers/trading';
import { balances, bindCoinAddress, deposit, moneyCall, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// The dashboard's money figures come from the ledger's journals, moved by the real commands: deposits approved,
// withdrawals paid out (and one rejected, one still waiting), a contract lost, two options settled, a demo
// account trading beside them (left out), over the product's days (Europe/Berlin: the test clock starts on Monday
// 5 January 2026 at 13:00 there, 12:00 UTC).
//   alice deposits 1000.00, bob 3000.00; carol's 700.00 waits                       deposits 4000.00
//   alice withdraws 100.00 by USDT-TRC20 (fixed fee 1.00), paid out: 99.00 leaves     withdrawals 99.00, fee 1.00
//   alice withdraws 50.00, rejected: nothing leaves; 20.00 waits (held)
//   bob: 2000.00 to contracts, buys 1 lot EUR/USD at 1.10000 (margin 1100.00, fee 1100 x 0.0002 = 0.22),
//        closes at 1.09900: -0.001 x 100000 = -100.00                                  contracts +100.00, fee 0.22
//   bob: 200.00 to options; 100 up at 1.09900 ends at 1.09800, lost whole: +100.00; 100 up at 1.09800 ends at
//        1.09900, won 0.82: -82.00                                                    options +18.00
//   net flow 4000.00 - 99.00 = 3901.00; house result 118.00; fees 0.22 + 1.00 = 1.22
//   owed now: alice 1000 - 100 - 20 held = 880.00 free + 20.00 held; bob 3000 - 0.22 - 100 - 18 = 2881.78
//   total 3781.78 = 4000.00 deposited - 99.00 paid - 1.22 fees - 118.00 lost

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  finance: await operatorWithRole(app, 'finance'),
  viewer: await operatorWithRole(app, 'viewer'),
}));

async function figures(period: string): Promise<MoneyFigures> {
  const answer = await call<MoneyFigures>(app, 'GET', '/admin/api/console/dashboard/money', { period }, auth(desk.viewer.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

const asTrader = (user: WalletUser): Trader => ({ token: user.token, userId: user.userId });

async function withdraw(user: WalletUser, method: number, amount: string): Promise<number> {
  const asked = await moneyCall<WithdrawRecord>(app, user.token, '/api/account/draw', {
    draw_currency_id: 1,
    number: amount,
    draw_method_id: method,
  });
  expect(asked.code, asked.msg).toBe(1);
  return asked.data.id;
}

async function decideWithdrawal(id: number, action: string, extra: Record<string, string> = {}): Promise<void> {
  const decided = await call<AdminWithdrawal>(
    app,
    'POST',
    '/admin/api/wallet/withdrawals/decide',
    { id, action, ...extra },
    auth(desk.finance.token),
  );
  expect(decided.code, decided.msg).toBe(1);
}

describe('the money on the dashboard', () => {
  let alice: WalletUser;
  let bob: WalletUser;

  beforeAll(async () => {
    alice = await realUser(app, 'alice@example.com');
    bob = await realUser(app, 'bob@example.com');
    const carol = await realUser(app, 'carol@example.com');
    await deposit(app, alice, desk.finance.token, '1000.00');
    await deposit(app, bob, desk.finance.token, '3000.00');
    const waiting = await moneyCall(app, carol.token, '/api/quickCharge/wire_submit', {
      number: '700.00',
      proofImg: await uploadedUrl(app, carol.token),
      wire_id: 1,
    });
    expect(waiting.code, waiting.msg).toBe(1);

    const method = await bindCoinAddress(app, alice.token);
    await decideWithdrawal(await withdraw(alice, method, '100'), 'complete', { reference: 'TX-0001' });
    await decideWithdrawal(await withdraw(alice, method, '50'), 'reject', { reason: 'Wrong address' });
    await withdraw(alice, method, '20');

    expect((await moneyCall(app, bob.token, '/api/account/transfer', { balance: '2000', currency_id: 1, from: 1, to: 3 })).code).toBe(1);
    expect((await moneyCall(app, bob.token, '/api/account/transfer', { balance: '200', currency_id: 1, from: 1, to: 2 })).code).toBe(1);
    await tick(app, EURUSD, '1.10000');
    const position = await openPosition(app, asTrader(bob), { type: 1, cont: '1', forex_id: EURUSD });
    await tick(app, EURUSD, '1.09900');
    expect((await trade(app, asTrader(bob), 'close', { id: position.Id })).code).toBe(1);
    await placeMicro(app, asTrader(bob), { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    app.clock.advance(60_000);
    await tick(app, EURUSD, '1.09800');
    await placeMicro(app, asTrader(bob), { forex_id: EURUSD, type: 1, number: '100', seconds: 60 });
    app.clock.advance(60_000);
    await tick(app, EURUSD, '1.09900');

    // A demo account trades beside them: its play money is no one's liability and its results no one's gain.
    const demo = await demoTrader(app);
    const played = await openPosition(app, demo, { type: 2, cont: '1', forex_id: EURUSD });
    await tick(app, EURUSD, '1.10400');
    expect((await trade(app, demo, 'close', { id: played.Id })).code).toBe(1);
    await placeMicro(app, demo, { forex_id: EURUSD, type: 2, number: '100', seconds: 60 });
    app.clock.advance(60_000);
    await tick(app, EURUSD, '1.10500');
  });

  it("sums today's deposits, withdrawals, trading result and fees, and what customers are owed", async () => {
    const today = await figures('today');
    expect(today).toMatchObject({
      period: 'today',
      deposits: '4000.00',
      withdrawals: '99.00',
      net_flow: '3901.00',
      trading_result: { contracts: '100.00', options: '18.00', total: '118.00' },
      fees: { trading: '0.22', withdrawals: '1.00', total: '1.22' },
      liabilities: { available: '3761.78', held: '20.00', total: '3781.78' },
    });
    // Today began at midnight in Europe/Berlin: 23:00 UTC the evening before.
    expect(today.from).toBe(Date.UTC(2026, 0, 4, 23, 0, 0));
    expect(today.to).toBe(app.clock.now());
  });

  it("agrees with the customers' own balances and with the money that came and went", async () => {
    const owed = new Decimal(0)
      .plus(
        Object.values(await balances(app, alice.token)).reduce(
          (sum, account) => sum.plus(account.balance).plus(account.lock),
          new Decimal(0),
        ),
      )
      .plus(
        Object.values(await balances(app, bob.token)).reduce(
          (sum, account) => sum.plus(account.balance).plus(account.lock),
          new Decimal(0),
        ),
      );
    const today = await figures('today');
    expect(today.liabilities.total).toBe(owed.toFixed(2));
    expect(new Decimal(today.net_flow).minus(today.fees.total).minus(today.trading_result.total).toFixed(2)).toBe(today.liabilities.total);
    await expectLedgerBalanced(app.database.db);
  });

  it("counts the product's day: a deposit after midnight in Berlin is the next day's, still in the last 7 and 30 days", async () => {
    // 00:30 on Tuesday 6 January in Berlin is 23:30 UTC on Monday.
    app.clock.set(Date.UTC(2026, 0, 5, 23, 30, 0));
    await deposit(app, alice, desk.finance.token, '10.00');
    expect(await figures('today')).toMatchObject({
      from: Date.UTC(2026, 0, 5, 23, 0, 0),
      deposits: '10.00',
      withdrawals: '0.00',
      net_flow: '10.00',
      trading_result: { contracts: '0.00', options: '0.00', total: '0.00' },
      fees: { trading: '0.00', withdrawals: '0.00', total: '0.00' },
      liabilities: { total: '3791.78' },
    });
    const week = await figures('7d');
    expect(week).toMatchObject({ from: Date.UTC(2025, 11, 30, 23, 0, 0), deposits: '4010.00', net_flow: '3911.00' });
    expect(week.trading_result.total).toBe('118.00');
    expect((await figures('30d')).deposits).toBe('4010.00');

    // The next Monday, the last 7 days are Tuesday 6 to Monday 12: last Monday's money has left them, not the last 30.
    app.clock.set(Date.UTC(2026, 0, 12, 12, 0, 0));
    expect(await figures('7d')).toMatchObject({ deposits: '10.00', withdrawals: '0.00', trading_result: { total: '0.00' } });
    expect(await figures('30d')).toMatchObject({ deposits: '4010.00', withdrawals: '99.00', trading_result: { total: '118.00' } });
  });

  it('refuses a period it does not know, changing nothing', async () => {
    const answer = await call(app, 'GET', '/admin/api/console/dashboard/money', { period: '1y' }, auth(desk.viewer.token));
    expect(answer).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The value of Period is not valid' });
  });
});
