import * as z from 'zod/mini';
import {
  COOL_OFF_DAYS_MAX,
  COOL_OFF_DAYS_MIN,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_MONTHS_MAX,
  SELF_EXCLUSION_MONTHS_MIN,
  SESSION_REMINDER_MAX,
  SESSION_REMINDER_MIN,
} from '../../protection';
import { positiveMoneyAmount } from './amount';
import { integerBetween, noInput, ruled } from './fields';
import { stepUpToken } from './security';

// What the client-protection calls of ../protection.ts accept, one schema per call under the call's name.

/** An ISO country code as the area list writes it ("DE"); whether it is on the list is the service's check. */
export const countryCode = ruled(z.string().check(z.regex(/^[A-Z]{2}$/)), 'closed');

export const userProfile = noInput;

export const setResidence = z.object({ country: countryCode });

export const limits = noInput;

export const riskWarning = z.object({ country: z.optional(countryCode) });

/** Empty: no value (the limit or reminder is removed, which waits 24 hours like any loosening). */
const none = ruled(z.literal(''), 'closed');
/** An amount, or empty: the empty text is the amount rule's "none" (it holds no malformed amount). */
const noAmount = ruled(z.literal(''), 'amount');

/** Loosening (or removing) needs a step-up of kind loosen_limit on an account with a second factor. */
const step_up_token = z.optional(stepUpToken);

export const setLimit = z.object({
  kind: ruled(z.enum(LIMIT_KINDS), 'closed'),
  period: ruled(z.enum(LIMIT_PERIODS), 'closed'),
  amount: z.union([noAmount, positiveMoneyAmount]),
  step_up_token,
});

export const setSessionReminder = z.object({
  minutes: z.union([none, integerBetween(SESSION_REMINDER_MIN, SESSION_REMINDER_MAX)]),
  step_up_token,
});

export const startCoolOff = z.object({ days: integerBetween(COOL_OFF_DAYS_MIN, COOL_OFF_DAYS_MAX) });

/** `months`, or `indefinite` (true or 1) for no end: exactly one of them (the service refuses both or neither). */
export const selfExclude = z.object({
  months: z.optional(integerBetween(SELF_EXCLUSION_MONTHS_MIN, SELF_EXCLUSION_MONTHS_MAX)),
  indefinite: z.optional(ruled(z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true')]), 'closed')),
});
