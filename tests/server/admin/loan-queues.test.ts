import { describe, expect, it } from 'vitest';
import type { QueueDetail } from '../../../common/api/admin-console';
import type { AdminLoanDetail, AdminLoanRepaymentDetail, AdminTraderApplicationDetail } from '../../../common/api/admin-queues';
import type { AdminLoanKyc, AdminLoanRepayment } from '../../../common/api/loan';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { applyAsTrader, decideApplication } from '../helpers/follow';
import { decide, kycForm, sendKyc, sendRepayment, signLoan } from '../helpers/loan';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { BTCUSDT, openPosition, tick, trade } from '../helpers/trading';
import { balances, deposit, moneyCall, realUser } from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// The loan and trader-application queues as the console works them: each counted on the navigation, listed for one
// customer, detailed with what the decision turns on (the ID photo; the signed agreement, signature and config; the
// proof with the loan's amounts; the avatar with the applicant's trading record), a rejection needing its reason, a
// second decision refused, and the decision shown among the earlier ones.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  viewer: await operatorWithRole(app, 'viewer'),
  support: await operatorWithRole(app, 'support'),
  finance: await operatorWithRole(app, 'finance'),
  // Paying out 1,500 USD (above the four-eyes threshold of 1,000) takes two of finance.
  secondFinance: await operatorWithRole(app, 'finance'),
}));

