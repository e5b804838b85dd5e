import { describe, expect, it } from 'vitest';
import { ceremony, CeremonyFailed, ceremonyFailureOf } from '../../../../../src/shared/security/ceremony-error';

// Why a passkey's prompt failed, from what the browser threw (a DOMException, or simplewebauthn's WebAuthnError with
// the same name): closed by the user (told nothing), a passkey of theirs already on the authenticator, or else.

const thrown = (name: string) => Object.assign(new Error('no'), { name });

describe('a failed passkey prompt', () => {
  it('is cancelled when the user closed it, or another prompt replaced it', () => {
    expect(ceremonyFailureOf(thrown('NotAllowedError'))).toBe('cancelled');
    expect(ceremonyFailureOf(thrown('AbortError'))).toBe('cancelled');
  });

  it('says when the authenticator already holds one of the user’s passkeys', () => {
    expect(ceremonyFailureOf(thrown('InvalidStateError'))).toBe('already-added');
  });

  it('is a failure for anything else', () => {
    expect(ceremonyFailureOf(thrown('SecurityError'))).toBe('failed');
    expect(ceremonyFailureOf(new Error('WebAuthn is not supported in this browser'))).toBe('failed');
    expect(ceremonyFailureOf('a string')).toBe('failed');
  });

  it('is made a CeremonyFailed that keeps what the browser threw', async () => {
    const cause = thrown('NotAllowedError');
    const failed = await ceremony(() => Promise.reject(cause)).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CeremonyFailed);
    expect((failed as CeremonyFailed).failure).toBe('cancelled');
    expect((failed as CeremonyFailed).cause).toBe(cause);
    await expect(ceremony(() => Promise.resolve('made'))).resolves.toBe('made');
  });
});
