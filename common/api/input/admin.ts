import * as z from 'zod/mini';
import { boundedText, noInput, secretText } from './fields';
import { signInChallengeId, totpCode } from './security';

// What the back office's calls of ../admin.ts accept, one schema per call under the call's name.

export const adminLogin = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  password: secretText(128, 1),
  /** The picture captcha, asked for (code 2040) after many failed logins to the operator. */
  captcha_key: z._default(z.optional(boundedText(64)), ''),
  captcha: z._default(z.optional(boundedText(12)), ''),
});

/** The second step of a console sign-in: the challenge the password's sign-in answered (9001), and the app's code. */
export const adminLoginSecondFactor = z.object({
  challenge_id: signInChallengeId,
  /** Named apart from `code`, which the console's forms use for a currency's code (common/field-labels.ts). */
  totp_code: totpCode,
  /** The picture captcha, asked for (code 2040) after many wrong codes for the operator. */
  captcha_key: z._default(z.optional(boundedText(64)), ''),
  captcha: z._default(z.optional(boundedText(12)), ''),
});

export const adminMe = noInput;

export const adminLogout = noInput;

export const adminChangePassword = z.object({
  old_password: secretText(128, 1),
  /** At least 12 characters, like every operator password (server/admin/operators.ts). */
  password: secretText(128, 12),
});

export const adminMySessions = noInput;

/** A session's public id: 16 hex digits of its token's hash. */
export const sessionId = z.string().check(z.regex(/^[0-9a-f]{16}$/));
export const adminRevokeMySession = z.object({ id: sessionId });
