import { describe, expect, it } from 'vitest';
import { SERVICE_LINK_TYPE, thirdPartyChatUrl } from '../../../../../src/features/chat/service-link';

// Which third-party chat page /mine/chat may frame, and how it is handed a signed-in visitor's uid and email.

const ann = { uid: '51730205', email: 'ann+chat@example.com' };

describe('the third-party chat address', () => {
  it('carries a signed-in visitor’s uid and email as query parameters with type 1, keeping the page’s own', () => {
    const url = thirdPartyChatUrl('https://chat.example.com/widget?site=7', SERVICE_LINK_TYPE.queryParameters, ann);
    expect(url?.origin).toBe('https://chat.example.com');
    expect(url?.searchParams.get('site')).toBe('7');
    expect(url?.searchParams.get('uid')).toBe('51730205');
    // Encoded, so a plus in an address is not read as a space.
    expect(url?.search).toContain('email=ann%2Bchat%40example.com');
  });

  it('puts nothing in the address with type 2 (posted to the page instead) or for a guest', () => {
    expect(thirdPartyChatUrl('https://chat.example.com/w', SERVICE_LINK_TYPE.postMessage, ann)?.href).toBe('https://chat.example.com/w');
    expect(thirdPartyChatUrl('https://chat.example.com/w', SERVICE_LINK_TYPE.queryParameters, null)?.href).toBe(
      'https://chat.example.com/w',
    );
  });

  it('frames only https pages: plain http, scripts, data and garbage give no address', () => {
    for (const link of [
      'http://chat.example.com',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'chat.example.com',
      '',
      '   ',
      'https://',
    ]) {
      expect(thirdPartyChatUrl(link, SERVICE_LINK_TYPE.queryParameters, ann), link).toBeNull();
    }
    expect(thirdPartyChatUrl('  https://chat.example.com  ', 1, null)?.href).toBe('https://chat.example.com/');
  });
});
