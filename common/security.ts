// Account security's codes (issue 33), shared by the server and the screens: the kinds of action a step-up token is
// for, the second factors, and the events of a user's security log. They are wire values: the PWA sends a kind with
// POST /api/security/step_up and reads the events of GET /api/security/log.

/** The header that carries the PWA's device id (src/lib/session.ts's deviceId) on every call: a sign-in from a device
 * not seen before asks for the second factor. */
export const DEVICE_HEADER = 'x-device-id';

/** The sensitive actions that need a fresh confirmation (a step-up token for that user and that kind). */
export const STEP_UP_KIND = {
  WITHDRAWAL: 'withdrawal',
  PAYOUT_METHOD: 'payout_method',
  PASSWORD: 'password',
  EMAIL: 'email',
  SECOND_FACTOR: 'second_factor',
  END_SESSIONS: 'end_sessions',
  LOOSEN_LIMIT: 'loosen_limit',
} as const;

export type StepUpKind = (typeof STEP_UP_KIND)[keyof typeof STEP_UP_KIND];

export const STEP_UP_KINDS: readonly StepUpKind[] = Object.values(STEP_UP_KIND);

export function isStepUpKind(value: string): value is StepUpKind {
  return (STEP_UP_KINDS as readonly string[]).includes(value);
}

/** How a user proved it is them. */
export const SECOND_FACTOR = {
  TOTP: 'totp',
  RECOVERY_CODE: 'recovery_code',
  PASSKEY: 'passkey',
} as const;

export type SecondFactor = (typeof SECOND_FACTOR)[keyof typeof SECOND_FACTOR];

/** Why a second factor's code was refused (the security log's detail). */
export const SECOND_FACTOR_FAILURE = {
  WRONG: 'wrong',
  /** A right code used before: a TOTP code of a step no later than the last accepted one; a passkey's challenge used
   * before, or a passkey's answer whose signature counter did not move on. */
  REPLAYED: 'replayed',
  /** A passkey's challenge older than 5 minutes. */
  EXPIRED: 'expired',
  /** A passkey's challenge made for another purpose (a sign-in's used for a step-up, say). */
  OTHER_PURPOSE: 'other_purpose',
  /** A passkey (or a passkey's challenge) of another user. */
  OTHER_USER: 'other_user',
  /** A passkey no account has, or a passkey's challenge the server never made. */
  UNKNOWN: 'unknown',
} as const;

/** How many one-time recovery codes a user is given at once. */
export const RECOVERY_CODE_COUNT = 10;

/** What a security log entry records. New events are added here; the table takes any (it has no list of its own). */
export const SECURITY_EVENT = {
  TOTP_SETUP_STARTED: 'totp_setup_started',
  SECOND_FACTOR_ENABLED: 'second_factor_enabled',
  SECOND_FACTOR_DISABLED: 'second_factor_disabled',
  /** A wrong or replayed code (detail: factor and why). */
  SECOND_FACTOR_FAILED: 'second_factor_failed',
  RECOVERY_CODE_USED: 'recovery_code_used',
  RECOVERY_CODES_REGENERATED: 'recovery_codes_regenerated',
  STEP_UP_GRANTED: 'step_up_granted',
  /** A sensitive call came with no valid step-up token (detail: kind and why). */
  STEP_UP_REFUSED: 'step_up_refused',
  /** A sign-in completed (detail: new_device, and the second factor when one was asked). */
  SIGNED_IN: 'signed_in',
  /** A sign-in's password was right and a second factor is asked (a device not seen before). */
  SIGN_IN_CHALLENGED: 'sign_in_challenged',
  /** The user ended one of their sessions, or all the others (detail: count). */
  SESSIONS_ENDED: 'sessions_ended',
  /** A passkey was added (detail: its id). */
  PASSKEY_ADDED: 'passkey_added',
  /** A passkey's registration was refused (detail: why). */
  PASSKEY_NOT_ADDED: 'passkey_not_added',
  /** A passkey was removed (detail: its id). */
  PASSKEY_REMOVED: 'passkey_removed',
  /** The password was changed by the user, or reset with an emailed code (detail: reset). */
  PASSWORD_CHANGED: 'password_changed',
  /** The withdrawal allow-list mode turned on, or off (detail for off: suspended_until in epoch ms). */
  ALLOW_LIST_ON: 'allow_list_on',
  ALLOW_LIST_OFF: 'allow_list_off',
  /** A payout method put on the allow-list or taken off it (detail: method, allowed). */
  PAYOUT_METHOD_ALLOW_LISTED: 'payout_method_allow_listed',
  /** The anti-phishing code set, changed or cleared (detail: set); never the code itself. */
  ANTI_PHISHING_CODE_CHANGED: 'anti_phishing_code_changed',
  /** The account frozen by its owner (detail: via, app or email_link). */
  ACCOUNT_FROZEN: 'account_frozen',
  /** The account unfrozen by an operator (detail: operator); the note is in the operators' audit log. */
  ACCOUNT_UNFROZEN: 'account_unfrozen',
} as const;

export type SecurityEvent = (typeof SECURITY_EVENT)[keyof typeof SECURITY_EVENT];
