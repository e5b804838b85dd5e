import * as z from 'zod/mini';
import { CHARGE_STATUS } from '../charge';
import { REVIEW_STATUS } from '../identity';
import { WITHDRAW_STATUS } from '../withdraw';
import { boundedText, decimalMatching, integerBetween, multilineText, oneOf, page, positiveInt, positiveIntegerColumn } from './fields';
import { DRAW_TYPE, FEE_TYPE } from '../../wallet';
import { DECISION_SUBJECTS } from '../../decisions';
import { queueFilters } from './queue-filters';

// What the back office's wallet calls of ../admin-wallet.ts accept, one schema per call under the call's name.
// Rates and prices are plain decimals; a rejection needs a reason, which the user reads.

const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;
// Strict like every number field: "1 " is refused, not trimmed into a rate.
const rate = decimalMatching(DECIMAL);
const flag = z._default(z.optional(oneOf([0, 1] as const)), 1);
/** Where a row shows in its list: a whole number that fits the column (PostgreSQL integer), 0 when absent. */
const sort = z._default(z.optional(integerBetween(0, 1_000_000)), 0);
const optionalText = (max: number) => z._default(z.optional(boundedText(max)), '');
/** A decision's reason, written in a box of several lines. */
const reason = z._default(z.optional(multilineText(500)), '');

const decision = <const T extends string>(actions: readonly [T, ...T[]]) => z.object({ id: positiveInt, action: z.enum(actions), reason });

/** The customer a queue is narrowed to: their id, uid or email as typed. */
export const customerFilter = z.optional(boundedText(254));

export const adminCharges = z.object({
  status: z.optional(oneOf(Object.values(CHARGE_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
export const adminDecideCharge = decision(['approve', 'reject', 'invalid']);

export const adminWithdrawals = z.object({
  status: z.optional(oneOf(Object.values(WITHDRAW_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
/** Completing one says what it was paid with (the service requires it): the bank's reference or the transaction hash. */
export const adminDecideWithdrawal = z.extend(decision(['complete', 'reject', 'invalid']), { reference: optionalText(200) });

export const adminIdentities = z.object({
  review_status: z.optional(oneOf(Object.values(REVIEW_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
/** `id` is the user's id: a user has one identity check. */
export const adminDecideIdentity = z.object({
  id: positiveIntegerColumn,
  action: z.enum(['approve', 'reject']),
  reason,
});

export const adminDecisions = z.object({
  subject: z.optional(z.enum(DECISION_SUBJECTS)),
  subject_id: z.optional(positiveInt),
  page,
});

export const adminSaveCollectCurrency = z.object({
  id: z.optional(positiveIntegerColumn),
  name: boundedText(20, 1),
  protocol: optionalText(20),
  address: optionalText(128),
  /** Units of the currency per 1 USD; absent keeps the rate (1 for a new currency). */
  usd_price: z.optional(rate),
  enabled: flag,
  sort,
});

export const adminSaveBankAccount = z.object({
  id: z.optional(positiveIntegerColumn),
  collect_currency_id: positiveIntegerColumn,
  bank_name: boundedText(100, 1),
  bank_address: optionalText(200),
  bank_swift: optionalText(20),
  payee_name: boundedText(100, 1),
  payee_account: boundedText(64, 1),
  bank_remark: optionalText(200),
  enabled: flag,
  sort,
});

export const adminSaveWithdrawCurrency = z.object({
  id: z.optional(positiveIntegerColumn),
  code: boundedText(20, 1),
  protocol: optionalText(20),
  type: oneOf(Object.values(DRAW_TYPE)),
  draw_rate: rate,
  fee_type: oneOf(Object.values(FEE_TYPE)),
  usd_price: rate,
  enabled: flag,
  sort,
});
