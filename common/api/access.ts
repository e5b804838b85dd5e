import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { SecondFactor } from '../security';
import { endpoint } from './endpoint';
import type * as input from './input/access';

// Accounts and access (spec sections 3, 4, 5, 7): area codes, verification codes, registration, login, the demo
// account, passwords, the user's own information and the start check. Where the spec leaves a field or path out,
// the choice is written here so the PWA and the server agree.

/** Verification codes are this many digits. */
export const CODE_LENGTH = 6;
/** After sending a code, the send button counts down this long (spec section 9). */
export const CODE_RESEND_SECONDS = 60;

export interface AreaCode {
  id: number;
  /** ISO 3166 region code, e.g. HK; the PWA names it in the user's language with Intl.DisplayNames. */
  code: string;
  /** The international dialling code without "+", e.g. 852. */
  global_code: string;
}

export interface UserInfo {
  id: number;
  /** Public numeric user number shown as UID. */
  uid: string;
  email: string;
  mobile: string;
  area_id: number | null;
  invite_code: string;
  is_demo: 0 | 1;
  is_trader: 0 | 1;
  created_at: number;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

export type ContactType = 'email' | 'mobile';
export type CodeScene = 'register' | 'forget';

export const getAreaList = endpoint<AreaCode[]>()({ method: 'GET', path: '/api/default/area_list' });

export const sendEmailCode = endpoint<{ resend_after: number }, typeof input.sendEmailCode>()({
  method: 'POST',
  path: '/api/notify/send_email',
  encoding: 'form',
});

export const sendSmsCode = endpoint<{ resend_after: number }, typeof input.sendSmsCode>()({
  method: 'POST',
  path: '/api/notify/send_sms',
  encoding: 'form',
});

/** A picture captcha for registration when verify_reg_type is 2: an SVG and the single-use key it belongs to. */
export const getCaptcha = endpoint<{ key: string; svg: string }>()({ method: 'GET', path: '/api/common/captcha' });

/**
 * Registration (form-encoded, spec section 7). `account` is the email. `sms_code` carries the emailed code, or
 * the captcha's answer when verify_reg_type is 2 (then `key` names the captcha). `mobile` and `area_id` are the
 * optional phone fields.
 */
export const register = endpoint<LoginResult, typeof input.register>()({
  method: 'POST',
  path: '/api/user/register',
  encoding: 'form',
});

export const login = endpoint<LoginResult, typeof input.login>()({
  method: 'POST',
  path: '/api/user/loginForU',
  encoding: 'form',
});

/** What a sign-in from a new device answers with code 9001 (SECOND_FACTOR_NEEDED), in the envelope's data. */
export interface SecondFactorChallenge {
  /** Sent back with the second factor, within 5 minutes; good for one sign-in. */
  challenge_id: string;
  /** The second factors the account can give: 'totp', 'recovery_code', 'passkey'. */
  factors: SecondFactor[];
  /** For an account with a passkey: the options to ask the browser for it with, and their challenge. */
  passkey?: { challenge_id: string; options: PublicKeyCredentialRequestOptionsJSON };
}

/** Completes a sign-in that answered 9001 with its second factor: the session, as login answers it. */
export const loginSecondFactor = endpoint<LoginResult, typeof input.loginSecondFactor>()({
  method: 'POST',
  path: '/api/user/login_second_factor',
  encoding: 'form',
});

/** The demo (mock) account of a device: the same device id gets the same demo user back. */
export const loginDemo = endpoint<LoginResult, typeof input.loginDemo>()({
  method: 'GET',
  path: '/api/user/createAccountDemoForU',
});

export const forgetPassword = endpoint<null, typeof input.forgetPassword>()({
  method: 'POST',
  path: '/api/user/forget_password',
  encoding: 'form',
});

/** Changing the password while logged in asks for the current one; other sessions are ended. */
export const amendPassword = endpoint<null, typeof input.amendPassword>()({
  method: 'POST',
  path: '/api/user/amend_password',
  encoding: 'form',
  auth: true,
});

export const logout = endpoint<null>()({ method: 'POST', path: '/api/user/logout', auth: true });

export const getUserInfo = endpoint<UserInfo>()({ method: 'GET', path: '/api/user/info', auth: true });

/** Today's realised profit across the user's accounts (Europe/Berlin day), in USD. */
export const getProfits = endpoint<{ today_profit: string }>()({
  method: 'GET',
  path: '/api/user/get_profits',
  auth: true,
});

export const resetDemoAccount = endpoint<null>()({
  method: 'GET',
  path: '/v2/api/main/user/resetForexDemoAccount',
  auth: true,
});

/** status 0: the service is available; otherwise the PWA sends the browser to loss_url (maintenance, region). */
export const getStartCheck = endpoint<{ status: number; type: string; loss_url: string }>()({
  method: 'GET',
  path: '/api/common/start',
});
