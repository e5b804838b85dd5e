import type { FastifyInstance } from 'fastify';
import {
  adminDecideLoan,
  adminDecideLoanKyc,
  adminDecideLoanRepayment,
  adminLoanConfigs,
  adminLoanKycs,
  adminLoanRepayments,
  adminLoans,
  adminRepaymentAccounts,
  adminSaveLoanConfig,
  adminSaveRepaymentAccount,
  LOAN_EVENT,
  type LoanPush,
} from '../../../common/api/loan';
import * as input from '../../../common/api/input/loan';
import { LOAN_STATUS } from '../../../common/loan';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { adminLoanConfigPage, adminRepaymentAccountPage, saveLoanConfig, saveRepaymentAccount } from '../../loan/configs';
import { loanKycQueue } from '../../loan/kyc';
import { decideRepayment, repaymentQueueCalls } from '../../loan/repayment';
import { decideLoan, loanQueue } from '../../loan/review';
import { registerEndpoint } from '../route';

// The back office's loans under /admin/api/loan (operator sessions only): identity checks, loans and repayments
// waiting for a decision, each decided once and recorded with who, when, the reason and the record before and
// after; and the loan configs and repayment accounts, each change recorded the same way. Each decision is pushed to
// its user on the LOAN topic once committed, so their loan screens refresh and say what was decided.

export function registerAdminLoanRoutes(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
  push: (userId: number, data: LoanPush) => void = () => undefined,
): void {
  const operators = operatorSessions(db, clock);
  const tell = (userId: number, data: LoanPush) => db.afterCommit(() => push(userId, data));

  registerEndpoint(app, operators, adminLoanKycs, input.adminLoanKycs, ({ input: query }) => loanKycQueue.list(db, clock, query));
  registerEndpoint(app, operators, adminDecideLoanKyc, input.adminDecideLoanKyc, async ({ input: body, user, succeedWith }) => {
    const decided = await loanKycQueue.decide(db, clock, user.id, body);
    tell(decided.user_id, { event: body.action === 'approve' ? LOAN_EVENT.kycApproved : LOAN_EVENT.kycRejected, loan_id: null });
    succeedWith(messages.decisionSaved);
    return decided;
  });

  registerEndpoint(app, operators, adminLoans, input.adminLoans, ({ input: query }) => loanQueue(clock).list(db, clock, query));
  registerEndpoint(app, operators, adminDecideLoan, input.adminDecide, async ({ input: body, user, succeedWith }) => {
    const decided = await decideLoan(db, clock, user.id, body);
    // Still waiting after an approval: the first of two (four-eyes); the customer hears of the decision itself.
    if (decided.status === LOAN_STATUS.waiting) {
      succeedWith(messages.firstApprovalSaved);
      return decided;
    }
    tell(decided.user_id, { event: body.action === 'approve' ? LOAN_EVENT.loanApproved : LOAN_EVENT.loanRejected, loan_id: decided.id });
    succeedWith(messages.decisionSaved);
    return decided;
  });

  registerEndpoint(app, operators, adminLoanRepayments, input.adminLoanRepayments, ({ input: query }) =>
    repaymentQueueCalls.list(db, clock, query),
  );
  registerEndpoint(app, operators, adminDecideLoanRepayment, input.adminDecide, async ({ input: body, user, succeedWith }) => {
    const decided = await decideRepayment(db, clock, user.id, body);
    tell(decided.user_id, {
      event: body.action === 'approve' ? LOAN_EVENT.repaymentConfirmed : LOAN_EVENT.repaymentRejected,
      loan_id: decided.loan_id,
    });
    succeedWith(messages.decisionSaved);
    return decided;
  });

  registerEndpoint(app, operators, adminLoanConfigs, input.adminPage, ({ input: query }) => adminLoanConfigPage(db, query.page));
  registerEndpoint(app, operators, adminSaveLoanConfig, input.adminSaveLoanConfig, async ({ input: body, user, succeedWith }) => {
    const saved = await saveLoanConfig(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return saved;
  });
  registerEndpoint(app, operators, adminRepaymentAccounts, input.adminPage, ({ input: query }) =>
    adminRepaymentAccountPage(db, query.page),
  );
  registerEndpoint(
    app,
    operators,
    adminSaveRepaymentAccount,
    input.adminSaveRepaymentAccount,
    async ({ input: body, user, succeedWith }) => {
      const saved = await saveRepaymentAccount(db, clock, user.id, body);
      succeedWith(messages.configSaved);
      return saved;
    },
  );
}
