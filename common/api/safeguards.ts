import type { WithdrawalLockReason } from '../safeguards';
import { endpoint } from './endpoint';
import type * as input from './input/safeguards';
import { SUPPORT } from './operator-roles';

// Account safeguards' calls (issue 33): the withdrawal allow-list, the anti-phishing code, freezing the account (from
// the app, or from a security email's link without a session), and the operator's unfreeze. Real accounts only (a
// demo account: 2001). With a second factor on, turning the allow-list off and putting a payout method on it loosen
// a limit: each sends `step_up_token` of kind loosen_limit, and without a valid one answers 9002 and changes nothing.
// A withdrawal a safeguard refuses answers 9004, anything a frozen account may not do 9005 (common/envelope.ts).

/** The withdrawal safeguards in force (GET /api/security/overview's `safeguards`, and this file's answers). */
export interface WithdrawalSafeguardState {
  /** Only payout methods marked allow-listed (the method list's `allow_listed`) can be used. */
  allow_list: boolean;
  /** Epoch ms: withdrawals are locked until then after a security change; null when they are not. */
  withdrawals_locked_until: number | null;
  /** The change that locked them (password, email, second_factor); null when they are not locked. */
  withdrawals_lock_reason: WithdrawalLockReason | null;
  /** Epoch ms: withdrawals are suspended until then after the allow-list was turned off; null when they are not. */
  withdrawals_suspended_until: number | null;
}

/**
 * What the console's customer view shows of the safeguards (CustomerDetail's `safeguards`): as stored, so a lock or
 * suspension that has ended still shows its end (the console compares it with the time), and the freeze.
 */
export interface CustomerSafeguards extends WithdrawalSafeguardState {
  /** Epoch ms of the freeze; null when the account is not frozen. */
  frozen_at: number | null;
  anti_phishing_code_set: boolean;
}

/** The answer of a freeze link: the account is frozen (whether this link or an earlier act froze it). */
export interface FreezeConfirmation {
  frozen: true;
  /** Epoch ms of the freeze. */
  frozen_at: number;
}

/** Turns the allow-list mode on (at once) or off (withdrawals suspended for 24 hours); answers the safeguards now. */
export const setAllowList = endpoint<WithdrawalSafeguardState, typeof input.setAllowList>()({
  method: 'POST',
  path: '/api/security/allow_list',
  auth: true,
});

/** Puts one of the user's payout methods on the allow-list (`allowed`) or takes it off. */
export const setPayoutMethodAllowed = endpoint<null, typeof input.setPayoutMethodAllowed>()({
  method: 'POST',
  path: '/api/security/payout_allow',
  auth: true,
});

/** Sets the anti-phishing code every email then shows; an empty code clears it. */
export const setAntiPhishingCode = endpoint<null, typeof input.setAntiPhishingCode>()({
  method: 'POST',
  path: '/api/security/anti_phishing',
  auth: true,
});

/** Freezes the account at once: every session ends (this one too), so the next call answers 999. */
export const freezeAccount = endpoint<null>()({
  method: 'POST',
  path: '/api/security/freeze',
  auth: true,
});

/**
 * The link in every security email, good for 24 hours: freezes the account without a session. A GET on purpose (it
 * is opened from a mail), and harmless to repeat: a freeze only protects, and a second one changes nothing more.
 */
export const freezeLink = endpoint<FreezeConfirmation, typeof input.freezeLink>()({
  method: 'GET',
  path: '/api/security/freeze_link',
});

/** The console: unfreezes a customer's account after checks (the note is recorded in the audit log); answers the
 * customer's safeguards now. */
export const adminUnfreezeCustomer = endpoint<CustomerSafeguards, typeof input.adminUnfreezeCustomer>()({
  auth: true,
  encoding: 'form',
  roles: SUPPORT,
  method: 'POST',
  path: '/admin/api/customers/unfreeze',
});
