import * as z from 'zod/mini';
import { noInput, positiveIntegerColumn, ruled } from './fields';
import { stepUpToken } from './security';

// What the sessions calls of ../security-sessions.ts accept. One of `id` and `all_others` says which sessions end;
// the route refuses neither and both as bad input.

export const getSessions = noInput;

export const endSessions = z.object({
  id: z.optional(positiveIntegerColumn),
  all_others: z.optional(ruled(z.boolean(), 'closed')),
  /** Optional in the schema: a protected account's call without one is answered 9002, not as bad input. */
  step_up_token: z.optional(stepUpToken),
});
