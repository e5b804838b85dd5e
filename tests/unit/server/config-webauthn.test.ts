import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

// WEBAUTHN_RP_ID (server/config.ts): the passkeys' relying party id, PUBLIC_ORIGIN's host unless set. Browsers accept
// only the page's host or a parent domain of it, so anything else is refused at start, not at the first passkey.

describe('WEBAUTHN_RP_ID', () => {
  it('is unset by default, and may be the public origin’s host or a parent domain of it', () => {
    expect(loadConfig({}).webauthnRpId).toBeUndefined();
    const origin = { PUBLIC_ORIGIN: 'https://trade.example.com' };
    expect(loadConfig({ ...origin, WEBAUTHN_RP_ID: 'trade.example.com' }).webauthnRpId).toBe('trade.example.com');
    expect(loadConfig({ ...origin, WEBAUTHN_RP_ID: 'example.com' }).webauthnRpId).toBe('example.com');
  });

  it.each([
    [{ WEBAUTHN_RP_ID: 'example.com' }, 'WEBAUTHN_RP_ID: must be set with PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://trade.example.com', WEBAUTHN_RP_ID: 'other.com' }, 'WEBAUTHN_RP_ID: must be set with PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://trade.example.com', WEBAUTHN_RP_ID: 'ample.com' }, 'WEBAUTHN_RP_ID: must be set with PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://trade.example.com', WEBAUTHN_RP_ID: 'https://example.com' }, 'WEBAUTHN_RP_ID: must be a host name'],
    [{ PUBLIC_ORIGIN: 'https://trade.example.com', WEBAUTHN_RP_ID: 'Example.com' }, 'WEBAUTHN_RP_ID: must be a host name'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
