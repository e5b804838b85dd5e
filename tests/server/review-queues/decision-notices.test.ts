import { describe, expect, it } from 'vitest';
import type { BulkApproval } from '../../../common/api/queue-page';
import type { AdminCharge } from '../../../common/api/admin-wallet';
import type { AdminLoanRepayment } from '../../../common/api/loan';
import { CODE } from '../../../common/envelope';
import { TRADER_APPLICATION_LINK } from '../../../server/copy-trading/trader-applications';
import { LOAN_KYC_LINK } from '../../../server/loan/kyc';
import { LOAN_RECORDS_LINK } from '../../../server/loan/review';
import { NOTICE_REASON_MAX } from '../../../server/review-queues/decision-notices';
import { decideDeposit, DEPOSIT_RECORDS_LINK } from '../../../server/wallet/deposit-decisions';
import { IDENTITY_LINK } from '../../../server/wallet/identity';
import { withdrawalRecordsLink } from '../../../server/wallet/withdrawal-decisions';
import { auth, call, type Envelope } from '../helpers/access';
import { applyAsTrader, decideApplication } from '../helpers/follow';
import { inboxOf } from '../helpers/inbox';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { approvedBorrower, decide as decideLoanQueue, kycForm, sendKyc, sendRepayment, signLoan, waitingRepayments } from '../helpers/loan';
import { operatorWithRole } from '../helpers/operators';
import { CHARGES, claim, pendingDeposit } from '../helpers/queue-desk';
import { bindCoinAddress, deposit, moneyCall, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// Operators' decisions in the customer's inbox (issue 34): every review queue's decide records one entry of its kind,
// with the request's id, the outcome, its amount and currency, the reason the customer reads when it was turned down
// (at most 200 characters), and the screen that shows the request. A decision refused (decided already, held by
// another operator, above the bulk limit), a first of two approvals, and a decision rolled back record nothing.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  alice: await operatorWithRole(app, 'admin'),
  bob: await operatorWithRole(app, 'admin'),
}));

let users = 0;
const customer = () => realUser(app, `decided-${++users}@example.com`);

/** The user's entries of one kind, oldest first. */
const entries = async (user: WalletUser, kind: string) => (await inboxOf(app, user.userId)).filter((entry) => entry.kind === kind);

