import * as z from 'zod/mini';
import { boundedText, noInput, positiveIntegerColumn, secretText } from './fields';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../access';

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
});

export const logout = noInput;

export const getUserInfo = noInput;

export const getProfits = noInput;

export const resetDemoAccount = noInput;

export const getStartCheck = noInput;
