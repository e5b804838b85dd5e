import { borrowerName, LOAN_KYC_STATUS, LOAN_STATUS, REPAYMENT_STATUS } from '../../common/loan';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { loanKycQueue } from '../loan/kyc';
import { adminRepaymentPage, decideRepayment } from '../loan/repayment';
import { adminLoanPage, decideLoan } from '../loan/review';
import {
  decisionUsage,
  pendingLines,
  runDecisionCommand,
  type CommandResult,
  type DecisionKinds,
  type DecisionRequest,
} from './decision-command';

// The back office's loan decisions on the command line, beside the wallet's (./wallet-commands.ts):
//   pending <loan_kycs|loans|loan_repayments>
//   approve <loan_kyc|loan|loan_repayment> <id> --as <operator email>
//   reject <loan_kyc|loan|loan_repayment> <id> --reason <text> --as <operator email>
// The same services as /admin/api/loan decide, so a decision here is recorded with its operator like any other.

const LOAN_KINDS: DecisionKinds<Kind> = {
  kinds: ['loan_kyc', 'loan', 'loan_repayment'],
  lists: { loan_kycs: 'loan_kyc', loans: 'loan', loan_repayments: 'loan_repayment' },
  listsAllByDefault: false,
};
type Kind = 'loan_kyc' | 'loan' | 'loan_repayment';

export const LOAN_USAGE = decisionUsage(LOAN_KINDS);

/** Whether the command names a loan kind or list (the rest goes to the wallet's commands). */
export function isLoanCommand(args: readonly string[]): boolean {
  const subject = args[1] ?? '';
  return subject in LOAN_KINDS.lists || LOAN_KINDS.kinds.some((kind) => kind === subject);
}

async function pending(db: Database, clock: Clock, kind: Kind): Promise<string[]> {
  if (kind === 'loan_kyc') {
    const page = await loanKycQueue.page(db, LOAN_KYC_STATUS.waiting, 1);
    return pendingLines(
      'Pending loan identity checks',
      page,
      (item) => `loan_kyc ${item.user_id}  user ${item.uid} ${item.email}  ${borrowerName(item)}  ${item.id_number}`,
    );
  }
  if (kind === 'loan') {
    const page = await adminLoanPage(db, clock, LOAN_STATUS.waiting, 1);
    return pendingLines(
      'Pending loans',
      page,
      (item) =>
        `loan ${item.id}  user ${item.uid} ${item.email}  ${item.amount} USD for ${item.loan_period} days, ${item.total_repay} to repay`,
    );
  }
  const page = await adminRepaymentPage(db, REPAYMENT_STATUS.waiting, 1);
  return pendingLines(
    'Pending loan repayments',
    page,
    (item) =>
      `loan_repayment ${item.id}  user ${item.uid} ${item.email}  loan ${item.loan_id}  ${item.amount_due} USD  proof ${item.proof_img}`,
  );
}

async function decide(db: Database, clock: Clock, operatorId: number, request: DecisionRequest<Kind>): Promise<string> {
  const { kind, id, approve, reason } = request;
  const decision = { id, action: approve ? ('approve' as const) : ('reject' as const), reason };
  if (kind === 'loan_kyc') return `loan_kyc ${id}: status ${(await loanKycQueue.decide(db, clock, operatorId, decision)).status}`;
  if (kind === 'loan') {
    const after = await decideLoan(db, clock, operatorId, decision);
    return `loan ${id}: status ${after.status}${approve ? `, ${after.amount} USD paid out, due ${after.due_date}` : ''}`;
  }
  return `loan_repayment ${id}: status ${(await decideRepayment(db, clock, operatorId, decision)).status}`;
}

export function runLoanCommand(db: Database, clock: Clock, translate: Translate, args: readonly string[]): Promise<CommandResult> {
  const area = {
    ...LOAN_KINDS,
    pending: (kind: Kind) => pending(db, clock, kind),
    decide: (operatorId: number, request: DecisionRequest<Kind>) => decide(db, clock, operatorId, request),
  };
  return runDecisionCommand(db, translate, area, args);
}
