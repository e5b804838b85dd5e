// The resend countdown of a verification-code button (spec sections 4 and 9: disabled for 60 s after sending).
// It counts towards an end time rather than decrementing a number, so a throttled timer in a background tab
// still shows the right figure when it wakes.

/** When a countdown of `seconds` started at `now` ends. */
export function countdownEnd(now: number, seconds: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds left (rounded up, so it shows 60 at the start and 1 in its last second); 0 when over or unset. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
