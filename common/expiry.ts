import { MAX_EXPIRY_AHEAD_MS } from './contract';

// A pending order's expiry (issue 35): good till cancelled (0), or a time between now and MAX_EXPIRY_AHEAD_MS ahead.
// One rule for the order form, which says it before sending, and the server, which refuses with BAD_EXPIRY.

export type ExpiryProblem = 'past' | 'too_far';

/** Why `expireAt` (ms since 1970 UTC; 0: good till cancelled) is refused at `now`, or null when it may be sent. */
export function expiryProblem(expireAt: number, now: number): ExpiryProblem | null {
  if (expireAt === 0) return null;
  if (expireAt <= now) return 'past';
  if (expireAt > now + MAX_EXPIRY_AHEAD_MS) return 'too_far';
  return null;
}
