import * as z from 'zod/mini';
import { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN } from '../../safeguards';
import { boundedText, multilineText, noInput, positiveInt, positiveIntegerColumn, ruled } from './fields';
import { stepUpToken } from './security';

// What the safeguard calls of ../safeguards.ts accept, one schema per call under the call's name.

/** Yes or no: JSON's true or false as the PWA sends it, or 1 and 0 (as a number or its text) from a form or query. */
const yesOrNo = ruled(
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((value, ctx) => {
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      if (value === false || value === 0 || value === '0' || value === 'false') return false;
      ctx.issues.push({ code: 'custom', message: 'must be true or false', input: value });
      return z.NEVER;
    }),
  ),
  'closed',
);

/** Optional in the schema: a protected account's call without one is answered 9002, not as bad input. */
const step_up_token = z.optional(stepUpToken);

/**
 * An anti-phishing code: one line of 4 to 32 characters, no control characters (the shared text rule; surrounding
 * space is dropped), or empty to clear it.
 */
export const antiPhishingCode = boundedText(ANTI_PHISHING_MAX).check(
  z.refine((value) => value === '' || value.length >= ANTI_PHISHING_MIN, `empty, or ${ANTI_PHISHING_MIN} characters at least`),
);

/** A freeze link's token as a security email carries it: 32 random bytes in base64url. */
export const freezeLinkToken = ruled(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)), 'closed');

/** `on`: the allow-list mode; turning it off needs a step-up of kind loosen_limit on a protected account. */
export const setAllowList = z.object({ on: yesOrNo, step_up_token });

/** Putting a payout method on the allow-list needs a step-up of kind loosen_limit on a protected account. */
export const setPayoutMethodAllowed = z.object({ draw_method_id: positiveInt, allowed: yesOrNo, step_up_token });

export const setAntiPhishingCode = z.object({ code: antiPhishingCode });

export const freezeAccount = noInput;

export const freezeLink = z.object({ token: freezeLinkToken });

/** Unfreezing needs a note of what was checked: it is the decision's reason in the audit log. */
export const adminUnfreezeCustomer = z.object({ id: positiveIntegerColumn, note: multilineText(500, 1) });
