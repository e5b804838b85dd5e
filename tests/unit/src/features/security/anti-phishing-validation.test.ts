import { describe, expect, it } from 'vitest';
import { antiPhishingCodeToSend } from '../../../../../src/features/security/anti-phishing-validation';

// An anti-phishing code as typed, checked by the server's own rule before anything is sent: 4 to 32 characters once
// trimmed, on one line. Empty is not a code to set: clearing it is its own button.

describe('an anti-phishing code', () => {
  it('is sent trimmed, from 4 to 32 characters', () => {
    expect(antiPhishingCodeToSend('  blue heron ')).toBe('blue heron');
    expect(antiPhishingCodeToSend('abcd')).toBe('abcd');
    expect(antiPhishingCodeToSend('x'.repeat(32))).toBe('x'.repeat(32));
  });

  it('is refused empty, too short, too long, or over several lines', () => {
    expect(antiPhishingCodeToSend('   ')).toBeNull();
    expect(antiPhishingCodeToSend(' abc ')).toBeNull();
    expect(antiPhishingCodeToSend('x'.repeat(33))).toBeNull();
    expect(antiPhishingCodeToSend('blue\nheron')).toBeNull();
  });
});
