import { LOAN_KYC_STATUS, LOAN_STATUS, REPAYMENT_STATUS } from '../../common/loan';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { adminLoanKycPage, decideLoanKyc } from '../loan/kyc';
import { adminRepaymentPage, decideRepayment } from '../loan/repayment';
import { adminLoanPage, decideLoan } from '../loan/review';
import { runDecisionCommand, type CommandResult } from './decision-command';

// The back office's loan decisions on the command line, beside the wallet's (./wallet-commands.ts):
//   pending <loan_kycs|loans|loan_repayments>
//   approve <loan_kyc|loan|loan_repayment> <id> --as <operator email>
//   reject <loan_kyc|loan|loan_repayment> <id> --reason <text> --as <operator email>
// The same services as /admin/api/loan decide, so a decision here is recorded with its operator like any other.

export const LOAN_USAGE = [
  'npm run operator -- pending <loan_kycs|loans|loan_repayments>',
  'npm run operator -- approve <loan_kyc|loan|loan_repayment> <id> --as <operator email>',
  'npm run operator -- reject <loan_kyc|loan|loan_repayment> <id> --reason "<text>" --as <operator email>',
];

const KINDS = ['loan_kyc', 'loan', 'loan_repayment'] as const;
type Kind = (typeof KINDS)[number];
const LISTS: Readonly<Record<string, Kind>> = { loan_kycs: 'loan_kyc', loans: 'loan', loan_repayments: 'loan_repayment' };
/** How many pending items one listing shows, oldest first. */
const LIST_LIMIT = 20;

/** Whether the command names a loan kind or list (the rest goes to the wallet's commands). */
export function isLoanCommand(args: readonly string[]): boolean {
  const subject = args[1] ?? '';
  return subject in LISTS || KINDS.some((kind) => kind === subject);
}

async function pending(db: Database, clock: Clock, kind: Kind): Promise<string[]> {
  if (kind === 'loan_kyc') {
    const page = await adminLoanKycPage(db, LOAN_KYC_STATUS.waiting, 1);
    return [
      `Pending loan identity checks: ${page.total}`,
      ...page.data.slice(0, LIST_LIMIT).map((item) => `  loan_kyc ${item.user_id}  user ${item.uid} ${item.email}  ${item.last_name} ${item.name}  ${item.id_number}`),
    ];
  }
  if (kind === 'loan') {
    const page = await adminLoanPage(db, clock, LOAN_STATUS.waiting, 1);
    return [
      `Pending loans: ${page.total}`,
      ...page.data.slice(0, LIST_LIMIT).map((item) => `  loan ${item.id}  user ${item.uid} ${item.email}  ${item.amount} USD for ${item.loan_period} days, ${item.total_repay} to repay`),
    ];
  }
  const page = await adminRepaymentPage(db, REPAYMENT_STATUS.waiting, 1);
  return [
    `Pending loan repayments: ${page.total}`,
    ...page.data.slice(0, LIST_LIMIT).map((item) => `  loan_repayment ${item.id}  user ${item.uid} ${item.email}  loan ${item.loan_id}  ${item.amount_due} USD  proof ${item.proof_img}`),
  ];
}

async function decide(db: Database, clock: Clock, operatorId: number, kind: Kind, id: number, approve: boolean, reason: string): Promise<string> {
  const decision = { id, action: approve ? ('approve' as const) : ('reject' as const), reason };
  if (kind === 'loan_kyc') return `loan_kyc ${id}: status ${(await decideLoanKyc(db, clock, operatorId, decision)).status}`;
  if (kind === 'loan') {
    const after = await decideLoan(db, clock, operatorId, decision);
    return `loan ${id}: status ${after.status}${approve ? `, ${after.amount} USD paid out, due ${after.due_date}` : ''}`;
  }
  return `loan_repayment ${id}: status ${(await decideRepayment(db, clock, operatorId, decision)).status}`;
}

export function runLoanCommand(db: Database, clock: Clock, translate: Translate, args: readonly string[]): Promise<CommandResult> {
  return runDecisionCommand(db, translate, {
    kinds: KINDS,
    usage: LOAN_USAGE,
    pending: (list) => {
      const kind = list === undefined ? undefined : LISTS[list];
      return kind ? pending(db, clock, kind) : null;
    },
    decide: (operatorId, kind, id, approve, reason) => decide(db, clock, operatorId, kind, id, approve, reason),
  }, args);
}
