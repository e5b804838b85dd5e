import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS } from '../../../../../common/api/access';
import { countdownEnd, secondsLeft } from '../../../../../src/features/account/countdown';

describe('the send-code countdown', () => {
  const start = 1_700_000_000_000;
  const endsAt = countdownEnd(start, CODE_RESEND_SECONDS);

  it('starts at 60 seconds (spec section 9)', () => {
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(endsAt).toBe(start + 60_000);
    expect(secondsLeft(endsAt, start)).toBe(60);
  });

  it('counts whole seconds, rounding up, so the last second shows 1', () => {
    expect(secondsLeft(endsAt, start + 1)).toBe(60);
    expect(secondsLeft(endsAt, start + 999)).toBe(60);
    expect(secondsLeft(endsAt, start + 1_000)).toBe(59);
    expect(secondsLeft(endsAt, start + 59_001)).toBe(1);
  });

  it('is over at the end and stays at 0 after it', () => {
    expect(secondsLeft(endsAt, start + 60_000)).toBe(0);
    expect(secondsLeft(endsAt, start + 3_600_000)).toBe(0);
  });

  it('is 0 when nothing was started', () => {
    expect(secondsLeft(null, start)).toBe(0);
  });

  it('catches up after a throttled timer: the figure follows the clock, not the ticks', () => {
    expect(secondsLeft(endsAt, start + 45_500)).toBe(15);
  });

  it('treats a negative length as none', () => {
    expect(secondsLeft(countdownEnd(start, -5), start)).toBe(0);
  });
});
