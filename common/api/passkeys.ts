import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginResult } from './access';
import { endpoint } from './endpoint';
import type * as input from './input/passkeys';

// Passkeys (WebAuthn, issue 33): adding, removing and using them, and signing in with one alone. A ceremony starts
// with its options (answered with a `challenge_id`) and ends with the browser's answer: the PWA hands `options` to
// @simplewebauthn/browser (startRegistration({ optionsJSON }) or startAuthentication({ optionsJSON })) and sends what
// it gives back as JSON text (`response`, or `assertion` for POST /api/security/step_up) with the `challenge_id`. A
// challenge is good for 5 minutes and one answer; a refused answer (2003) needs new options. The security calls are a
// real account's (a demo account: 2001); the two sign-in calls need no session.

/** One of the user's passkeys, as GET /api/security/overview lists them. */
export interface PasskeyItem {
  id: number;
  /** The user's name for it. */
  name: string;
  /** Epoch ms. */
  created_at: number;
  /** Epoch ms of its last use (a confirmation or a sign-in); null when never used. */
  last_used_at: number | null;
}

/** What navigator.credentials.create() needs to add a passkey. */
export interface PasskeyRegistrationOptions {
  purpose: 'register';
  challenge_id: string;
  options: PublicKeyCredentialCreationOptionsJSON;
}

/** What navigator.credentials.get() needs to use a passkey. */
export interface PasskeyAssertionOptions {
  purpose: 'step_up' | 'login';
  challenge_id: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

/**
 * Options for a ceremony of the signed-in user: purpose register to add a passkey (9003 when the account has the
 * most it may), purpose step_up to confirm an action with one of theirs (9003 when it has none).
 */
export const passkeyOptions = endpoint<PasskeyRegistrationOptions | PasskeyAssertionOptions, typeof input.passkeyOptions>()({
  method: 'POST',
  path: '/api/security/passkey/options',
  auth: true,
});

/**
 * Adds the passkey the browser made (`response`) under `name`. An account that already has a second factor sends a
 * `step_up_token` of kind second_factor (9002 without a valid one, and the same answer may be sent again with one).
 */
export const registerPasskey = endpoint<PasskeyItem, typeof input.registerPasskey>()({
  method: 'POST',
  path: '/api/security/passkey/register',
  auth: true,
});

/** Removes one of the user's passkeys; needs a step-up of kind second_factor. Another user's id: 1004. */
export const removePasskey = endpoint<null, typeof input.removePasskey>()({
  method: 'POST',
  path: '/api/security/passkey/remove',
  auth: true,
});

/** Options to sign in with a passkey alone: any passkey the device holds for the site. No session needed. */
export const passkeyLoginOptions = endpoint<PasskeyAssertionOptions>()({ method: 'POST', path: '/api/user/passkey_login_options' });

/** Signs in with the passkey's answer, as loginForU does with a password (a suspended account: 8002). */
export const passkeyLogin = endpoint<LoginResult, typeof input.passkeyLogin>()({ method: 'POST', path: '/api/user/passkey_login' });
