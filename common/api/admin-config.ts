import { endpoint } from './endpoint';
import type * as input from './input/admin-config';
import { ANY_OPERATOR, type OperatorRole } from './operator-roles';

// The console's configuration of what the engines trade on and of who operates: instruments (listing, halt,
// leverage choices, fee rate, lot rules) and the operators' accounts. Reading instruments is every operator's;
// changing them, and everything about operators, is the admin's (no `roles`: admins only).

const read = { auth: true, encoding: 'form', roles: ANY_OPERATOR } as const;
const admin = { auth: true, encoding: 'form' } as const;

// --- Instruments ----------------------------------------------------------------------------------------------

/** An instrument as an operator configures it. Lots and rates are decimals as text. */
export interface AdminInstrument {
  id: number;
  code: string;
  show_code: string;
  /** In the customers' lists and open to new orders. */
  listed: boolean;
  /** Trading halted: no new orders and no pending fills; closing on a fresh price stays open. */
  halted: boolean;
  /** The leverage choices, comma-separated ("10,20,50"). */
  multiples: string;
  fee_rate: string;
  min_lots: string;
  /** The lot step: an order's lots are a whole number of steps. */
  pip: string;
  /** The most lots in one order. */
  max_lots: string;
}

export const adminInstruments = endpoint<AdminInstrument[]>()({ ...read, method: 'GET', path: '/admin/api/instruments' });
/**
 * Changes an instrument's terms, recorded with the instrument before and after. Every node's engines use them for
 * the next order (the change is announced on the cluster bus; the 5 s reconcile catches a lost announcement).
 * Orders already open keep the margin and fee they were opened with.
 */
export const adminSaveInstrument = endpoint<AdminInstrument, typeof input.adminSaveInstrument>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/instruments/save',
});

// --- Operators ------------------------------------------------------------------------------------------------

export interface AdminOperatorAccount {
  id: number;
  email: string;
  role: OperatorRole;
  /** Disabled operators cannot sign in and their sessions end. */
  enabled: boolean;
  created_at: number;
  /** The latest use of any of their sessions (epoch ms), null when never signed in. */
  last_seen_at: number | null;
  /** Their authenticator app is set up (every operator sets one up at their first sign-in). */
  second_factor: boolean;
}

export const adminOperatorAccounts = endpoint<AdminOperatorAccount[]>()({ ...admin, method: 'GET', path: '/admin/api/operators/accounts' });
/** A new operator with a role and an initial password (argon2id), which they should change at first sign-in. */
export const adminCreateOperator = endpoint<AdminOperatorAccount, typeof input.adminCreateOperator>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/operators/create',
});
/** Changes an operator's role or disables (ending their sessions) or enables them. The last enabled admin stays. */
export const adminUpdateOperator = endpoint<AdminOperatorAccount, typeof input.adminUpdateOperator>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/operators/update',
});
/** Sets a new password for another operator; their sessions end. */
export const adminResetOperatorPassword = endpoint<null, typeof input.adminResetOperatorPassword>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/operators/reset_password',
});
/** Drops another operator's authenticator app (lost): their sessions end; they set a new one up at their next sign-in. */
export const adminResetOperatorSecondFactor = endpoint<null, typeof input.adminResetOperatorSecondFactor>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/operators/reset_second_factor',
});