async function counts(): Promise<Record<string, number>> {
  const answer = await call<Record<string, number>>(app, 'GET', '/admin/api/console/queue_counts', {}, auth(desk.viewer.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

async function detail<T>(path: string, id: number): Promise<QueueDetail<T>> {
  const answer = await call<QueueDetail<T>>(app, 'GET', path, { id }, auth(desk.viewer.token));
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

describe('the loan queues', () => {
  it('walks an identity check, a loan and a repayment through the console', async () => {
    const user = await realUser(app, 'borrower.console@example.com');
    const sent = await sendKyc(app, user.token, await kycForm(app, user.token));
    expect(sent.code, sent.msg).toBe(1);
    expect((await counts()).loan_kycs).toBe(1);

    // Narrowed to the customer, the identity queue shows theirs; another customer's filter shows nothing.
    const mine = await call<Page<AdminLoanKyc>>(
      app,
      'GET',
      '/admin/api/loan/kycs',
      { status: 1, customer: 'BORROWER.console@example.com' },
      auth(desk.viewer.token),
    );
    expect(mine.data.data.map((row) => row.user_id)).toEqual([user.userId]);
    const nobody = await call<Page<AdminLoanKyc>>(
      app,
      'GET',
      '/admin/api/loan/kycs',
      { status: 1, customer: 'nobody@example.com' },
      auth(desk.viewer.token),
    );
    expect(nobody.data.total).toBe(0);

    const kyc = await detail<AdminLoanKyc>('/admin/api/loan/kycs/detail', user.userId);
    expect(kyc.item).toMatchObject({ user_id: user.userId, id_number: 'A1234567', status: 1 });
    expect(kyc.images).toEqual([kyc.item.hand_pic]);
    expect(kyc.customer).toMatchObject({ id: user.userId, email: 'borrower.console@example.com' });

    // A rejection needs its reason; after one decision, the next is refused and nothing changes.
    const bare = await decide(app, desk.support.token, 'kycs', user.userId, 'reject');
    expect(bare.code).toBe(CODE.BAD_INPUT);
    expect((await decide(app, desk.support.token, 'kycs', user.userId, 'approve')).code).toBe(1);
    const again = await decide(app, desk.support.token, 'kycs', user.userId, 'reject', 'photo blurred');
    expect(again.code).toBe(CODE.ALREADY_DECIDED);
    const decided = await detail<AdminLoanKyc>('/admin/api/loan/kycs/detail', user.userId);
    expect(decided.item.status).toBe(2);
    expect(decided.decisions.map((row) => [row.subject, row.action])).toEqual([['loan_kyc', 'approve']]);
    expect((await counts()).loan_kycs).toBe(0);

    // The loan: its agreement, signature and config to read before paying it out.
    const loan = await signLoan(app, user.token, 1, '1500');
    expect((await counts()).loans).toBe(1);
    const waiting = await detail<AdminLoanDetail>('/admin/api/loan/loans/detail', loan.id);
    expect(waiting.item).toMatchObject({ id: loan.id, amount: '1500.00', status: 1, consent: true, signed_user_agent: 'LoanTest/1.0' });
    expect(waiting.item.agreement).toContain('Electronic signature');
    expect(waiting.item.config).toMatchObject({ id: 1, enabled: true });
    expect(waiting.images).toEqual([waiting.item.sign]);
    expect(waiting.history).toContainEqual(expect.objectContaining({ kind: 'loan', id: loan.id, amount: '1500.00', status: 1 }));
    // The identity check's approval shows among the customer's earlier decisions.
    expect(waiting.decisions.map((row) => row.subject)).toContain('loan_kyc');

    expect((await decide(app, desk.finance.token, 'loans', loan.id, 'reject')).code).toBe(CODE.BAD_INPUT);
    const first = await decide(app, desk.finance.token, 'loans', loan.id, 'approve');
    expect(first).toMatchObject({ code: 1, msg: 'First approval saved. Another operator must approve it before it takes effect.' });
    expect((await balances(app, user.token)).funding.balance).toBe('0.00');
    expect((await decide(app, desk.finance.token, 'loans', loan.id, 'approve')).code).toBe(CODE.SECOND_APPROVER_NEEDED);
    expect((await decide(app, desk.secondFinance.token, 'loans', loan.id, 'approve')).code).toBe(1);
    expect((await decide(app, desk.finance.token, 'loans', loan.id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    expect((await balances(app, user.token)).funding.balance).toBe('1500.00');
    expect((await counts()).loans).toBe(0);

    // The repayment: its proof, and the loan's amounts that make what is due.
    const repaid = await sendRepayment(app, user.token, loan.id);
    expect(repaid.code, repaid.msg).toBe(1);
    expect((await counts()).loan_repayments).toBe(1);
    const list = await call<Page<AdminLoanRepayment>>(
      app,
      'GET',
      '/admin/api/loan/repayments',
      { status: 1, customer: String(user.userId) },
      auth(desk.viewer.token),
    );
    const id = list.data.data[0]!.id;
    const proof = await detail<AdminLoanRepaymentDetail>('/admin/api/loan/repayments/detail', id);
    expect(proof.images).toEqual([proof.item.proof_img]);
    expect(proof.item.loan).toMatchObject({ id: loan.id, amount: '1500.00' });
    expect(proof.item.amount_due).toBe(proof.item.loan.amount_due);
    expect((await decide(app, desk.finance.token, 'repayments', id, 'reject')).code).toBe(CODE.BAD_INPUT);
    expect((await decide(app, desk.finance.token, 'repayments', id, 'reject', 'no transfer arrived')).code).toBe(1);
    expect((await decide(app, desk.finance.token, 'repayments', id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    const after = await detail<AdminLoanRepaymentDetail>('/admin/api/loan/repayments/detail', id);
    expect(after.item).toMatchObject({ status: 3, reason: 'no transfer arrived' });
    expect(after.decisions[0]).toMatchObject({
      subject: 'loan_repayment',
      subject_id: id,
      action: 'reject',
      reason: 'no transfer arrived',
    });
    expect((await counts()).loan_repayments).toBe(0);
  });

  it('answers not found for an item no one sent, and refuses a malformed id', async () => {
    for (const path of [
      '/admin/api/loan/kycs/detail',
      '/admin/api/loan/loans/detail',
      '/admin/api/loan/repayments/detail',
      '/admin/api/follow/applications/detail',
    ]) {
      expect((await call(app, 'GET', path, { id: 999_999 }, auth(desk.viewer.token))).code, path).toBe(CODE.NOT_FOUND);
      expect((await call(app, 'GET', path, { id: 'x' }, auth(desk.viewer.token))).code, path).toBe(CODE.BAD_INPUT);
    }
  });
});

describe('the trader-application queue', () => {
  it("details an application with the avatar and the applicant's trading record", async () => {
    const user = await realUser(app, 'applicant.console@example.com');
    await deposit(app, user, desk.finance.token, '5000.00');
    const moved = await moneyCall(app, user.token, '/api/account/transfer', { balance: '5000.00', currency_id: 1, from: 1, to: 3 });
    expect(moved.code, moved.msg).toBe(1);
    // One winning trade closed, one position still open.
    await tick(app, BTCUSDT, '70000');
    const won = await openPosition(app, user, { type: 1, cont: '0.01', forex_id: BTCUSDT, multiple: 10 });
    await tick(app, BTCUSDT, '71000');
    const closed = await trade(app, user, 'close', { id: won.Id });
    expect(closed.code, closed.msg).toBe(1);
    await openPosition(app, user, { type: 2, cont: '0.01', forex_id: BTCUSDT, multiple: 10 });

    const applied = await applyAsTrader(app, user.token, 'Calm Waters');
    expect(applied.code, applied.msg).toBe(1);
    expect((await counts()).trader_applications).toBeGreaterThanOrEqual(1);
    const mine = await call<Page<{ id: number }>>(
      app,
      'GET',
      '/admin/api/follow/applications',
      { status: 0, customer: user.email },
      auth(desk.viewer.token),
    );
    expect(mine.data.data.map((row) => row.id)).toEqual([applied.data!.id]);

    const shown = await detail<AdminTraderApplicationDetail>('/admin/api/follow/applications/detail', applied.data!.id);
    expect(shown.item).toMatchObject({ nickname: 'Calm Waters', bio: 'Swing trades on majors', status: 0 });
    expect(shown.images).toEqual([shown.item.avatar]);
    expect(shown.item.record).toMatchObject({ closed_orders: 1, winning_orders: 1, open_orders: 1, lots_traded: '0.02' });
    expect(Number(shown.item.record.realised_pnl)).toBeGreaterThan(0);
    expect(shown.item.record.first_order_at).not.toBeNull();

    expect((await decideApplication(app, desk.support.token, applied.data!.id, 'reject')).code).toBe(CODE.BAD_INPUT);
    expect((await decideApplication(app, desk.support.token, applied.data!.id, 'reject', 'too little history')).code).toBe(1);
    expect((await decideApplication(app, desk.support.token, applied.data!.id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    const after = await detail<AdminTraderApplicationDetail>('/admin/api/follow/applications/detail', applied.data!.id);
    expect(after.item).toMatchObject({ status: 2, reason: 'too little history' });
    expect(after.decisions[0]).toMatchObject({ subject: 'trader_application', action: 'reject', reason: 'too little history' });
  });
});