function ok<T>(answer: Envelope<T>): T {
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

const decideCharge = (token: string, id: number, action: string, reason = '') =>
  call<AdminCharge>(app, 'POST', `${CHARGES}/decide`, { id, action, reason }, auth(token));

describe('a deposit decided', () => {
  it('tells of an approval with its amount and currency, opening the deposit screen', async () => {
    const user = await customer();
    const id = await pendingDeposit(app, user, '250.5');
    expect(await inboxOf(app, user.userId)).toEqual([]);
    ok(await decideCharge(desk.alice.token, id, 'approve'));
    expect(await inboxOf(app, user.userId)).toEqual([
      {
        kind: 'deposit_decided',
        detail: { id, outcome: 'approved', amount: '250.50', currency: 'USD', reason: null },
        link: DEPOSIT_RECORDS_LINK,
      },
    ]);
  });

  it('tells of a rejection and of an invalid mark as rejected, with the remark the deposit history shows', async () => {
    const user = await customer();
    const rejected = await pendingDeposit(app, user, '80', 2);
    const invalid = await pendingDeposit(app, user, '90');
    ok(await decideCharge(desk.alice.token, rejected, 'reject', 'No payment arrived'));
    ok(await decideCharge(desk.alice.token, invalid, 'invalid', 'The proof is of another transfer'));
    expect((await entries(user, 'deposit_decided')).map((entry) => entry.detail)).toEqual([
      { id: rejected, outcome: 'rejected', amount: '80.00', currency: 'EUR', reason: 'No payment arrived' },
      { id: invalid, outcome: 'rejected', amount: '90.00', currency: 'USD', reason: 'The proof is of another transfer' },
    ]);
  });

  it('keeps the first 200 characters of a long reason, never half a character', async () => {
    const user = await customer();
    const id = await pendingDeposit(app, user, '10');
    ok(await decideCharge(desk.alice.token, id, 'reject', `${'a'.repeat(150)}${'😀'.repeat(100)}`));
    const [entry] = await entries(user, 'deposit_decided');
    const reason = (entry?.detail as { reason: string }).reason;
    expect(Array.from(reason)).toHaveLength(NOTICE_REASON_MAX);
    expect(reason).toBe(`${'a'.repeat(150)}${'😀'.repeat(50)}`);
  });

  it('records nothing for a decision refused: decided already, or held by another operator', async () => {
    const user = await customer();
    const decided = await pendingDeposit(app, user, '10');
    ok(await decideCharge(desk.alice.token, decided, 'approve'));
    expect((await decideCharge(desk.bob.token, decided, 'reject', 'Too late')).code).toBe(CODE.ALREADY_DECIDED);
    expect((await decideCharge(desk.alice.token, decided, 'approve')).code).toBe(CODE.ALREADY_DECIDED);

    const held = await pendingDeposit(app, user, '20');
    ok(await claim(app, desk.bob.token, CHARGES, { id: held, action: 'claim' }));
    expect((await decideCharge(desk.alice.token, held, 'approve')).code).toBe(CODE.QUEUE_HELD);
    expect((await entries(user, 'deposit_decided')).map((entry) => entry.detail)).toEqual([
      { id: decided, outcome: 'approved', amount: '10.00', currency: 'USD', reason: null },
    ]);
  });

  it('records nothing when the decision’s transaction rolls back', async () => {
    const user = await customer();
    const id = await pendingDeposit(app, user, '30');
    const { db } = app.database;
    await expect(
      db.transaction(async () => {
        await decideDeposit(db, app.clock, desk.alice.id, { id, action: 'approve', reason: '' });
        expect(await entries(user, 'deposit_decided')).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await inboxOf(app, user.userId)).toEqual([]);
    // Decided afterwards, it is told once.
    ok(await decideCharge(desk.alice.token, id, 'approve'));
    expect(await entries(user, 'deposit_decided')).toHaveLength(1);
  });

  it('tells of each deposit a bulk approval approved, and of none it refused', async () => {
    const user = await customer();
    const small = await pendingDeposit(app, user, '100');
    const medium = await pendingDeposit(app, user, '200');
    const above = await pendingDeposit(app, user, '1000.01');
    const answer = await moneyCall<BulkApproval<AdminCharge>>(app, desk.alice.token, `${CHARGES}/bulk_approve`, {
      ids: [small, medium, above].join(','),
    });
    expect(ok(answer).failed.map((failure) => failure.id)).toEqual([above]);
    expect((await entries(user, 'deposit_decided')).map((entry) => [entry.detail, entry.link])).toEqual([
      [{ id: small, outcome: 'approved', amount: '100.00', currency: 'USD', reason: null }, DEPOSIT_RECORDS_LINK],
      [{ id: medium, outcome: 'approved', amount: '200.00', currency: 'USD', reason: null }, DEPOSIT_RECORDS_LINK],
    ]);
  });
});

describe('a withdrawal decided', () => {
  async function withdrawing(amounts: readonly string[]): Promise<{ user: WalletUser; ids: number[] }> {
    const user = await customer();
    await deposit(app, user, desk.alice.token, '5000.00');
    const method = await bindCoinAddress(app, user.token);
    const ids: number[] = [];
    for (const number of amounts) {
      const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
        draw_currency_id: 1,
        number,
        draw_method_id: method,
      });
      ids.push(ok(drawn).id);
    }
    return { user, ids };
  }
  const decideWithdrawal = (token: string, id: number, action: string, extra: { reason?: string; reference?: string } = {}) =>
    call(app, 'POST', '/admin/api/wallet/withdrawals/decide', { id, action, ...extra }, auth(token));

  it('tells of a payout as approved and of a rejection with its notes, opening the withdraw screen’s coin tab', async () => {
    const {
      user,
      ids: [paid, rejected, invalid],
    } = await withdrawing(['100', '50', '25.5']);
    ok(await decideWithdrawal(desk.alice.token, paid!, 'complete', { reference: 'tx-0001' }));
    ok(await decideWithdrawal(desk.alice.token, rejected!, 'reject', { reason: 'The address is not yours' }));
    ok(await decideWithdrawal(desk.alice.token, invalid!, 'invalid', { reason: 'Asked twice' }));
    expect((await decideWithdrawal(desk.bob.token, paid!, 'complete', { reference: 'tx-0002' })).code).toBe(CODE.ALREADY_DECIDED);
    expect(await entries(user, 'withdrawal_decided')).toEqual([
      {
        kind: 'withdrawal_decided',
        detail: { id: paid, outcome: 'approved', amount: '100.00', currency: 'USD', reason: null },
        link: withdrawalRecordsLink(1),
      },
      {
        kind: 'withdrawal_decided',
        detail: { id: rejected, outcome: 'rejected', amount: '50.00', currency: 'USD', reason: 'The address is not yours' },
        link: withdrawalRecordsLink(1),
      },
      {
        kind: 'withdrawal_decided',
        detail: { id: invalid, outcome: 'rejected', amount: '25.50', currency: 'USD', reason: 'Asked twice' },
        link: withdrawalRecordsLink(1),
      },
    ]);
  });

  it('tells nothing at the first of two approvals, and once when the second pays it out', async () => {
    const {
      user,
      ids: [large],
    } = await withdrawing(['1500']);
    ok(await decideWithdrawal(desk.alice.token, large!, 'complete', { reference: 'tx-1500' }));
    expect(await entries(user, 'withdrawal_decided')).toEqual([]);
    ok(await decideWithdrawal(desk.bob.token, large!, 'complete', { reference: 'tx-1500' }));
    expect((await entries(user, 'withdrawal_decided')).map((entry) => entry.detail)).toEqual([
      { id: large, outcome: 'approved', amount: '1500.00', currency: 'USD', reason: null },
    ]);
  });
});

describe('an identity check decided', () => {
  const submitIdentity = async (user: WalletUser) =>
    ok(
      await call(
        app,
        'POST',
        '/api/user_real/real_name',
        {
          name: 'Chan Tai Man',
          card_id: 'A1234567',
          front_pic: await uploadedUrl(app, user.token),
          reverse_pic: await uploadedUrl(app, user.token),
        },
        auth(user.token),
      ),
    );
  const decideIdentity = (user: WalletUser, action: string, reason = '') =>
    call(app, 'POST', '/admin/api/wallet/identities/decide', { id: user.userId, action, reason }, auth(desk.alice.token));

  it('tells of the real-name check sent back with its reason, then verified, opening the verification screen', async () => {
    const user = await customer();
    await submitIdentity(user);
    ok(await decideIdentity(user, 'reject', 'The photo is blurred'));
    expect((await decideIdentity(user, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    await submitIdentity(user);
    ok(await decideIdentity(user, 'approve'));
    expect(await entries(user, 'identity_decided')).toEqual([
      {
        kind: 'identity_decided',
        detail: { id: user.userId, outcome: 'rejected', amount: null, currency: null, reason: 'The photo is blurred' },
        link: IDENTITY_LINK,
      },
      {
        kind: 'identity_decided',
        detail: { id: user.userId, outcome: 'approved', amount: null, currency: null, reason: null },
        link: IDENTITY_LINK,
      },
    ]);
  });

  it('tells of the loan’s identity check the same way, opening the loan’s identity screen', async () => {
    const user = await customer();
    ok(await sendKyc(app, user.token, await kycForm(app, user.token)));
    ok(await decideLoanQueue(app, desk.alice.token, 'kycs', user.userId, 'reject', 'The address is incomplete'));
    ok(await sendKyc(app, user.token, await kycForm(app, user.token)));
    ok(await decideLoanQueue(app, desk.alice.token, 'kycs', user.userId, 'approve'));
    expect((await entries(user, 'identity_decided')).map((entry) => [entry.detail, entry.link])).toEqual([
      [{ id: user.userId, outcome: 'rejected', amount: null, currency: null, reason: 'The address is incomplete' }, LOAN_KYC_LINK],
      [{ id: user.userId, outcome: 'approved', amount: null, currency: null, reason: null }, LOAN_KYC_LINK],
    ]);
  });
});

describe('a loan and its repayments decided', () => {
  it('tells of a loan approved and of one rejected, opening the loan records', async () => {
    const approved = await customer();
    await approvedBorrower(app, approved, desk.alice.token);
    const loan = await signLoan(app, approved.token, 1, '500');
    ok(await decideLoanQueue(app, desk.alice.token, 'loans', loan.id, 'approve'));
    expect((await decideLoanQueue(app, desk.bob.token, 'loans', loan.id, 'reject', 'Changed my mind')).code).toBe(CODE.ALREADY_DECIDED);
    expect(await entries(approved, 'loan_decided')).toEqual([
      {
        kind: 'loan_decided',
        detail: { id: loan.id, outcome: 'approved', amount: '500.00', currency: 'USD', reason: null },
        link: LOAN_RECORDS_LINK,
      },
    ]);

    const refused = await customer();
    await approvedBorrower(app, refused, desk.alice.token);
    const other = await signLoan(app, refused.token, 2, '800');
    ok(await decideLoanQueue(app, desk.alice.token, 'loans', other.id, 'reject', 'Income not shown'));
    expect((await entries(refused, 'loan_decided')).map((entry) => entry.detail)).toEqual([
      { id: other.id, outcome: 'rejected', amount: '800.00', currency: 'USD', reason: 'Income not shown' },
    ]);
  });

  it('tells of a repayment rejected, then of one confirmed, with the amount due', async () => {
    const user = await customer();
    await approvedBorrower(app, user, desk.alice.token);
    const loan = await signLoan(app, user.token, 1, '300');
    ok(await decideLoanQueue(app, desk.alice.token, 'loans', loan.id, 'approve'));
    const waiting = async (): Promise<AdminLoanRepayment> => {
      ok(await sendRepayment(app, user.token, loan.id));
      const found = (await waitingRepayments(app, desk.alice.token)).find((repayment) => repayment.loan_id === loan.id);
      expect(found).toBeDefined();
      return found!;
    };
    const first = await waiting();
    ok(await decideLoanQueue(app, desk.alice.token, 'repayments', first.id, 'reject', 'No transfer received'));
    const second = await waiting();
    ok(await decideLoanQueue(app, desk.alice.token, 'repayments', second.id, 'approve'));
    expect(await entries(user, 'repayment_decided')).toEqual([
      {
        kind: 'repayment_decided',
        detail: { id: first.id, outcome: 'rejected', amount: first.amount_due, currency: 'USD', reason: 'No transfer received' },
        link: LOAN_RECORDS_LINK,
      },
      {
        kind: 'repayment_decided',
        detail: { id: second.id, outcome: 'approved', amount: second.amount_due, currency: 'USD', reason: null },
        link: LOAN_RECORDS_LINK,
      },
    ]);
  });
});

describe('a trader application decided', () => {
  it('tells of a rejection with its reason, then of the approval, opening the application screen', async () => {
    const user = await customer();
    const first = ok(await applyAsTrader(app, user.token))!;
    ok(await decideApplication(app, desk.alice.token, first.id, 'reject', 'The bio says nothing of your trading'));
    expect((await decideApplication(app, desk.bob.token, first.id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    const second = ok(await applyAsTrader(app, user.token))!;
    ok(await decideApplication(app, desk.alice.token, second.id, 'approve'));
    expect(await entries(user, 'trader_application_decided')).toEqual([
      {
        kind: 'trader_application_decided',
        detail: { id: first.id, outcome: 'rejected', amount: null, currency: null, reason: 'The bio says nothing of your trading' },
        link: TRADER_APPLICATION_LINK,
      },
      {
        kind: 'trader_application_decided',
        detail: { id: second.id, outcome: 'approved', amount: null, currency: null, reason: null },
        link: TRADER_APPLICATION_LINK,
      },
    ]);
  });
});
