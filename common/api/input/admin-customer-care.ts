import * as z from 'zod/mini';
import {
  ADJUSTABLE_ACCOUNTS,
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_KEY,
  ADJUSTMENT_STATUS,
  CARE_REASON_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  RISK_FLAGS,
} from '../../customer-care';
import { customerFilter } from './admin-wallet';
import { amountText } from './amount';
import { plainLines } from './content-fields';
import { oneOf, page, positiveInt, positiveIntegerColumn } from './fields';
import { queueFilters } from './queue-filters';

// What the customer-care calls of ../admin-customer-care.ts accept, one schema per call under the call's name.
// Notes and reasons are plain text on lines (markup refused, control characters but line breaks refused, trimmed,
// bounded).

/** A reason an operator must give (recorded in the audit log). */
const reason = plainLines(CARE_REASON_MAX_LENGTH, 1);

export const adminCustomerNotes = z.object({ id: positiveIntegerColumn, page });
export const adminAddCustomerNote = z.object({ id: positiveIntegerColumn, body: plainLines(NOTE_MAX_LENGTH, 1) });

export const adminCustomerFlags = z.object({ id: positiveIntegerColumn });
export const adminSaveCustomerFlag = z.object({
  id: positiveIntegerColumn,
  flag: z.enum(RISK_FLAGS),
  action: z.enum(['set', 'clear']),
  reason,
});

export const adminAdjustments = z.object({
  status: z.optional(oneOf(Object.values(ADJUSTMENT_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
export const adminAdjustmentDetail = z.object({ id: positiveInt });
export const adminCreateAdjustment = z.object({
  user_id: positiveIntegerColumn,
  account: z.enum(ADJUSTABLE_ACCOUNTS),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  // Checked by the wallet's amount rule on the server (more than 0, at most 2 decimals, not absurd), with its message.
  amount: amountText,
  reason,
  key: z.string().check(z.regex(ADJUSTMENT_KEY)),
});
export const adminDecideAdjustment = z.object({
  id: positiveInt,
  action: z.enum(['approve', 'reject']),
  reason: z._default(z.optional(plainLines(CARE_REASON_MAX_LENGTH)), ''),
});
