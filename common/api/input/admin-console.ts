import * as z from 'zod/mini';
import { boundedText, decimalMatching, integerBetween, multilineText, noInput, page, positiveIntegerColumn } from './fields';
import { moneyAmount, positiveMoneyAmount } from './amount';
import { sessionId } from './admin';
import { CONTENT_SETTING_RULES } from './admin-settings';
import { DECISION_SUBJECTS } from '../../decisions';
import { CUSTOMER_RECORD_KINDS } from '../../customer-records';
import { customerFilter } from './admin-wallet';
import { MONEY_PERIODS } from '../../money-periods';

// What the console's calls of ../admin-console.ts accept, one schema per call under the call's name.

export const adminDashboard = noInput;
export const adminDashboardMoney = z.object({ period: z._default(z.optional(z.enum(MONEY_PERIODS)), 'today') });
export const adminQueueCounts = noInput;

/** An email, a uid or a user id, as typed into the search box; empty lists everyone, newest first. */
export const adminCustomers = z.object({ q: z._default(z.optional(boundedText(254)), ''), page });
export const adminCustomer = z.object({ id: positiveIntegerColumn });
export const adminCustomerRecords = z.object({ id: positiveIntegerColumn, kind: z.enum(CUSTOMER_RECORD_KINDS), page });
export const adminCustomerSessions = z.object({ id: positiveIntegerColumn });
export const adminCustomerSecurityLog = z.object({ id: positiveIntegerColumn, page });
export const adminRevokeCustomerSession = z.object({ id: positiveIntegerColumn, session: sessionId });
/** Suspending needs a reason (it is recorded and support reads it); restoring may give one. */
export const adminSuspendCustomer = z.object({
  id: positiveIntegerColumn,
  action: z.enum(['suspend', 'restore']),
  reason: z._default(z.optional(boundedText(500)), ''),
});

export const adminOperators = noInput;

/** Epoch milliseconds, from 2000 to 2100. */
const instant = integerBetween(946_684_800_000, 4_102_444_800_000);
const auditFilter = {
  operator_id: z.optional(positiveIntegerColumn),
  subject: z.optional(z.enum(DECISION_SUBJECTS)),
  /** An action's word as recorded ("approve", "first_approval"); any such word, since areas add their own. */
  action: z.optional(z.string().check(z.regex(/^[a-z_]{1,40}$/))),
  customer: customerFilter,
  from: z.optional(instant),
  to: z.optional(instant),
};
export const adminAudit = z.object({ ...auditFilter, page });
export const adminAuditExport = z.object(auditFilter);

export const adminSettings = noInput;

const flag = z.enum(['0', '1']);
const choice = (...values: [string, ...string[]]) => z.enum(values);
const url = z.pipe(
  boundedText(500),
  z.string().check(z.refine((value) => value === '' || /^https?:\/\/[^\s<>"]+$/.test(value), 'must be an http(s) address or empty')),
);
/** Up to 8 preset amounts, each a positive decimal with at most 2 places, comma-separated. */
const amounts = z.string().check(z.maxLength(200), z.regex(/^(?:[1-9]\d{0,8}(?:\.\d{1,2})?)(?:,[1-9]\d{0,8}(?:\.\d{1,2})?){0,7}$/));

/**
 * The settings an operator may change, each with its rule. A key not listed here cannot be set from the console;
 * another area adds its settings by adding a line.
 */
export const SETTING_RULES = {
  service_link: url,
  service_link_type: choice('1', '2'),
  verify_reg_type: choice('1', '2'),
  trade_fee_type: choice('1', '2'),
  micro_loss_level: flag,
  micro_amounts: amounts,
  is_show_mobile: flag,
  service_status: flag,
  service_notice_type: boundedText(40, 1),
  service_notice_url: url,
  // The share of the margin in use at which positions are closed: above 0 and at most 1.
  stop_out_level: z.pipe(
    decimalMatching(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/),
    z.string().check(z.refine((value) => Number(value) > 0, 'must be above 0')),
  ),
  // USD, up to 2 decimals: a payout above it needs a second operator.
  four_eyes_above: moneyAmount,
  // 1: real-money accounts may follow simulated traders too (issue 36); 0: only demo accounts may.
  simulated_follow_real: flag,
  ...CONTENT_SETTING_RULES,
} as const;
export type SettingKey = keyof typeof SETTING_RULES;

export const adminSaveSetting = z.object({
  key: z.enum(Object.keys(SETTING_RULES) as [SettingKey, ...SettingKey[]]),
  // The announcement is the longest value (2000 characters, on several lines); each key's own rule is checked by the
  // server.
  value: multilineText(2000),
});

export const adminMicroOptions = noInput;

/** A ratio above 0 with at most 4 decimals (numeric(8,4)); the minimum stake is an amount above 0. */
const ratio = z.pipe(decimalMatching(/^\d{1,3}(\.\d{1,4})?$/), z.string().check(z.refine((value) => Number(value) > 0, 'must be above 0')));
export const adminSaveMicroOption = z.object({
  id: z.optional(positiveIntegerColumn),
  seconds: integerBetween(5, 86_400),
  profit_ratio: ratio,
  limit_amount: positiveMoneyAmount,
  sort: z._default(z.optional(integerBetween(0, 1_000_000)), 0),
  /** 0 takes the expiry off offer; absent keeps it (and a new one) offered. */
  enabled: z._default(z.optional(flag), '1'),
});
