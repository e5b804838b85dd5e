import { describe, expect, it } from 'vitest';
import { signInAgainFrom } from '../../../../src/lib/sign-in-again';

// A call answered "signed out" sends the user to sign in, remembering where they were; a second such answer, once
// they are on the login screen, must not send them there again without it (issue found by the security end-to-end
// test: the passkey sign-in then landed on home instead of the screen it was for).

describe('signing in again after a call answered "signed out"', () => {
  it('goes to the login screen with where the user was', () => {
    expect(signInAgainFrom({ pathname: '/mine/security', href: '/mine/security' })).toEqual({
      to: '/login',
      search: { from: '/mine/security' },
    });
    expect(signInAgainFrom({ pathname: '/trade', href: '/trade?id=13' })).toEqual({ to: '/login', search: { from: '/trade?id=13' } });
  });

  it('stays on the login screen, keeping where the sign-in is for', () => {
    expect(signInAgainFrom({ pathname: '/login', href: '/login?from=%2Fmine%2Fsecurity' })).toBeNull();
  });
});
