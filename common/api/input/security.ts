import * as z from 'zod/mini';
import { STEP_UP_KIND } from '../../security';
import { noInput, page, ruled } from './fields';
import { assertionJson, challengeId } from './webauthn';

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

/** A sign-in's challenge id as login hands it out (9001): the same 32 random bytes in base64url. */
export const signInChallengeId = stepUpToken;

/** Optional in the schema: a call without one is answered 9002 ("confirm it is you"), not as bad input. */
const stepUpConfirmation = { step_up_token: z.optional(stepUpToken) };

export const getSecurityOverview = noInput;
export const setupTotp = noInput;
export const enableTotp = z.object({ code: totpCode });
export const disableTotp = z.object(stepUpConfirmation);
export const regenerateRecoveryCodes = z.object(stepUpConfirmation);

export const stepUp = z
  .object({
    /** The kind of action the token is for (common/security.ts's STEP_UP_KIND). */
    kind: z.enum(STEP_UP_KIND),
    /** Six digits are a code of the app; anything else must be a recovery code, which the step-up uses up. */
    code: z.optional(z.union([totpCode, recoveryCode])),
    /** Or a passkey: navigator.credentials.get()'s answer as JSON, for the challenge of `challenge_id`. */
    assertion: z.optional(assertionJson),
    /** The challenge POST /api/security/passkey/options (purpose step_up) handed out with the options. */
    challenge_id: z.optional(challengeId),
  })
  .check(
    // A code, or an assertion with its challenge: never both, never neither. The refusal names the field to fix.
    z.superRefine((value, ctx) => {
      const passkey = value.assertion !== undefined || value.challenge_id !== undefined;
      if (value.code !== undefined && passkey) {
        ctx.issues.push({ code: 'custom', message: 'a code or a passkey, not both', input: value.code, path: ['code'] });
      } else if (value.code === undefined && value.assertion === undefined) {
        const missing = value.challenge_id === undefined ? 'code' : 'assertion';
        ctx.issues.push({ code: 'custom', message: 'a code or a passkey is needed', input: undefined, path: [missing] });
      } else if (value.assertion !== undefined && value.challenge_id === undefined) {
        ctx.issues.push({ code: 'custom', message: 'the passkey challenge is needed', input: undefined, path: ['challenge_id'] });
      }
    }),
  );

export const getSecurityLog = z.object({ page });
