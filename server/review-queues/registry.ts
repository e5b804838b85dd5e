import * as actions from '../../common/api/admin-queue-actions';
import * as actionInput from '../../common/api/input/admin-queue-actions';
import { adminDecideAdjustment } from '../../common/api/admin-customer-care';
import { adminDecideCharge, adminDecideIdentity, adminDecideWithdrawal } from '../../common/api/admin-wallet';
import type { AnyEndpoint, Endpoint, Schema } from '../../common/api/endpoint';
import { adminDecideTraderApplication } from '../../common/api/follow';
import { adminDecideFundRefund } from '../../common/api/fund';
import { adminDecideLoan, adminDecideLoanKyc, adminDecideLoanRepayment } from '../../common/api/loan';
import { allowedRoles, type OperatorRole } from '../../common/api/operator-roles';
import { adjustmentQueue } from '../admin/adjustments';
import type { Clock } from '../clock';
import { applicationQueue } from '../copy-trading/trader-applications';
import { refundQueue } from '../fund/redemption';
import { loanKycQueue } from '../loan/kyc';
import { repaymentQueueCalls } from '../loan/repayment';
import { loanQueue } from '../loan/review';
import { depositQueue } from '../wallet/deposit-decisions';
import { identityQueue } from '../wallet/identity';
import { withdrawalQueue } from '../wallet/withdrawal-decisions';
import type { ReviewQueue, UserRequestCalls } from './review-queue';

// Every review queue of the console under the key the console knows it by (src/admin/queues/registry.ts, and
// server/admin/queue-counts.ts), with the calls that work on any queue: claims and the CSV export. Who may claim a
// queue's requests is who may decide them: the roles of its decide call.

/** A back-office call, made with an operator's session. */
type OperatorCall = Endpoint<Schema, unknown, true>;

export interface QueueEntry {
  key: string;
  /** The queue, for what works on any queue: its SQL, its item's status, its subject. */
  queue: ReviewQueue<object, unknown, string>;
  /** The roles that decide the queue, and so claim its requests or are assigned them. */
  roles: readonly OperatorRole[];
  /** The list's status parameter (identity checks call it review_status). */
  statusParam: 'status' | 'review_status';
  claim: { endpoint: OperatorCall; schema: Schema };
  exportCsv: { endpoint: OperatorCall; schema: Schema };
}

function entry<Item, Action extends string>(
  key: string,
  calls: UserRequestCalls<Item, Action>,
  decide: AnyEndpoint,
  claim: [OperatorCall, Schema],
  exportCsv: [OperatorCall, Schema],
  statusParam: QueueEntry['statusParam'] = 'status',
): QueueEntry {
  return {
    key,
    queue: calls.queue,
    roles: allowedRoles(decide),
    statusParam,
    claim: { endpoint: claim[0], schema: claim[1] },
    exportCsv: { endpoint: exportCsv[0], schema: exportCsv[1] },
  };
}

/** The queues, with the loans' read on `clock` (a loan's amounts depend on the day). */
export function reviewQueues(clock: Clock): readonly QueueEntry[] {
  return [
    entry(
      'charges',
      depositQueue,
      adminDecideCharge,
      [actions.adminClaimCharge, actionInput.adminClaimCharge],
      [actions.adminExportCharges, actionInput.adminExportCharges],
    ),
    entry(
      'withdrawals',
      withdrawalQueue,
      adminDecideWithdrawal,
      [actions.adminClaimWithdrawal, actionInput.adminClaimWithdrawal],
      [actions.adminExportWithdrawals, actionInput.adminExportWithdrawals],
    ),
    entry(
      'identities',
      identityQueue,
      adminDecideIdentity,
      [actions.adminClaimIdentity, actionInput.adminClaimIdentity],
      [actions.adminExportIdentities, actionInput.adminExportIdentities],
      'review_status',
    ),
    entry(
      'fund_refunds',
      refundQueue,
      adminDecideFundRefund,
      [actions.adminClaimFundRefund, actionInput.adminClaimFundRefund],
      [actions.adminExportFundRefunds, actionInput.adminExportFundRefunds],
    ),
    entry(
      'loan_kycs',
      loanKycQueue,
      adminDecideLoanKyc,
      [actions.adminClaimLoanKyc, actionInput.adminClaimLoanKyc],
      [actions.adminExportLoanKycs, actionInput.adminExportLoanKycs],
    ),
    entry(
      'loans',
      loanQueue(clock),
      adminDecideLoan,
      [actions.adminClaimLoan, actionInput.adminClaimLoan],
      [actions.adminExportLoans, actionInput.adminExportLoans],
    ),
    entry(
      'loan_repayments',
      repaymentQueueCalls,
      adminDecideLoanRepayment,
      [actions.adminClaimLoanRepayment, actionInput.adminClaimLoanRepayment],
      [actions.adminExportLoanRepayments, actionInput.adminExportLoanRepayments],
    ),
    entry(
      'trader_applications',
      applicationQueue,
      adminDecideTraderApplication,
      [actions.adminClaimTraderApplication, actionInput.adminClaimTraderApplication],
      [actions.adminExportTraderApplications, actionInput.adminExportTraderApplications],
    ),
    entry(
      'adjustments',
      adjustmentQueue,
      adminDecideAdjustment,
      [actions.adminClaimAdjustment, actionInput.adminClaimAdjustment],
      [actions.adminExportAdjustments, actionInput.adminExportAdjustments],
    ),
  ];
}
