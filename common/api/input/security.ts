import * as z from 'zod/mini';
import { STEP_UP_KIND } from '../../security';
import { noInput, page, ruled } from './fields';

// What the account security calls of ../security.ts accept, one schema per call under the call's name. Every field
// has a closed format: the codes are digits or the recovery codes' alphabet, the token is what the server handed out.

/** A code of the authenticator app: six digits, as the app shows it. */
export const totpCode = ruled(z.string().check(z.regex(/^\d{6}$/)), 'closed');

/**
 * A recovery code as the user may type it: the 16 characters of the codes' alphabet (no 0/O, 1/I/L), in either case,
 * in groups of four with or without a dash or a space between them (server/security/recovery-codes.ts reads it).
 */
export const recoveryCode = ruled(
  z.string().check(z.regex(/^[A-HJKMNP-Za-hjkmnp-z2-9]{4}([ -]?[A-HJKMNP-Za-hjkmnp-z2-9]{4}){3}$/)),
  'closed',
);

/** A step-up token as step_up hands it out: 32 random bytes in base64url. */
export const stepUpToken = ruled(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)), 'closed');

/** Optional in the schema: a call without one is answered 9002 ("confirm it is you"), not as bad input. */
const stepUpConfirmation = { step_up_token: z.optional(stepUpToken) };

export const getSecurityOverview = noInput;
export const setupTotp = noInput;
export const enableTotp = z.object({ code: totpCode });
export const disableTotp = z.object(stepUpConfirmation);
export const regenerateRecoveryCodes = z.object(stepUpConfirmation);

export const stepUp = z.object({
  /** The kind of action the token is for (common/security.ts's STEP_UP_KIND). */
  kind: z.enum(STEP_UP_KIND),
  /** Six digits are a code of the app; anything else must be a recovery code, which the step-up uses up. */
  code: z.union([totpCode, recoveryCode]),
});

export const getSecurityLog = z.object({ page });
