import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { LOAN_STATUS } from '../../../common/loan';
import { auth, call, type Envelope } from '../helpers/access';
import { applyAsTrader } from '../helpers/follow';
import { buy, createFund, redeem } from '../helpers/fund';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { approveLoan, approvedBorrower, kycForm, sendKyc, sendRepayment, signLoan, waitingRepayments } from '../helpers/loan';
import { operatorWithRole } from '../helpers/operators';
import { onPostgres } from '../helpers/test-db';
import { balances, bindCoinAddress, deposit, moneyCall, realUser, uploadedUrl } from '../helpers/wallet';

// Two operators click at once on the same waiting item, in every queue of the console: exactly one decision
// wins, the other is told it was already decided, the money moves once and one decision is recorded. Only real
// PostgreSQL runs the two transactions at the same time (PGlite runs one at a time).

describe.skipIf(!onPostgres)('concurrent decisions on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const desk = madeBeforeTests(async () => ({
    one: await operatorWithRole(app, 'finance'),
    two: await operatorWithRole(app, 'admin'),
    care: await operatorWithRole(app, 'support'),
  }));

  async function both(
    path: string,
    first: Record<string, string | number>,
    second: Record<string, string | number>,
    tokens: [string, string],
  ): Promise<Envelope[]> {
    return Promise.all([call(app, 'POST', path, first, auth(tokens[0])), call(app, 'POST', path, second, auth(tokens[1]))]);
  }

  async function decisionsOn(subject: string, id: number): Promise<number> {
    const rows = await app.database.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM operator_decisions WHERE subject = $1 AND subject_id = $2',
      [subject, id],
    );
    return Number(rows[0]?.n ?? 0);
  }

  function oneWins(answers: Envelope[]): void {
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([CODE.OK, CODE.ALREADY_DECIDED]);
  }

  it('a deposit approved by one and rejected by the other at once is credited at most once', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await realUser(app, `race-charge-${round}@example.com`);
      const proofImg = await uploadedUrl(app, user.token);
      const charge = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', {
        number: '100.00',
        proofImg,
        wire_id: 1,
      });
      const answers = await both(
        '/admin/api/wallet/charges/decide',
        { id: charge.data.id, action: 'approve' },
        { id: charge.data.id, action: round % 2 === 0 ? 'approve' : 'reject', reason: 'no money arrived' },
        [desk.one.token, desk.two.token],
      );
      oneWins(answers);
      expect(['0.00', '100.00']).toContain((await balances(app, user.token)).funding.balance);
      expect(await decisionsOn('charge', charge.data.id)).toBe(1);
    }
    await assertLedgerInvariants(app.database.db);
  });

  it('a withdrawal paid out by one and rejected by the other at once moves its money once', async () => {
    const user = await realUser(app, 'race-draw@example.com');
    await deposit(app, user, desk.one.token, '500.00');
    const method = await bindCoinAddress(app, user.token);
    for (let round = 0; round < 5; round++) {
      const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
        draw_currency_id: 1,
        number: '20.00',
        memo: '',
        draw_method_id: method,
      });
      expect(drawn.code, drawn.msg).toBe(1);
      const list = await call<{ data: { id: number }[] }>(
        app,
        'GET',
        '/admin/api/wallet/withdrawals',
        { status: 0, customer: user.email },
        auth(desk.one.token),
      );
      const id = list.data.data[0]!.id;
      oneWins(
        await both(
          '/admin/api/wallet/withdrawals/decide',
          { id, action: 'complete', reference: 'FT2611290002' },
          { id, action: 'reject', reason: 'blocked' },
          [desk.one.token, desk.two.token],
        ),
      );
      expect(await decisionsOn('withdrawal', id)).toBe(1);
    }
    expect((await balances(app, user.token)).funding.lock).toBe('0.00');
    await assertLedgerInvariants(app.database.db);
  });

  it('an identity check approved by one and rejected by the other at once is decided once', async () => {
    const user = await realUser(app, 'race-identity@example.com');
    const [front, back] = [await uploadedUrl(app, user.token), await uploadedUrl(app, user.token)];
    const submitted = await call(
      app,
      'POST',
      '/api/user_real/real_name',
      { name: 'Chan Tai Man', card_id: 'A1234567', front_pic: front, reverse_pic: back },
      auth(user.token),
    );
    expect(submitted.code, submitted.msg).toBe(1);
    oneWins(
      await both(
        '/admin/api/wallet/identities/decide',
        { id: user.userId, action: 'approve' },
        { id: user.userId, action: 'reject', reason: 'blurred' },
        [desk.care.token, desk.two.token],
      ),
    );
    expect(await decisionsOn('identity', user.userId)).toBe(1);
  });

  it('a fund redemption approved twice at once is refunded once', async () => {
    const fund = await createFund(app, desk.two.token, { refund_mode: 2 });
    const user = await realUser(app, 'race-fund@example.com');
    await deposit(app, user, desk.one.token, '1000.00');
    const bought = await buy(app, user.token, fund.id, '500');
    expect(bought.code, bought.msg).toBe(1);
    const asked = await redeem(app, user.token, bought.data!.id);
    expect(asked.code, asked.msg).toBe(1);
    const id = bought.data!.id;
    oneWins(
      await both('/admin/api/fund/refunds/decide', { id, action: 'approve' }, { id, action: 'approve' }, [desk.one.token, desk.two.token]),
    );
    expect(await decisionsOn('fund_subscription', id)).toBe(1);
    await assertLedgerInvariants(app.database.db);
  });

  // The loan and trader-application queues (two operators approving one loan: tests/server/loan/loan-races.test.ts).
  it('a loan identity check approved by one and rejected by the other at once is decided once', async () => {
    const user = await realUser(app, 'race-loan-kyc@example.com');
    const sent = await sendKyc(app, user.token, await kycForm(app, user.token));
    expect(sent.code, sent.msg).toBe(1);
    oneWins(
      await both(
        '/admin/api/loan/kycs/decide',
        { id: user.userId, action: 'approve' },
        { id: user.userId, action: 'reject', reason: 'blurred' },
        [desk.care.token, desk.two.token],
      ),
    );
    expect(await decisionsOn('loan_kyc', user.userId)).toBe(1);
  });

  it('a loan repayment confirmed by one and rejected by the other at once settles the loan at most once', async () => {
    const user = await realUser(app, 'race-repayment@example.com');
    await approvedBorrower(app, user, desk.care.token);
    const loan = await signLoan(app, user.token, 1, '900');
    await approveLoan(app, desk.one.token, loan.id);
    const sent = await sendRepayment(app, user.token, loan.id);
    expect(sent.code, sent.msg).toBe(1);
    const [waiting] = await waitingRepayments(app, desk.one.token);
    const id = waiting!.id;
    oneWins(
      await both('/admin/api/loan/repayments/decide', { id, action: 'approve' }, { id, action: 'reject', reason: 'no transfer arrived' }, [
        desk.one.token,
        desk.two.token,
      ]),
    );
    expect(await decisionsOn('loan_repayment', id)).toBe(1);
    const settlements = await app.database.db.query("SELECT id FROM journals WHERE cause = 'loan' AND memo = $1", [
      `loan ${loan.id} repaid`,
    ]);
    const [after] = await app.database.db.query<{ status: number }>('SELECT status FROM loans WHERE id = $1', [loan.id]);
    // Confirmed: settled by one journal; rejected: back to repaying with none.
    expect([settlements.length, after?.status]).toEqual(settlements.length === 1 ? [1, LOAN_STATUS.repaid] : [0, LOAN_STATUS.repaying]);
    await assertLedgerInvariants(app.database.db);
  });

  it('a trader application approved by one and rejected by the other at once is decided once', async () => {
    const user = await realUser(app, 'race-trader@example.com');
    const applied = await applyAsTrader(app, user.token);
    expect(applied.code, applied.msg).toBe(1);
    const id = applied.data!.id;
    oneWins(
      await both('/admin/api/follow/applications/decide', { id, action: 'approve' }, { id, action: 'reject', reason: 'too new' }, [
        desk.care.token,
        desk.two.token,
      ]),
    );
    expect(await decisionsOn('trader_application', id)).toBe(1);
    const traders = await app.database.db.query('SELECT id FROM traders WHERE user_id = $1', [user.userId]);
    expect(traders.length).toBeLessThanOrEqual(1);
  });
});
