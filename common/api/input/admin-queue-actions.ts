import * as z from 'zod/mini';
import { BULK_APPROVE_MAX, CLAIM_ACTIONS } from '../queue-page';
import * as care from './admin-customer-care';
import * as wallet from './admin-wallet';
import * as follow from './follow';
import * as fund from './fund';
import * as loan from './loan';
import { positiveInt, positiveIntegerColumn } from './fields';

// What the calls of ../admin-queue-actions.ts accept, one schema per call under the call's name.

/** A claim on one request (`id` as the queue addresses it); `assign` names the operator, whom the queue checks. */
const claimOf = (id: typeof positiveInt | typeof positiveIntegerColumn) =>
  z.object({ id, action: z.enum(CLAIM_ACTIONS), operator_id: z.optional(positiveIntegerColumn) });

export const queueClaim = claimOf(positiveInt);
/** The checks a user has one of are addressed by the user's id, an `integer` column. */
export const userCheckClaim = claimOf(positiveIntegerColumn);

export const adminClaimCharge = queueClaim;
export const adminClaimWithdrawal = queueClaim;
export const adminClaimIdentity = userCheckClaim;
export const adminClaimFundRefund = queueClaim;
export const adminClaimLoanKyc = userCheckClaim;
export const adminClaimLoan = queueClaim;
export const adminClaimLoanRepayment = queueClaim;
export const adminClaimTraderApplication = queueClaim;
export const adminClaimAdjustment = queueClaim;

// An export takes what the queue's list takes, but the page: it is the whole filtered list.
const noPage = { page: true } as const;
export const adminExportCharges = z.omit(wallet.adminCharges, noPage);
export const adminExportWithdrawals = z.omit(wallet.adminWithdrawals, noPage);
export const adminExportIdentities = z.omit(wallet.adminIdentities, noPage);
export const adminExportFundRefunds = z.omit(fund.adminFundSubscriptions, noPage);
export const adminExportLoanKycs = z.omit(loan.adminLoanKycs, noPage);
export const adminExportLoans = z.omit(loan.adminLoans, noPage);
export const adminExportLoanRepayments = z.omit(loan.adminLoanRepayments, noPage);
export const adminExportTraderApplications = z.omit(follow.adminTraderApplications, noPage);
export const adminExportAdjustments = z.omit(care.adminAdjustments, noPage);

const ID_LIST = /^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/;

/** Deposit ids, comma-separated ("12,15,16"): each once, in the order given, at most BULK_APPROVE_MAX. */
export const adminBulkApproveCharges = z.object({
  ids: z.pipe(
    z.string().check(z.regex(ID_LIST)),
    z.transform((text, ctx) => {
      const ids = ID_LIST.test(text) ? [...new Set(text.split(',').map(Number))] : [];
      if (ids.length === 0 || ids.length > BULK_APPROVE_MAX) {
        ctx.issues.push({ code: 'custom', message: `1 to ${BULK_APPROVE_MAX} ids, comma-separated`, input: text });
        return z.NEVER;
      }
      return ids;
    }),
  ),
});

/** A claim as the server reads it, whichever queue it is on. */
export type ClaimBody = z.output<typeof queueClaim>;
/** An export's filters as the server reads them, whichever the queue's status parameter. */
export type ExportQuery = Omit<z.output<typeof adminExportCharges>, 'status'> & {
  status?: number | undefined;
  review_status?: number | undefined;
};
