import { beforeAll, describe, expect, it } from 'vitest';
import { LOAN_KYC_STATUS, LOAN_STATUS } from '../../../common/loan';
import { isLoanCommand, runLoanCommand } from '../../../server/admin/loan-commands';
import { createOperator } from '../../../server/admin/operators';
import { loadServerI18n, type Translate } from '../../../server/i18n/catalogs';
import { appForTests } from '../helpers/lifecycle';
import { kycForm, loanInfo, sendKyc, sendRepayment, signLoan } from '../helpers/loan';
import { balances, realUser, type WalletUser } from '../helpers/wallet';

// `npm run operator -- pending|approve|reject` for loans: the same decisions as /admin/api/loan, on the command
// line, each recorded with the operator named by --as.

const app = appForTests();
let user: WalletUser;
let translate: Translate;
beforeAll(async () => {
  translate = (await loadServerI18n()).translator('en');
  await createOperator(app.database.db, app.clock, 'loans-desk@example.com');
  user = await realUser(app, 'cli-borrower@example.com');
  expect((await sendKyc(app, user.token, await kycForm(app, user.token))).code).toBe(1);
});

const run = (...args: string[]) => runLoanCommand(app.database.db, app.clock, translate, args);

describe('loan operator commands', () => {
  it("are told apart from the wallet's", () => {
    expect(isLoanCommand(['pending', 'loans'])).toBe(true);
    expect(isLoanCommand(['approve', 'loan_kyc', '3'])).toBe(true);
    expect(isLoanCommand(['approve', 'charge', '3'])).toBe(false);
    expect(isLoanCommand(['pending'])).toBe(false);
  });

  it('list, approve and reject, recorded with the operator', async () => {
    expect((await run('pending', 'loan_kycs')).lines[0]).toBe('Pending loan identity checks: 1');
    expect(await run('approve', 'loan_kyc', String(user.userId), '--as', 'loans-desk@example.com')).toEqual({
      code: 0,
      lines: [`loan_kyc ${user.userId}: status ${LOAN_KYC_STATUS.approved}`],
    });
    const loan = await signLoan(app, user.token, 1, '300');
    expect((await run('pending', 'loans')).lines).toEqual(['Pending loans: 1', expect.stringContaining(`loan ${loan.id}  user`) as string]);
    const approved = await run('approve', 'loan', String(loan.id), '--as', 'loans-desk@example.com');
    expect(approved.lines[0]).toBe(`loan ${loan.id}: status ${LOAN_STATUS.repaying}, 300.00 USD paid out, due 2026-01-12`);
    expect((await balances(app, user.token)).funding.balance).toBe('300.00');
    expect((await sendRepayment(app, user.token, loan.id)).code).toBe(1);
    const [waiting] = await app.database.db.query<{ id: string }>('SELECT id FROM loan_repayments WHERE loan_id = $1', [loan.id]);
    const bare = await run('reject', 'loan_repayment', waiting!.id, '--as', 'loans-desk@example.com');
    expect(bare).toEqual({ code: 1, lines: [`loan_repayment ${waiting!.id}: Please fill in reason`] });
    expect((await run('reject', 'loan_repayment', waiting!.id, '--reason', 'Nothing arrived', '--as', 'loans-desk@example.com')).code).toBe(
      0,
    );
    expect((await loanInfo(app, user.token, loan.id)).status).toBe(LOAN_STATUS.repaying);
    const [record] = await app.database.db.query<{ email: string }>(
      "SELECT o.email FROM operator_decisions d JOIN operators o ON o.id = d.operator_id WHERE d.subject = 'loan' AND d.subject_id = $1",
      [loan.id],
    );
    expect(record?.email).toBe('loans-desk@example.com');
  });

  it('refuse unknown operators, kinds and ids', async () => {
    expect((await run('approve', 'loan', '1', '--as', 'nobody@example.com')).lines).toEqual(['No operator nobody@example.com.']);
    expect((await run('approve', 'loan', 'x', '--as', 'loans-desk@example.com')).code).toBe(2);
    expect((await run('pending', 'nothing')).code).toBe(2);
    expect(await run('approve', 'loan', '999', '--as', 'loans-desk@example.com')).toEqual({ code: 1, lines: ['loan 999: Not found'] });
  });
});
