import type { AdjustmentDirection, AdjustmentStatus, RiskFlag } from '../customer-care';
import type { AccountKind } from '../wallet';
import type { QueueDetail } from './admin-console';
import { endpoint } from './endpoint';
import type * as input from './input/admin-customer-care';
import { ANY_OPERATOR, CASEWORK, FINANCE } from './operator-roles';
import type { Page } from './page';
import type { QueuePage } from './queue-page';

// Customer care in the back office (issue 31): notes operators write on a customer, risk flags set and cleared with
// a reason, and manual balance adjustments, which above the four-eyes threshold wait for a second operator in their
// own queue. Each act is recorded in the audit log.

const read = { auth: true, encoding: 'form', roles: ANY_OPERATOR } as const;
const casework = { auth: true, encoding: 'form', roles: CASEWORK } as const;
const finance = { auth: true, encoding: 'form', roles: FINANCE } as const;

// --- Notes ----------------------------------------------------------------------------------------------------

export interface CustomerNote {
  id: number;
  user_id: number;
  /** Who wrote it. */
  operator_email: string;
  /** Plain text, shown as text. */
  body: string;
  created_at: number;
}

/** The customer's notes, newest first. */
export const adminCustomerNotes = endpoint<Page<CustomerNote>, typeof input.adminCustomerNotes>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/notes',
});
export const adminAddCustomerNote = endpoint<CustomerNote, typeof input.adminAddCustomerNote>()({
  ...casework,
  method: 'POST',
  path: '/admin/api/customers/notes/add',
});

// --- Risk flags -----------------------------------------------------------------------------------------------

export interface CustomerFlag {
  flag: RiskFlag;
  /** Why it was set. */
  reason: string;
  operator_email: string;
  set_at: number;
}

/** The flags set on the customer now, in the order of RISK_FLAGS. */
export const adminCustomerFlags = endpoint<CustomerFlag[], typeof input.adminCustomerFlags>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/flags',
});
/** Sets or clears one flag, with the reason; answers the flags as they are after. */
export const adminSaveCustomerFlag = endpoint<CustomerFlag[], typeof input.adminSaveCustomerFlag>()({
  ...casework,
  method: 'POST',
  path: '/admin/api/customers/flags/save',
});

// --- Balance adjustments --------------------------------------------------------------------------------------

export interface AdminAdjustment {
  id: number;
  user_id: number;
  uid: string;
  email: string | null;
  account: AccountKind;
  direction: AdjustmentDirection;
  /** USD, positive; the direction says which way it moves. */
  amount: string;
  reason: string;
  /** The operator who asked for it (and gave the first approval). */
  requested_by: string;
  status: AdjustmentStatus;
  /** What the deciding operator wrote (the second approver's note, or why it was rejected). */
  decision_reason: string;
  created_at: number;
  decided_at: number | null;
}

export const adminAdjustments = endpoint<QueuePage<AdminAdjustment>, typeof input.adminAdjustments>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/adjustments',
});
export const adminAdjustmentDetail = endpoint<QueueDetail<AdminAdjustment>, typeof input.adminAdjustmentDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/adjustments/detail',
});
/**
 * Credits or debits one of a customer's accounts, with a reason: applied at once up to the four-eyes threshold,
 * above it kept waiting for a second operator. `key` names the operator's intent: the same key again answers the
 * same adjustment and moves nothing twice.
 */
export const adminCreateAdjustment = endpoint<AdminAdjustment, typeof input.adminCreateAdjustment>()({
  ...finance,
  method: 'POST',
  path: '/admin/api/wallet/adjustments/create',
});
/** The second operator's approval of a waiting adjustment, or its rejection (a reason required). */
export const adminDecideAdjustment = endpoint<AdminAdjustment, typeof input.adminDecideAdjustment>()({
  ...finance,
  method: 'POST',
  path: '/admin/api/wallet/adjustments/decide',
});
