import { describe, expect, it } from 'vitest';
import { MAX_EXPIRY_AHEAD_MS } from '../../../common/contract';
import { expiryProblem } from '../../../common/expiry';

describe('expiryProblem', () => {
  const now = Date.UTC(2026, 10, 30, 7, 0);

  it('accepts good till cancelled and a time up to six months ahead', () => {
    expect(expiryProblem(0, now)).toBeNull();
    expect(expiryProblem(now + 1, now)).toBeNull();
    expect(expiryProblem(now + MAX_EXPIRY_AHEAD_MS, now)).toBeNull();
  });

  it('refuses a time already passed and one further than six months', () => {
    expect(expiryProblem(now, now)).toBe('past');
    expect(expiryProblem(now - 60_000, now)).toBe('past');
    expect(expiryProblem(now + MAX_EXPIRY_AHEAD_MS + 1, now)).toBe('too_far');
  });
});
