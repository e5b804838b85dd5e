import * as z from 'zod/mini';
import { positiveInt, positiveIntegerColumn } from './fields';

// What the queues' detail calls of ../admin-queues.ts accept.

export const adminChargeDetail = z.object({ id: positiveInt });
export const adminWithdrawalDetail = z.object({ id: positiveInt });
export const adminIdentityDetail = z.object({ id: positiveIntegerColumn });
export const adminFundRefundDetail = z.object({ id: positiveInt });
