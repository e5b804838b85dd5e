import * as z from 'zod/mini';
import { positiveInt, positiveIntegerColumn } from './fields';

// What the queues' detail calls of ../admin-queues.ts accept.

export const adminChargeDetail = z.object({ id: positiveInt });
export const adminWithdrawalDetail = z.object({ id: positiveInt });
export const adminIdentityDetail = z.object({ id: positiveIntegerColumn });
export const adminFundRefundDetail = z.object({ id: positiveInt });
/** `id` is the user's id: a user has one loan identity check. */
export const adminLoanKycDetail = z.object({ id: positiveIntegerColumn });
export const adminLoanDetail = z.object({ id: positiveInt });
export const adminLoanRepaymentDetail = z.object({ id: positiveInt });
export const adminTraderApplicationDetail = z.object({ id: positiveInt });
