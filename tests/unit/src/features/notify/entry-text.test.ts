import { describe, expect, it } from 'vitest';
import type { InboxEntry } from '@common/api/notify';
import { entryText, type EntryWords } from '../../../../../src/features/notify/entry-text';

// An inbox entry's words by kind, from its facts: what the screen shows, without React.

const words: EntryWords = {
  newDeviceSignIn: (userAgent) => `sign-in:${userAgent ?? 'none'}`,
  address: (address) => `address:${address ?? 'none'}`,
  securityChange: (event, factor) => `event:${event}:${factor ?? 'none'}`,
  notice: 'notice',
};

const text = (kind: string, detail: InboxEntry['detail']) => entryText({ kind: kind as InboxEntry['kind'], detail }, words);

describe('an inbox entry’s words', () => {
  it('names a new device’s sign-in with the address beneath', () => {
    expect(text('new_device_sign_in', { user_agent: 'UA', address: '203.0.113.7' })).toEqual({
      title: 'sign-in:UA',
      detail: 'address:203.0.113.7',
    });
    expect(text('new_device_sign_in', {})).toEqual({ title: 'sign-in:none', detail: 'address:none' });
  });

  it('says a security change as the security log does, with its factor', () => {
    expect(text('security_change', { event: 'second_factor_enabled', factor: 'passkey' })).toEqual({
      title: 'event:second_factor_enabled:passkey',
      detail: null,
    });
    expect(text('security_change', { event: 'password_changed' }).title).toBe('event:password_changed:none');
  });

  it('reads an unknown kind, or a change without its event, as a general notice', () => {
    expect(text('price_alert_fired', { code: 'EURUSD' })).toEqual({ title: 'notice', detail: null });
    expect(text('security_change', { event: 7 })).toEqual({ title: 'notice', detail: null });
    expect(text('toString', {})).toEqual({ title: 'notice', detail: null });
  });
});
