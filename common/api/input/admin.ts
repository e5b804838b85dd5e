import * as z from 'zod/mini';
import { noInput } from './fields';

// What the back office's calls of ../admin.ts accept, one schema per call under the call's name.

export const adminLogin = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The picture captcha, asked for (code 2040) after many failed logins to the operator. */
  captcha_key: z._default(z.optional(z.string().check(z.maxLength(64))), ''),
  captcha: z._default(z.optional(z.string().check(z.maxLength(12))), ''),
});

export const adminMe = noInput;

export const adminLogout = noInput;

export const adminChangePassword = z.object({
  old_password: z.string().check(z.minLength(1), z.maxLength(128)),
  /** At least 12 characters, like every operator password (server/admin/operators.ts). */
  password: z.string().check(z.minLength(12), z.maxLength(128)),
});

export const adminMySessions = noInput;

/** A session's public id: 16 hex digits of its token's hash. */
export const sessionId = z.string().check(z.regex(/^[0-9a-f]{16}$/));
export const adminRevokeMySession = z.object({ id: sessionId });
