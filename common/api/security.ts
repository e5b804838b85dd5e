import type { SecurityEvent } from '../security';
import type { PasskeyItem } from './passkeys';
import type { WithdrawalSafeguardState } from './safeguards';
import { endpoint } from './endpoint';
import type * as input from './input/security';
import type { Page } from './page';

// Account security's calls for the authenticator app (issue 33): the overview, setting the app up and turning it on or
// off, recovery codes, the step-up that confirms a sensitive action, and the user's security log. Signed-in real
// accounts only: a demo account is refused with 2001 (it holds no real money). Turning the app off and making new
// recovery codes change the second factor, so each sends `step_up_token`, a token of kind second_factor from step_up;
// without a valid one they answer 9002 and change nothing. Passkeys, devices, safeguards and freezing join later.

/** The authenticator app's state: never set up (or turned off), set up and waiting for a first code, or on. */
export type TotpStatus = 'off' | 'pending' | 'on';

/** What the account has now; only what the server keeps (the other parts come with their calls). */
export interface SecurityOverview {
  totp: TotpStatus;
  /** Unused recovery codes; 0 when the app is not on. */
  recovery_codes_left: number;
  /** The user's passkeys, oldest first (./passkeys.ts). */
  passkeys: PasskeyItem[];
  /** The withdrawal safeguards in force now (./safeguards.ts): the allow-list, a lock and a suspension with their ends. */
  safeguards: WithdrawalSafeguardState;
  /** Frozen by its owner: withdrawals, transfers, new orders and follows refused (9005) until an operator unfreezes it. */
  frozen: boolean;
  /** The anti-phishing code every email shows; null when none is set. */
  anti_phishing_code: string | null;
}

export interface TotpSetup {
  /** otpauth://totp/...: what the QR code holds. */
  uri: string;
  /** The secret in base32, to type into an app by hand. Shown once: it is never answered again. */
  secret: string;
  /** The QR code of `uri` as a data: URL (an SVG image), for an <img>. */
  qr: string;
}

export interface RecoveryCodes {
  /** Ten one-time codes ("ABCD-EFGH-JKMN-PQRS"), shown once: only their hashes are kept. */
  recovery_codes: string[];
}

export interface StepUpToken {
  /** Sent back as `step_up_token` with the one action of its kind, within 5 minutes. */
  token: string;
  /** Epoch ms. */
  expires_at: number;
}

export interface SecurityLogEntry {
  id: number;
  event: SecurityEvent;
  device_id: string | null;
  user_agent: string | null;
  address: string | null;
  /** Epoch ms. */
  created_at: number;
  /** Short facts (which factor, which kind of action, why refused); never a code or a secret. */
  detail: Readonly<Record<string, string | number | boolean | null>>;
}

export const getSecurityOverview = endpoint<SecurityOverview>()({ method: 'GET', path: '/api/security/overview', auth: true });

/** A new secret, pending until enableTotp; refused (9003) while the app is on. */
export const setupTotp = endpoint<TotpSetup>()({ method: 'POST', path: '/api/security/totp/setup', auth: true });

/** Turns the pending app on with its first code (2003 when wrong), and hands out the recovery codes. */
export const enableTotp = endpoint<RecoveryCodes, typeof input.enableTotp>()({
  method: 'POST',
  path: '/api/security/totp/enable',
  auth: true,
});

/** Turns the app off (and drops the recovery codes); needs a step-up of kind second_factor. */
export const disableTotp = endpoint<null, typeof input.disableTotp>()({
  method: 'POST',
  path: '/api/security/totp/disable',
  auth: true,
});

/** Ten new recovery codes replacing the old ones; needs a step-up of kind second_factor. */
export const regenerateRecoveryCodes = endpoint<RecoveryCodes, typeof input.regenerateRecoveryCodes>()({
  method: 'POST',
  path: '/api/security/recovery/regenerate',
  auth: true,
});

/**
 * Confirms it is the user, for one kind of action: with a code from the app or a recovery code (used up), or with a
 * passkey (`assertion` and `challenge_id`, from POST /api/security/passkey/options with purpose step_up).
 */
export const stepUp = endpoint<StepUpToken, typeof input.stepUp>()({ method: 'POST', path: '/api/security/step_up', auth: true });

/** The user's security log, newest first, 20 a page. */
export const getSecurityLog = endpoint<Page<SecurityLogEntry>, typeof input.getSecurityLog>()({
  method: 'GET',
  path: '/api/security/log',
  auth: true,
});
