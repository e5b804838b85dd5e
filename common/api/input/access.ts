import * as z from 'zod/mini';
import { boundedText, noInput, positiveIntegerColumn, secretText } from './fields';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../access';
import { recoveryCode, signInChallengeId, stepUpToken, totpCode } from './security';
import { assertionJson, challengeId } from './webauthn';
import { countryCode } from './protection';

// What the accounts and access calls of ../access.ts accept, one schema per call under the call's name.

const email = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX), z.email());
const password = secretText(PASSWORD_MAX, PASSWORD_MIN);
/** A password as typed at login: checked against the stored hash, so only its length (and the control characters no
 * password holds) is checked here. */
const anyPassword = secretText(PASSWORD_MAX, 1);
const mobile = z.string().check(z.regex(/^\d{4,15}$/));
const code = z.string().check(z.regex(/^\d{6}$/));
const scene = z.enum(['register', 'forget']);
const optionalText = (max: number) => z.optional(boundedText(max));

export const getAreaList = noInput;

export const sendEmailCode = z.object({ email, scene });

export const sendSmsCode = z.object({ mobile, area_id: positiveIntegerColumn, scene });

export const getCaptcha = noInput;

export const register = z.object({
  type: z._default(z.enum(['email']), 'email'),
  account: email,
  password,
  re_password: anyPassword,
  invite_code: optionalText(16),
  sms_code: boundedText(12, 1),
  key: optionalText(64),
  mobile: z.optional(z.union([mobile, z.literal('')])),
  area_id: z.optional(z.union([positiveIntegerColumn, z.literal('')])),
  /** The country of residence (issue 38), asked by the form; one not given is asked on the first trade. */
  residence: z.optional(z.union([countryCode, z.literal('')])),
});

export const login = z.object({
  type: z._default(z.enum(['email', 'mobile']), 'email'),
  account: boundedText(EMAIL_MAX, 1),
  password: anyPassword,
  area_id: z.optional(positiveIntegerColumn),
  /** The picture captcha, asked for (code 2040) after many failed logins to the account. */
  captcha_key: optionalText(64),
  captcha: optionalText(12),
});

/**
 * The second factor of a sign-in that answered 9001: its challenge, and a code of the app or a recovery code, or a
 * passkey's answer (`assertion`) to the passkey challenge the 9001 handed out with it. One of the two, never both.
 */
export const loginSecondFactor = z
  .object({
    challenge_id: signInChallengeId,
    code: z.optional(z.union([totpCode, recoveryCode])),
    assertion: z.optional(assertionJson),
    passkey_challenge_id: z.optional(challengeId),
    /** The picture captcha, asked for (code 2040) after many wrong codes for the account. */
    captcha_key: optionalText(64),
    captcha: optionalText(12),
  })
  .check(
    z.superRefine((value, ctx) => {
      const passkey = value.assertion !== undefined || value.passkey_challenge_id !== undefined;
      if (value.code !== undefined && passkey) {
        ctx.issues.push({ code: 'custom', message: 'a code or a passkey, not both', input: value.code, path: ['code'] });
      } else if (value.code === undefined && !passkey) {
        ctx.issues.push({ code: 'custom', message: 'a code or a passkey is needed', input: undefined, path: ['code'] });
      } else if (passkey && (value.assertion === undefined || value.passkey_challenge_id === undefined)) {
        const missing = value.assertion === undefined ? 'assertion' : 'passkey_challenge_id';
        ctx.issues.push({ code: 'custom', message: 'the passkey answer and its challenge go together', input: undefined, path: [missing] });
      }
    }),
  );

export const loginDemo = z.object({ device_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) });

export const forgetPassword = z.object({
  type: z._default(z.enum(['email']), 'email'),
  account: email,
  password,
  re_password: anyPassword,
  code,
});

export const amendPassword = z.object({
  type: z._default(z.enum(['email']), 'email'),
  old_password: anyPassword,
  password,
  re_password: anyPassword,
  /** Sent by an account with a second factor on (a step-up of kind password, issue 33); optional in the schema: a
   * protected account's change without one is answered 9002, not as bad input. */
  step_up_token: z.optional(stepUpToken),
});

export const logout = noInput;

export const getUserInfo = noInput;

export const getProfits = noInput;

export const resetDemoAccount = noInput;

export const getStartCheck = noInput;
