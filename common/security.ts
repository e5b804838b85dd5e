// Account security's codes (issue 33), shared by the server and the screens: the kinds of action a step-up token is
// for, the second factors, and the events of a user's security log. They are wire values: the PWA sends a kind with
// POST /api/security/step_up and reads the events of GET /api/security/log.

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
  /** A right code used before: a TOTP code of a step no later than the last accepted one. */
  REPLAYED: 'replayed',
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
} as const;

export type SecurityEvent = (typeof SECURITY_EVENT)[keyof typeof SECURITY_EVENT];
