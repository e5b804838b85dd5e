import { describe, expect, it } from 'vitest';
import { passkeyNameToSend, suggestedPasskeyName } from '../../../../../src/features/security/passkey-name-validation';

// A new passkey's name, checked by the server's own rule before anything is sent: 1 to 64 characters once trimmed,
// on one line.

describe('a passkey’s name', () => {
  it('is sent trimmed', () => {
    expect(passkeyNameToSend('  Work laptop ')).toBe('Work laptop');
    expect(passkeyNameToSend('x'.repeat(64))).toBe('x'.repeat(64));
  });

  it('is refused empty, too long, or over several lines', () => {
    expect(passkeyNameToSend('   ')).toBeNull();
    expect(passkeyNameToSend('x'.repeat(65))).toBeNull();
    expect(passkeyNameToSend('Work\nlaptop')).toBeNull();
  });

  it('is suggested from the device, cut to what a name may hold', () => {
    expect(suggestedPasskeyName('Safari on iOS')).toBe('Safari on iOS');
    expect(suggestedPasskeyName('y'.repeat(80))).toHaveLength(64);
  });
});
