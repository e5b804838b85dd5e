import { adminAdjustments, adminDecideAdjustment } from './admin-customer-care';
import type { AdminCharge } from './admin-wallet';
import {
  adminCharges,
  adminDecideCharge,
  adminDecideIdentity,
  adminDecideWithdrawal,
  adminIdentities,
  adminWithdrawals,
} from './admin-wallet';
import { endpoint, type AnyEndpoint, type Schema } from './endpoint';
import { adminDecideTraderApplication, adminTraderApplications } from './follow';
import { adminDecideFundRefund, adminFundSubscriptions } from './fund';
import type * as input from './input/admin-queue-actions';
import { adminDecideLoan, adminDecideLoanKyc, adminDecideLoanRepayment, adminLoanKycs, adminLoanRepayments, adminLoans } from './loan';
import { ANY_OPERATOR, FINANCE } from './operator-roles';
import type { BulkApproval, QueueClaim } from './queue-page';

// What an operations team does with a queue beyond deciding one item (issue 31): each queue's list takes filters
// (date, amount, age) and a sort, and answers who holds each request and since when it waits; a request is claimed
// or assigned to an operator whose role decides that queue; a queue exports its filtered list as CSV; and small
// deposits are approved several at once. The claim and export calls sit beside each queue's list, under its path,
// so each declares its roles like every back-office call: claiming is for those who decide the queue.

const form = { auth: true, encoding: 'form' } as const;

/** Claiming a request of the queue listed by `list`: for those who decide it. */
function claimCall(list: AnyEndpoint, decide: AnyEndpoint) {
  return endpoint<QueueClaim | null, typeof input.queueClaim>()({
    ...form,
    roles: decide.roles,
    method: 'POST',
    path: `${list.path}/claim`,
  });
}

/**
 * The filtered list of the queue as a CSV file (not an envelope: text/csv with a content-disposition naming the
 * queue and the day); a refusal answers an envelope as usual. The output type is the file's text.
 */
function exportCall<Input extends Schema>(list: AnyEndpoint) {
  return endpoint<string, Input>()({ ...form, roles: ANY_OPERATOR, method: 'GET', path: `${list.path}/export` });
}

export const adminClaimCharge = claimCall(adminCharges, adminDecideCharge);
export const adminClaimWithdrawal = claimCall(adminWithdrawals, adminDecideWithdrawal);
export const adminClaimIdentity = claimCall(adminIdentities, adminDecideIdentity);
export const adminClaimFundRefund = claimCall(adminFundSubscriptions, adminDecideFundRefund);
export const adminClaimLoanKyc = claimCall(adminLoanKycs, adminDecideLoanKyc);
export const adminClaimLoan = claimCall(adminLoans, adminDecideLoan);
export const adminClaimLoanRepayment = claimCall(adminLoanRepayments, adminDecideLoanRepayment);
export const adminClaimTraderApplication = claimCall(adminTraderApplications, adminDecideTraderApplication);
export const adminClaimAdjustment = claimCall(adminAdjustments, adminDecideAdjustment);

export const adminExportCharges = exportCall<typeof input.adminExportCharges>(adminCharges);
export const adminExportWithdrawals = exportCall<typeof input.adminExportWithdrawals>(adminWithdrawals);
export const adminExportIdentities = exportCall<typeof input.adminExportIdentities>(adminIdentities);
export const adminExportFundRefunds = exportCall<typeof input.adminExportFundRefunds>(adminFundSubscriptions);
export const adminExportLoanKycs = exportCall<typeof input.adminExportLoanKycs>(adminLoanKycs);
export const adminExportLoans = exportCall<typeof input.adminExportLoans>(adminLoans);
export const adminExportLoanRepayments = exportCall<typeof input.adminExportLoanRepayments>(adminLoanRepayments);
export const adminExportTraderApplications = exportCall<typeof input.adminExportTraderApplications>(adminTraderApplications);
export const adminExportAdjustments = exportCall<typeof input.adminExportAdjustments>(adminAdjustments);

/**
 * Approves several waiting deposits, each at or below the four-eyes threshold, each as its own recorded decision;
 * `ids` is a comma-separated list. A retry with the same Idempotency-Key answers the first result, and a deposit
 * already decided is reported, never credited twice.
 */
export const adminBulkApproveCharges = endpoint<BulkApproval<AdminCharge>, typeof input.adminBulkApproveCharges>()({
  ...form,
  roles: FINANCE,
  idempotent: true,
  method: 'POST',
  path: `${adminCharges.path}/bulk_approve`,
});
