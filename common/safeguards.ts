// Account safeguards' rules (issue 33), shared by the server and the screens: how long a new payout method waits, how
// long withdrawals stay locked after a security change or suspended after the allow-list mode is turned off, how
// long a security email's freeze link works, and what an anti-phishing code may be.

const HOUR_MS = 60 * 60 * 1000;

/** A payout method can be used for a withdrawal this long after it was added (the list answers `usable_from`). */
export const PAYOUT_METHOD_MATURITY_MS = 24 * HOUR_MS;

/** Withdrawals are locked this long after a password, email or second-factor change. */
export const WITHDRAWAL_LOCK_MS = 24 * HOUR_MS;

/** Withdrawals are suspended this long after the allow-list mode is turned off. */
export const ALLOW_LIST_OFF_SUSPENSION_MS = 24 * HOUR_MS;

/** A security email's freeze link works this long after the email was sent. */
export const FREEZE_LINK_TTL_MS = 24 * HOUR_MS;

/** Why withdrawals are locked: the change that locked them last. */
export const WITHDRAWAL_LOCK_REASON = {
  PASSWORD: 'password',
  EMAIL: 'email',
  SECOND_FACTOR: 'second_factor',
} as const;

export type WithdrawalLockReason = (typeof WITHDRAWAL_LOCK_REASON)[keyof typeof WITHDRAWAL_LOCK_REASON];

/** An anti-phishing code's length in characters (an empty one clears it). */
export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 32;
