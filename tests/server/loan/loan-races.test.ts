import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { LOAN_CODE, LOAN_STATUS } from '../../../common/loan';
import { openPostgres } from '../../../server/db/postgres';
import { chargeLateFees } from '../../../server/loan/late-fees';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import {
  approveLoan,
  approvedBorrower,
  DAY_MS,
  decide,
  loanInfo,
  preview,
  repayFromBalance,
  signaturePng,
  signLoan,
  submit,
  uploaded,
} from '../helpers/loan';
import { onPostgres } from '../helpers/test-db';
import { balances, deposit, operatorToken, realUser } from '../helpers/wallet';

// Races that only real PostgreSQL can run (PGlite runs one transaction at a time): two operators deciding the same
// loan, several submits of one user at once, two repayments of one loan, and two servers' late-fee runs.

describe.skipIf(!onPostgres)('loan races on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const operators = madeBeforeTests(async () => ({ one: await operatorToken(app), two: await operatorToken(app) }));

  it('two operators approving the same loan at once pay it out once', async () => {
    const user = await realUser(app, 'approved-twice@example.com');
    await approvedBorrower(app, user, operators.one);
    // Below the four-eyes threshold, so either approval alone pays out (two at once above it: four-eyes.test.ts).
    const loan = await signLoan(app, user.token, 1, '900');
    const answers = await Promise.all([
      decide(app, operators.one, 'loans', loan.id, 'approve'),
      decide(app, operators.two, 'loans', loan.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([1, CODE.ALREADY_DECIDED]);
    expect((await balances(app, user.token)).funding.balance).toBe('900.00');
    const journals = await app.database.db.query("SELECT id FROM journals WHERE cause = 'loan' AND memo = $1", [`loan ${loan.id} payout`]);
    expect(journals).toHaveLength(1);
    const decisions = await app.database.db.query("SELECT id FROM operator_decisions WHERE subject = 'loan' AND subject_id = $1", [
      loan.id,
    ]);
    expect(decisions).toHaveLength(1);
    await assertLedgerInvariants(app.database.db);
  });

  it('an approval racing a rejection leaves one decision', async () => {
    const user = await realUser(app, 'approve-or-reject@example.com');
    await approvedBorrower(app, user, operators.one);
    const loan = await signLoan(app, user.token, 1, '800');
    const answers = await Promise.all([
      decide(app, operators.one, 'loans', loan.id, 'approve'),
      decide(app, operators.two, 'loans', loan.id, 'reject', 'changed my mind'),
    ]);
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    const after = await loanInfo(app, user.token, loan.id);
    expect((await balances(app, user.token)).funding.balance).toBe(after.status === LOAN_STATUS.repaying ? '800.00' : '0.00');
    await assertLedgerInvariants(app.database.db);
  });

  it('six submits at once leave one open loan', async () => {
    const user = await realUser(app, 'eager@example.com');
    await approvedBorrower(app, user, operators.one);
    const shown = await preview(app, user.token, 1, '700');
    const sign = await uploaded(app, user.token, await signaturePng());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        submit(
          app,
          user.token,
          { amount: '700', config_id: 1, sign, agreement: shown.sha256, consent: 1 },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === LOAN_CODE.OPEN_LOAN)).toHaveLength(5);
    const [open] = await app.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM loans WHERE user_id = $1', [user.userId]);
    expect(open!.n).toBe(1);
  });

  it('two repayments from the balance at once settle the loan once', async () => {
    const user = await realUser(app, 'double-repay@example.com');
    await deposit(app, user, operators.one, '5000');
    await approvedBorrower(app, user, operators.one);
    const loan = await signLoan(app, user.token, 1, '1000');
    await approveLoan(app, operators.one, loan.id);
    const answers = await Promise.all([repayFromBalance(app, user.token, loan.id), repayFromBalance(app, user.token, loan.id)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([1, LOAN_CODE.STATE]);
    // 5000 + 1000 lent - 1005.60 repaid, once.
    expect((await balances(app, user.token)).funding.balance).toBe('4994.40');
    await assertLedgerInvariants(app.database.db);
  });

  it('two servers charging late fees at once charge each loan and day once', async () => {
    const borrowers = await Promise.all([0, 1, 2].map((index) => realUser(app, `late${index}@example.com`)));
    const loans: number[] = [];
    for (const user of borrowers) {
      await approvedBorrower(app, user, operators.one);
      const loan = await signLoan(app, user.token, 1, '200');
      await approveLoan(app, operators.one, loan.id);
      loans.push(loan.id);
    }
    // 7 days to the due day, then 4 late days with no run.
    app.clock.advance(11 * DAY_MS);
    const second = await openPostgres(app.database.url!, 5);
    try {
      // Batches of one, so the two runs interleave over the same loans.
      const [one, two] = await Promise.all([
        chargeLateFees(app.database.db, app.clock, undefined, 1),
        chargeLateFees(second, app.clock, undefined, 1),
      ]);
      const [counts] = await app.database.db.query<{ rows: number; distinct: number }>(
        'SELECT count(*)::int AS rows, count(DISTINCT (loan_id, day))::int AS distinct FROM loan_penalties',
      );
      expect(counts!.rows).toBe(counts!.distinct);
      expect(one + two).toBe(counts!.rows);
    } finally {
      await second.close();
    }
    for (const [index, user] of borrowers.entries()) expect((await loanInfo(app, user.token, loans[index]!)).penalty_days).toBe(4);
    await assertLedgerInvariants(app.database.db);
  });
});
