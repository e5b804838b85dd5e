import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT, type SecurityEvent } from '@common/security';
import { securityEventMessage } from '../../../common/security-event-text';

// The security log's event sentences, which the PWA's log and the console's customer view both show: one per event,
// and an event this build does not know read as a setting that changed.

describe('a security log event in words', () => {
  it('has a sentence of its own for every event the PWA knows', () => {
    const generic = securityEventMessage({ event: 'not_an_event' as SecurityEvent, detail: {} });
    const sentences = Object.values(SECURITY_EVENT).map((event) => securityEventMessage({ event, detail: {} }));
    expect(sentences).not.toContain(generic);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('names the authenticator app only when it was the app that changed', () => {
    const on = (factor: string) => securityEventMessage({ event: SECURITY_EVENT.SECOND_FACTOR_ENABLED, detail: { factor } });
    expect(on('totp').message).toBe('Authenticator app turned on');
    expect(on('passkey').message).toBe('Second factor turned on');
  });
});
