import { describe, expect, it } from 'vitest';
import type { PasskeyItem } from '@common/api/passkeys';
import { stepUpWays } from '../../../../../src/shared/security/step-up-ways';

// The ways "confirm it is you" offers, the first the one it opens on: the app's code (and a recovery code) when the
// app is on, a passkey when the user has one; the codes while the account's overview is not known.

const KEY: PasskeyItem = { id: 1, name: 'YubiKey', created_at: 1, last_used_at: null };

describe('the ways to confirm', () => {
  it('are the codes until the overview is known', () => {
    expect(stepUpWays(undefined, true)).toEqual(['app', 'recovery']);
  });

  it('open on the app’s code when the app is on, with a passkey after the codes', () => {
    expect(stepUpWays({ totp: 'on', passkeys: [] }, true)).toEqual(['app', 'recovery']);
    expect(stepUpWays({ totp: 'on', passkeys: [KEY] }, true)).toEqual(['app', 'recovery', 'passkey']);
  });

  it('are the passkey alone when it is the only factor, even where the browser cannot use it (which is said)', () => {
    expect(stepUpWays({ totp: 'off', passkeys: [KEY] }, true)).toEqual(['passkey']);
    expect(stepUpWays({ totp: 'pending', passkeys: [KEY] }, false)).toEqual(['passkey']);
  });

  it('offer no passkey beside the codes where the browser cannot use one', () => {
    expect(stepUpWays({ totp: 'on', passkeys: [KEY] }, false)).toEqual(['app', 'recovery']);
  });

  it('fall back to the codes for an account the overview shows no factor for', () => {
    expect(stepUpWays({ totp: 'off', passkeys: [] }, true)).toEqual(['app', 'recovery']);
  });
});
